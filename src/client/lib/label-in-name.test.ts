import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '#shared/languages.ts';

/**
 * WCAG 2.5.3 "label in name": where a control's accessible name (aria-label) replaces its visible
 * text, the name must start with that text, in every language, so a voice-control user who says
 * what they see ("Details ansehen", "Abstimmen", "Sair") reaches it. Pairs: [namespace, visible key,
 * label key]. The pages as served are checked too (tests/e2e/label-in-name.spec.ts).
 */
const PAIRS: Array<[string, string, string]> = [
  ['store', 'card.details', 'card.detailsOf'],
  ['suggestions', 'card.vote', 'card.voteLabel_one'],
  ['suggestions', 'card.vote', 'card.voteLabel_other'],
  ['suggestions', 'card.voted', 'card.unvoteLabel_one'],
  ['suggestions', 'card.voted', 'card.unvoteLabel_other'],
  ['account', 'sessions.signOut', 'sessions.signOutLabel'],
  ['store', 'machineReset.button', 'machineReset.buttonLabel'],
  ['store', 'offlineFile.button', 'offlineFile.label'],
  ['store', 'licence.deactivate', 'licence.deactivateMachine'],
  ['store', 'cart.remove', 'cart.removeItem'],
  ['discounts', 'cart.remove', 'cart.removeCode'],
  ['store', 'licence.copy', 'licence.copyKey'],
  ['store', 'library.download', 'library.downloadVersion'],
  ['admin-releases', 'list.copy', 'list.copySha'],
  ['admin-licences', 'machines.free', 'machines.freeLabel'],
  ['affiliate', 'overview.copy', 'overview.copyLink'],
  ['affiliate', 'overview.copy', 'overview.copyCode'],
];

const text = (lang: string, namespace: string, key: string) => {
  const bundle = JSON.parse(readFileSync(`src/client/locales/${lang}/${namespace}.json`, 'utf8')) as Record<
    string,
    unknown
  >;
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle) as string;
};

describe('accessible names contain the visible label (WCAG 2.5.3)', () => {
  for (const lang of LANGUAGE_CODES)
    for (const [namespace, visible, label] of PAIRS)
      it(`${lang}: ${namespace} ${label} starts with ${visible}`, () => {
        const name = text(lang, namespace, label).toLocaleLowerCase(lang);
        expect(name.startsWith(text(lang, namespace, visible).toLocaleLowerCase(lang)), name).toBe(true);
      });
});
