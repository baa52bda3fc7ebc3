import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { ReleaseNotes } from '#shared/contracts/releases.ts';
import type { Seeder } from '../platform/seed.ts';
import { SEED_PRODUCTS } from '../store/seed-catalogue.ts';
import { indicators } from '../store/store.schema.ts';
import { demoReleaseZip } from './demo/demo-release-file.ts';
import * as repo from './releases.repo.ts';
import { createFileStorage } from './storage/file-storage.ts';

const DAY = 24 * 3600 * 1000;
/** The minimum platform version the docs name (NinjaTrader 8.1). */
const MIN_PLATFORM = '8.1.2.1';

/** Two published versions per indicator (the changelog's 3.1.5 and 3.2.0), oldest first. */
const DEMO_RELEASES: { version: string; daysAgo: number; notes: ReleaseNotes }[] = [
  {
    version: '3.1.5',
    daysAgo: 45,
    notes: {
      en: 'Faster loading on charts with many days of tick data.\nFixes a rare freeze when the session template changes.',
      'pt-BR':
        'Carregamento mais rápido em gráficos com muitos dias de dados de tick.\nCorrige um congelamento raro quando o modelo de sessão muda.',
      es: 'Carga más rápida en gráficos con muchos días de datos de tick.\nCorrige un bloqueo poco frecuente al cambiar la plantilla de sesión.',
      de: 'Schnelleres Laden bei Charts mit vielen Tagen Tickdaten.\nBehebt ein seltenes Einfrieren beim Wechsel der Sitzungsvorlage.',
      fr: 'Chargement plus rapide des graphiques avec de nombreux jours de données tick.\nCorrige un blocage rare lors du changement de modèle de session.',
      zh: '在包含多日逐笔数据的图表上加载更快。\n修复了更改交易时段模板时偶发的卡死问题。',
    },
  },
  {
    version: '3.2.0',
    daysAgo: 12,
    notes: {
      en: 'New: alerts can play a sound and send a push notification.\nImproved: settings are kept when the indicator is added from a template.',
      'pt-BR':
        'Novo: os alertas podem tocar um som e enviar uma notificação push.\nMelhoria: as configurações são mantidas quando o indicador é adicionado a partir de um modelo.',
      es: 'Nuevo: las alertas pueden reproducir un sonido y enviar una notificación push.\nMejora: la configuración se conserva al añadir el indicador desde una plantilla.',
      de: 'Neu: Alarme können einen Ton abspielen und eine Push-Benachrichtigung senden.\nVerbessert: Die Einstellungen bleiben erhalten, wenn der Indikator aus einer Vorlage hinzugefügt wird.',
      fr: 'Nouveau : les alertes peuvent émettre un son et envoyer une notification push.\nAmélioré : les réglages sont conservés quand l’indicateur est ajouté depuis un modèle.',
      zh: '新增：警报可以播放提示音并发送推送通知。\n改进：从模板添加指标时会保留其设置。',
    },
  },
];

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * Demo releases (issue 14): every seeded indicator gets small real `.zip` files (demo/README.txt
 * zipped by `demoReleaseZip`), put through the file storage like an upload. Versions that exist
 * already (an admin's upload) are left alone; the files are deterministic, so a re-run writes
 * the same bytes under the same keys.
 */
export const releasesSeeder: Seeder = {
  name: 'releases-demo',
  async run(tx, { config }) {
    const storage = createFileStorage(config);
    const products = await tx
      .select({ id: indicators.id, name: indicators.name })
      .from(indicators)
      .where(
        and(
          inArray(
            indicators.name,
            SEED_PRODUCTS.filter((p) => (p.kind ?? 'indicator') === 'indicator').map((p) => p.name),
          ),
          eq(indicators.kind, 'indicator'),
          isNull(indicators.deletedAt),
        ),
      );
    for (const product of products) {
      for (const release of DEMO_RELEASES) {
        if (await repo.versionExists(tx, product.id, release.version)) continue;
        const file = demoReleaseZip({ name: product.name, version: release.version, platform: MIN_PLATFORM });
        const storageKey = `releases/${product.id}/demo-${release.version}.zip`;
        await storage.put(storageKey, Readable.from([file]), file.length);
        const publishedAt = new Date(Date.now() - release.daysAgo * DAY);
        await repo.insertRelease(tx, {
          indicatorId: product.id,
          version: release.version,
          notes: release.notes,
          minPlatformVersion: MIN_PLATFORM,
          status: 'published',
          sha256: createHash('sha256').update(file).digest('hex'),
          size: file.length,
          storageKey,
          fileName: `${slug(product.name)}-${release.version}.zip`,
          publishedAt,
          createdAt: publishedAt,
          updatedAt: publishedAt,
        });
      }
    }
  },
};
