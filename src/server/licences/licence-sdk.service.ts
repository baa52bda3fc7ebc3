import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isNull } from 'drizzle-orm';
import type { LicenceSdkResponse } from '#shared/contracts/licence-sdk.ts';
import type { Db } from '../platform/db.ts';
import { indicators } from '../store/store.schema.ts';
import { toPublic } from './licence-signer.ts';
import { listSigningKeys } from './signing-keys.repo.ts';

/** The client's folders in the repository, as they go into the ZIP. */
const SDK_DIR = 'sdk/ninjatrader';
const SHIPPED = ['src', 'NinjaScript'];
const SETTINGS_FILE = 'NinjaScript/NovaTickShop.cs';

/** A C# identifier for a product name: "Orderflow Pulse" → OrderflowPulse; unique by id when two names collide. */
export function productConstant(name: string, id: number, taken: Set<string>): string {
  const words = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  let constant = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
  if (!/^[A-Za-z]/.test(constant)) constant = `Product${constant}`;
  if (taken.has(constant)) constant = `${constant}${id}`;
  taken.add(constant);
  return constant;
}

const csString = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** `NovaTickShop.cs` for this shop (the repository's copy points at a local shop and trusts no key). */
export function novaTickShopSource(sdk: Pick<LicenceSdkResponse, 'shopUrl' | 'publicKeys' | 'products'>): string {
  const keys = sdk.publicKeys.map((k) => `            { ${csString(k.keyId)}, ${csString(k.publicKeyRaw)} },`);
  const products = sdk.products.map(
    (p) =>
      `            /// <summary>${p.name.replace(/[<>&]/g, ' ')}</summary>\n            public const int ${p.constant} = ${p.id};`,
  );
  return `// This shop's address, public keys and product ids, as /admin/licences/sdk downloaded them.
using System.Collections.Generic;
using NovaTick.Licensing;

namespace NovaTick.Licensing.NinjaScript
{
    public static class NovaTickShop
    {
        public const string ShopUrl = ${csString(sdk.shopUrl)};

        /// <summary>The add-on's own version, compared with the shop's latest release.</summary>
        public const string AddOnVersion = "1.0.0";

        /// <summary>keyId -> the shop's Ed25519 public key (raw, base64): GET /_api/licences/public-key.</summary>
        public static readonly IDictionary<string, string> PublicKeys = new Dictionary<string, string>
        {
${keys.join('\n')}
        };

        /// <summary>The shop's indicator ids (a bundle key covers them all).</summary>
        public static class Products
        {
${products.join('\n')}
        }

        /// <summary>A client's options for one product of this shop.</summary>
        public static LicenceClientOptions Options(int productId)
        {
            return new LicenceClientOptions { ShopUrl = ShopUrl, ProductId = productId, PublicKeys = PublicKeys };
        }
    }
}
`;
}

/** GET /_api/admin/licences/sdk: the client's files with the settings file generated for this shop. */
export async function licenceSdk(db: Db, shopUrl: string): Promise<LicenceSdkResponse> {
  const keys = await listSigningKeys(db);
  const publicKeys = keys
    .map(toPublic)
    .map((k) => ({ keyId: k.keyId, publicKeyRaw: k.publicKeyRaw, active: k.active }));
  const rows = await db
    .select({ id: indicators.id, name: indicators.name, kind: indicators.kind, leaseDays: indicators.leaseDays })
    .from(indicators)
    .where(isNull(indicators.deletedAt))
    .orderBy(indicators.id);
  const taken = new Set<string>();
  const products = rows.map((r) => ({
    id: r.id,
    name: r.name,
    constant: productConstant(r.name, r.id, taken),
    bundle: r.kind === 'bundle',
    leaseDays: r.leaseDays,
  }));
  const files: LicenceSdkResponse['files'] = [];
  for (const dir of SHIPPED) {
    for (const name of (await readdir(join(SDK_DIR, dir))).filter((f) => f.endsWith('.cs')).sort()) {
      const path = `${dir}/${name}`;
      if (path === SETTINGS_FILE) continue;
      files.push({ path, text: await readFile(join(SDK_DIR, path), 'utf8') });
    }
  }
  const sdk = { shopUrl, publicKeys, products };
  files.push({ path: SETTINGS_FILE, text: novaTickShopSource(sdk) });
  return { ...sdk, files };
}
