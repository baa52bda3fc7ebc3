import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Config } from './config.ts';

const cache = new Map<string, string>();

/**
 * The app's signing secret (HMAC of download links): APP_SECRET, or else a random one created
 * once in DATA_DIR/app-secret and read back on every start. Instances behind one load balancer
 * must share it, so they set APP_SECRET.
 */
export function appSecret(config: Config): string {
  if (config.APP_SECRET) return config.APP_SECRET;
  const path = `${config.DATA_DIR}/app-secret`;
  const known = cache.get(path);
  if (known) return known;
  mkdirSync(dirname(path), { recursive: true });
  try {
    writeFileSync(path, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(path, 'utf8').trim();
  cache.set(path, secret);
  return secret;
}
