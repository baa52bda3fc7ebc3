import { z } from 'zod';
import { FIELD_MESSAGES, INT4_MAX, PAGE_MAX, fieldLabel } from './fields.constants.ts';

// Field rules shared by every contract (STYLE "compose field schemas"): ids, paging, money.
// The messages are written for people; the client maps each onto a translation key.
export * from './fields.constants.ts';

const list = (values: readonly unknown[]) =>
  values.map((v) => (typeof v === 'string' ? `"${v}"` : String(v))).join(', ');
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What a rule without a message of its own says (zod's defaults, "Too small: expected number to
 * be >0", are for developers). Each names the field and what is wrong with it.
 */
export function humanMessage(issue: z.core.$ZodRawIssue): string {
  const field = fieldLabel(issue.path ?? []);
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return `${field} is required.`;
      if (issue.expected === 'number' || issue.expected === 'int') return `${field} must be a number.`;
      if (issue.expected === 'string') return `${field} must be text.`;
      if (issue.expected === 'boolean') return `${field} must be true or false.`;
      if (issue.expected === 'array') return `${field} must be a list.`;
      if (issue.expected === 'object' || issue.expected === 'record')
        return issue.path?.length ? `${field} must be an object.` : 'The request must be a JSON object.';
      return `${field} has the wrong type.`;
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string')
        return min <= 1
          ? `${field} is required.`
          : `${field} must be at least ${plural(min, 'character', 'characters')} long.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `${field} must hold at least ${plural(min, 'item', 'items')}.`;
      return issue.inclusive ? `${field} must be ${min} or more.` : `${field} must be more than ${min}.`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `${field} must be ${plural(max, 'character', 'characters')} or less.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `${field} can hold at most ${plural(max, 'item', 'items')}.`;
      return issue.inclusive ? `${field} must be ${max} or less.` : `${field} must be less than ${max}.`;
    }
    case 'invalid_format':
      if (issue.format === 'email') return `${field} must be a valid e-mail address.`;
      if (issue.format === 'url') return `${field} must be a valid URL.`;
      if (issue.format === 'datetime' || issue.format === 'date') return `${field} must be a valid date and time.`;
      return `${field} is not in a valid format.`;
    case 'not_multiple_of':
      return `${field} must be a multiple of ${String(issue.divisor)}.`;
    case 'unrecognized_keys':
      if (issue.keys.length === 1) return `"${issue.keys[0]}" is not a field of this request.`;
      return issue.keys.length <= 3
        ? `${list(issue.keys)} are not fields of this request.`
        : `${list(issue.keys.slice(0, 3))} and ${issue.keys.length - 3} more are not fields of this request.`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `${field} must be ${list(issue.values)}.`
        : `${field} must be one of: ${list(issue.values)}.`;
    case 'invalid_key':
      return `${field} has a name that is not allowed.`;
    default:
      return `${field} is not valid.`;
  }
}

// Every contract imports this module, so no default zod message reaches the wire or a form.
z.config({ customError: humanMessage });

/**
 * A row id in a JSON body: a whole number that fits the database's integer column. `label` names
 * it in the messages ("Suggestion id is required.", "Id must be a whole number from 1 to …"); a
 * `message` of the SPEC's replaces both.
 */
export function idField(label = 'Id', message?: string) {
  const invalid = message ?? FIELD_MESSAGES.id(label);
  return z
    .number({ error: (issue) => (issue.input === undefined && !message ? FIELD_MESSAGES.required(label) : invalid) })
    .int(invalid)
    .positive(invalid)
    .max(INT4_MAX, invalid);
}

/** A row id in a query string (`?id=12`). A `message` of the SPEC's replaces both texts. */
export function queryIdField(label = 'Id', message?: string) {
  const invalid = message ?? FIELD_MESSAGES.id(label);
  return z.coerce
    .number({ error: (issue) => (issue.input === undefined && !message ? FIELD_MESSAGES.required(label) : invalid) })
    .int(invalid)
    .positive(invalid)
    .max(INT4_MAX, invalid);
}

/** `?page=`: 1 when absent. */
export const pageField = () =>
  z.coerce
    .number(FIELD_MESSAGES.page)
    .int(FIELD_MESSAGES.page)
    .min(1, FIELD_MESSAGES.page)
    .max(PAGE_MAX, FIELD_MESSAGES.pageTooBig)
    .default(1);

/** `?limit=` / `?pageSize=`: a page size from 1 to `max`, `fallback` when absent. */
export function pageSizeField(fallback: number, max: number, label = 'Limit') {
  const message = FIELD_MESSAGES.limit(label, max);
  return z.coerce.number(message).int(message).min(1, message).max(max, message).default(fallback);
}
