import type { TFunction } from 'i18next';
import { AFFILIATE_MESSAGES } from '#shared/contracts/affiliates.constants.ts';
import { translateFieldMessage } from '#client/lib/field-messages.ts';

/**
 * The contract's messages are the SPEC's English texts; shown in another language they are
 * looked up by their key in `affiliate.json` ("messages.*"). Unknown texts pass through.
 */
export function translateMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return message;
  const key = (Object.keys(AFFILIATE_MESSAGES) as Array<keyof typeof AFFILIATE_MESSAGES>).find(
    (k) => AFFILIATE_MESSAGES[k] === message,
  );
  return key
    ? t(`affiliate:messages.${key}`, { defaultValue: message })
    : (translateFieldMessage(t, message) ?? message);
}
