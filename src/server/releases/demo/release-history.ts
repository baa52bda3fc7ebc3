import type { ReleaseNotes } from '#shared/contracts/releases.ts';
import { LANGUAGE_CODES, type Language } from '#shared/languages.ts';
import type { Change, Section } from './change.ts';
import { PRODUCT_CHANGES } from './product-changes.ts';

/**
 * The shop's release history (what /changelog showed before it was built from the releases): the
 * days of the seeded versions and their notes in every language. Every indicator of the demo gets
 * each version on its day, so the changelog shows one entry per version, and each indicator's
 * notes are its own: its changes (`product-changes.ts`) with the changes every
 * indicator got.
 */

const SECTION_TITLES: Record<Section, Record<Language, string>> = {
  new: { en: 'New', 'pt-BR': 'Novo', es: 'Nuevo', de: 'Neu', fr: 'Nouveau', zh: '新增' },
  improved: { en: 'Improved', 'pt-BR': 'Melhorado', es: 'Mejorado', de: 'Verbessert', fr: 'Amélioré', zh: '改进' },
  fixed: { en: 'Fixed', 'pt-BR': 'Corrigido', es: 'Corregido', de: 'Behoben', fr: 'Corrigé', zh: '修复' },
};

/** What every indicator got in a version. */
const EVERY_INDICATOR: Record<string, Change[]> = {
  '3.1.0': [
    {
      section: 'new',
      en: 'All indicators: read-only Machine ID property in the License group, matching the machine list on the Orders page.',
      'pt-BR':
        'Todos os indicadores: propriedade Machine ID somente leitura no grupo License, igual à lista de máquinas da página de pedidos.',
      es: 'Todos los indicadores: propiedad Machine ID de solo lectura en el grupo License, igual que la lista de máquinas de la página de pedidos.',
      de: 'Alle Indikatoren: schreibgeschützte Eigenschaft Machine ID in der Gruppe License, passend zur Rechnerliste auf der Bestellseite.',
      fr: 'Tous les indicateurs : propriété Machine ID en lecture seule dans le groupe License, identique à la liste des machines de la page des commandes.',
      zh: '所有指标：在 License 分组中新增只读属性 Machine ID，与订单页面上的机器列表一致。',
    },
  ],
  '3.1.5': [
    {
      section: 'improved',
      en: 'All indicators: new Alert Rearm (seconds) setting, so the same alert does not fire again and again on a choppy level.',
      'pt-BR':
        'Todos os indicadores: nova configuração Alert Rearm (segundos), para que o mesmo alerta não dispare sem parar em um nível agitado.',
      es: 'Todos los indicadores: nuevo ajuste Alert Rearm (segundos), para que la misma alerta no salte una y otra vez en un nivel agitado.',
      de: 'Alle Indikatoren: neue Einstellung Alert Rearm (Sekunden), damit derselbe Alarm an einem unruhigen Level nicht immer wieder auslöst.',
      fr: 'Tous les indicateurs : nouveau réglage Alert Rearm (secondes), pour qu’une même alerte ne se déclenche pas sans cesse sur un niveau agité.',
      zh: '所有指标：新增 Alert Rearm（秒）设置，避免同一提醒在震荡价位上反复触发。',
    },
    {
      section: 'fixed',
      en: 'Upgrading over a 3.1 beta no longer leaves a duplicate assembly that blocks the import.',
      'pt-BR': 'Atualizar por cima de uma beta 3.1 não deixa mais um assembly duplicado que bloqueia a importação.',
      es: 'Actualizar sobre una beta 3.1 ya no deja un assembly duplicado que bloquea la importación.',
      de: 'Ein Update über eine 3.1-Beta hinterlässt keine doppelte Assembly mehr, die den Import blockiert.',
      fr: 'Une mise à jour par-dessus une bêta 3.1 ne laisse plus d’assembly en double qui bloque l’importation.',
      zh: '在 3.1 测试版上升级时，不再留下会阻止导入的重复程序集。',
    },
  ],
  '3.2.0': [
    {
      section: 'improved',
      en: "Licence activation problems now show their reason on the chart, for example 'Machine limit reached for this licence.'",
      'pt-BR':
        'Problemas de ativação da licença agora mostram o motivo no gráfico, por exemplo “<span lang="en">Machine limit reached for this licence.</span>”',
      es: 'Los problemas de activación de la licencia ahora muestran su motivo en el gráfico, por ejemplo «<span lang="en">Machine limit reached for this licence.</span>»',
      de: 'Probleme bei der Lizenzaktivierung zeigen ihren Grund jetzt direkt im Chart, zum Beispiel „<span lang="en">Machine limit reached for this licence.</span>“',
      fr: 'Les problèmes d’activation de licence affichent désormais leur cause sur le graphique, par exemple « <span lang="en">Machine limit reached for this licence.</span> »',
      zh: '许可证激活出现问题时，现在会直接在图表上显示原因，例如 “<span lang="en">Machine limit reached for this licence.</span>”',
    },
  ],
};

export const RELEASE_HISTORY: { version: string; publishedAt: string }[] = [
  { version: '3.1.0', publishedAt: '2026-07-08T12:00:00.000Z' },
  { version: '3.1.5', publishedAt: '2026-08-26T12:00:00.000Z' },
  { version: '3.2.0', publishedAt: '2026-10-14T12:00:00.000Z' },
];

/**
 * One indicator's notes of one version in every language, as Markdown: its own changes and every
 * indicator's, under New, Improved and Fixed. An indicator the history does not know (renamed by
 * the shop owner) gets every indicator's changes only.
 */
export function releaseNotesOf(productName: string, version: string): ReleaseNotes {
  const changes = [...(PRODUCT_CHANGES[productName]?.[version] ?? []), ...(EVERY_INDICATOR[version] ?? [])];
  const notes: ReleaseNotes = {};
  for (const language of LANGUAGE_CODES) {
    notes[language] = (['new', 'improved', 'fixed'] as const)
      .map((section) => {
        const lines = changes.filter((c) => c.section === section).map((c) => `- ${c[language]}`);
        return lines.length ? `**${SECTION_TITLES[section][language]}**\n\n${lines.join('\n')}` : '';
      })
      .filter(Boolean)
      .join('\n\n');
  }
  return notes;
}
