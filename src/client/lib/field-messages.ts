import type { TFunction } from 'i18next';
import { FIELD_MESSAGES } from '#shared/contracts/fields.constants.ts';

// The shared field rules' messages (any form or list may meet them), in the page's language from
// `common.json` ("fieldErrors.*"). Feature message maps fall back to this one.
const KEYS: Record<string, string> = {
  [FIELD_MESSAGES.page]: 'fieldErrors.page',
  [FIELD_MESSAGES.pageTooBig]: 'fieldErrors.pageTooBig',
  [FIELD_MESSAGES.nulCharacter]: 'fieldErrors.nulCharacter',
  [FIELD_MESSAGES.tooDeep]: 'fieldErrors.tooDeep',
  [FIELD_MESSAGES.tooManyValues]: 'fieldErrors.tooManyValues',
};

/** A shared field message in the page's language, or undefined when the text is not one of them. */
export function translateFieldMessage(t: TFunction, message: string): string | undefined {
  const key = KEYS[message];
  return key ? t(`common:${key}`, { defaultValue: message }) : undefined;
}
