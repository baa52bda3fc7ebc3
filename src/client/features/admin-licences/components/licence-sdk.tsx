import Download from 'lucide-react/icons/download';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { useTranslation } from '#client/lib/use-translation.ts';
import type { LicenceSdkResponse } from '#shared/contracts/licence-sdk.ts';

/** The ZIP of the client's files, made in the browser (fflate, loaded on the click). */
async function saveZip(files: LicenceSdkResponse['files']) {
  const { strToU8, zipSync } = await import('fflate');
  const zip = zipSync(Object.fromEntries(files.map((f) => [`NovaTick/${f.path}`, strToU8(f.text)])));
  const url = URL.createObjectURL(new Blob([zip as Uint8Array<ArrayBuffer>], { type: 'application/zip' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'NovaTick-NinjaTrader-licence-client.zip';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The ten lines of README "Licensing a NinjaTrader add-on", with this shop's first product. */
const tenLines = (constant: string) => `using NovaTick.Licensing.NinjaScript;
private LicenceGate licence;
[NinjaScriptProperty, Display(Name = "Licence key", GroupName = "Licence", Order = 0)]
public string LicenceKey { get; set; }
// OnStateChange():
else if (State == State.DataLoaded)
    licence = LicenceGate.Start(this, NovaTickShop.Products.${constant}, LicenceKey, Bars);
else if (State == State.Terminated && licence != null)
    licence.Dispose();
// first lines of OnBarUpdate():
if (licence == null || !licence.Allowed)
    return;`;

/** /admin/licences/sdk: download the NinjaTrader licence client pre-filled for this shop. */
export function LicenceSdk({ sdk }: { sdk: LicenceSdkResponse }) {
  const { t } = useTranslation('admin-licence-sdk');
  const [saving, setSaving] = useState(false);
  const download = () => {
    setSaving(true);
    void saveZip(sdk.files).finally(() => setSaving(false));
  };
  const example = sdk.products.find((p) => !p.bundle) ?? sdk.products[0];
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        <p className="text-muted-foreground">{t('intro')}</p>
        <Button className="self-start" onClick={download} disabled={saving} data-testid="sdk-download">
          <Download className="size-4" aria-hidden />
          {t('download')}
        </Button>
        <p className="text-sm text-muted-foreground">{t('install')}</p>
      </header>

      <section className="flex flex-col gap-2" aria-labelledby="sdk-settings">
        <h2 id="sdk-settings" className="text-lg font-semibold">
          {t('settings.title')}
        </h2>
        <dl className="grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="text-muted-foreground">{t('settings.shopUrl')}</dt>
          <dd className="font-mono break-all">{sdk.shopUrl}</dd>
          {sdk.publicKeys.map((k) => (
            <div key={k.keyId} className="contents">
              <dt className="text-muted-foreground">
                {t(k.active ? 'settings.activeKey' : 'settings.retiredKey', { keyId: k.keyId })}
              </dt>
              <dd className="font-mono break-all">{k.publicKeyRaw}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="flex flex-col gap-2" aria-labelledby="sdk-products">
        <h2 id="sdk-products" className="text-lg font-semibold">
          {t('products.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('products.hint')}</p>
        <ul className="divide-y rounded-lg border text-sm" data-testid="sdk-products">
          {sdk.products.map((p) => (
            <li key={p.id} className="flex flex-wrap justify-between gap-2 p-2">
              <span>{p.name}</span>
              <span className="font-mono break-all">
                NovaTickShop.Products.{p.constant} = {p.id}
              </span>
              <span className="text-muted-foreground">{t('products.lease', { count: p.leaseDays })}</span>
            </li>
          ))}
        </ul>
      </section>

      {example ? (
        <section className="flex flex-col gap-2" aria-labelledby="sdk-lines">
          <h2 id="sdk-lines" className="text-lg font-semibold">
            {t('lines.title')}
          </h2>
          <pre className="overflow-x-auto rounded-lg border bg-muted p-3 text-xs">
            <code>{tenLines(example.constant)}</code>
          </pre>
        </section>
      ) : null}
    </div>
  );
}
