import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type { Db } from '../platform/db.ts';
import { decryptPrivateKey, encryptPrivateKey } from './key-encryption.ts';
import * as repo from './signing-keys.repo.ts';

/** `GET /_api/licences/public-key`: the public half of a signing key. */
export interface PublicSigningKey {
  keyId: string;
  algorithm: 'ed25519';
  /** SPKI PEM (`-----BEGIN PUBLIC KEY-----`), what node:crypto, OpenSSL and BouncyCastle read. */
  publicKey: string;
  /** The same key as its raw 32 bytes, base64 (NSec, libsodium, BouncyCastle's Ed25519PublicKeyParameters). */
  publicKeyRaw: string;
  active: boolean;
  createdAt: string;
  retiredAt: string | null;
}

/** How often a running instance re-reads the active key, rotated by another process (`npm run licence-key -- rotate`). */
export const SIGNING_KEY_REFRESH_MS = 60_000;

function newKeyPair(appSecret: string) {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  return {
    id: randomBytes(6).toString('hex'),
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    privateKeyEncrypted: encryptPrivateKey(privateKey.export({ type: 'pkcs8', format: 'der' }), appSecret),
  };
}

/** A key row as `GET /_api/licences/public-key` shows it (also the /admin/licences/sdk download). */
export function toPublic(row: repo.SigningKeyRow): PublicSigningKey {
  const jwk = createPublicKey(row.publicKey).export({ format: 'jwk' });
  return {
    keyId: row.id,
    algorithm: 'ed25519',
    publicKey: row.publicKey,
    publicKeyRaw: Buffer.from(String(jwk.x), 'base64url').toString('base64'),
    active: row.retiredAt === null,
    createdAt: row.createdAt.toISOString(),
    retiredAt: row.retiredAt?.toISOString() ?? null,
  };
}

interface ActiveKey {
  id: string;
  privateKey: KeyObject;
}

function unlock(row: repo.SigningKeyRow, appSecret: string): ActiveKey {
  const der = decryptPrivateKey(row.privateKeyEncrypted, appSecret);
  return { id: row.id, privateKey: createPrivateKey({ key: der, format: 'der', type: 'pkcs8' }) };
}

/**
 * Signs the licence API's answers and offline files with the active Ed25519 key, held in memory
 * after the first load (one signature is some 30 µs: validate is the shop's hottest path).
 */
export class LicenceSigner {
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly db: Db,
    private readonly appSecret: string,
    private active: ActiveKey,
    private readonly options: { refreshMs?: number; onRefreshError?: (error: unknown) => void } = {},
  ) {}

  get keyId() {
    return this.active.id;
  }

  /** Base64 Ed25519 signature of `data` with the active key, and that key's id. */
  sign(data: Buffer): { keyId: string; signature: string } {
    const { id, privateKey } = this.active;
    return { keyId: id, signature: sign(null, data, privateKey).toString('base64') };
  }

  /** The `X-Licence-Signature` value for a body: `keyId=<id>;ed25519=<base64>`. */
  header(body: Buffer): string {
    const { keyId, signature } = this.sign(body);
    return `keyId=${keyId};ed25519=${signature}`;
  }

  /** The active key, or a retired one by id (answers and files it signed stay checkable). */
  async publicKey(keyId?: string): Promise<PublicSigningKey | undefined> {
    const row = keyId ? await repo.findSigningKey(this.db, keyId) : await repo.findActiveSigningKey(this.db);
    return row ? toPublic(row) : undefined;
  }

  /**
   * Re-reads the active key every minute, off the requests' path, whether or not this instance
   * signs anything meanwhile: a rotation made by another process (the CLI, another instance or
   * worker) signs this instance's answers within a minute. `buildApp` starts it; the app's close stops it.
   */
  startRefreshing() {
    this.stopRefreshing();
    this.timer = setInterval(
      () => void this.refresh().catch((error: unknown) => this.options.onRefreshError?.(error)),
      this.options.refreshMs ?? SIGNING_KEY_REFRESH_MS,
    );
    this.timer.unref();
  }

  stopRefreshing() {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  async refresh() {
    const row = await repo.findActiveSigningKey(this.db);
    if (row && row.id !== this.active.id) this.active = unlock(row, this.appSecret);
  }
}

/**
 * The active key, made on the first start (docs/decisions/licence-signatures.md). Instances
 * starting together on an empty table each try to insert one; the unique index on the active
 * row lets one through and the others read it.
 */
export async function loadLicenceSigner(
  db: Db,
  appSecret: string,
  options?: ConstructorParameters<typeof LicenceSigner>[3],
): Promise<LicenceSigner> {
  let row = await repo.findActiveSigningKey(db);
  if (!row) {
    await repo.insertActiveSigningKeyIfNone(db, newKeyPair(appSecret));
    row = await repo.findActiveSigningKey(db);
  }
  if (!row) throw new Error('No active licence signing key after creating one.');
  return new LicenceSigner(db, appSecret, unlock(row, appSecret), options);
}

/** `npm run licence-key -- rotate`: a new active key; the old one is retired, its public key kept. */
export async function rotateSigningKey(db: Db, appSecret: string) {
  const fresh = newKeyPair(appSecret);
  return db.transaction(async (tx) => {
    const retired = await repo.retireActiveSigningKey(tx);
    if (!(await repo.insertActiveSigningKeyIfNone(tx, fresh)))
      throw new Error('Another rotation made a new key at the same time; run `list` to see it.');
    return { retired: retired ?? null, active: fresh.id, publicKey: fresh.publicKey };
  });
}

export async function listPublicSigningKeys(db: Db): Promise<PublicSigningKey[]> {
  return (await repo.listSigningKeys(db)).map(toPublic);
}
