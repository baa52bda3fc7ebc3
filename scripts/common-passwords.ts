/**
 * Writes src/server/auth/common-passwords.txt: the 10,000 commonest passwords that the length
 * rule alone would let through (8 to 128 characters), lower-cased, one a line, commonest first.
 * Source: the frequency-ranked password list of @zxcvbn-ts/language-common (MIT; a dev
 * dependency, so production installs need none). Run after updating that package:
 *   node --import tsx scripts/common-passwords.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PASSWORD_MAX, PASSWORD_MIN } from '../src/shared/contracts/auth.constants.ts';

const COUNT = 10_000;
const require = createRequire(import.meta.url);
const ranked = JSON.parse(
  readFileSync(require.resolve('@zxcvbn-ts/language-common/src/passwords.json'), 'utf8'),
) as string[];
const kept = [
  ...new Set(
    ranked
      .map((p) => p.toLowerCase())
      .filter((p) => p.length >= PASSWORD_MIN && p.length <= PASSWORD_MAX && /^[\x21-\x7e]+$/.test(p)),
  ),
].slice(0, COUNT);
if (kept.length < COUNT) throw new Error(`only ${kept.length} passwords found`);
const target = new URL('../src/server/auth/common-passwords.txt', import.meta.url);
writeFileSync(target, `${kept.join('\n')}\n`);
console.log(`Wrote ${kept.length} passwords to ${target.pathname}`);
