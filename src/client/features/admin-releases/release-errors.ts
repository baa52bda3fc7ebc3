import type { TFunction } from 'i18next';
import type { FieldCode } from '#shared/error-codes.ts';
import { LANGUAGE_CODES, type Language } from '#shared/languages.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { errorText, fieldCodeText } from '#client/lib/error-text.ts';

/** The upload form's fields a server answer can point at (`notes.en`, …, for the notes). */
export type UploadField = 'version' | 'minPlatformVersion' | 'file' | `notes.${Language}`;

const isFormField = (field: string): field is UploadField =>
  field === 'version' || field === 'minPlatformVersion' || LANGUAGE_CODES.some((code) => field === `notes.${code}`);

/** The SPEC-style sentence of a version or platform field, from its field code. */
function fieldSentence(t: TFunction<'admin-releases'>, field: string, code: FieldCode | undefined): string {
  if (field === 'version')
    return code === 'required' ? t('validation.versionRequired') : t('validation.versionInvalid');
  if (field === 'minPlatformVersion') return t('validation.minPlatformVersionRequired');
  if (code === 'too_long' && field.startsWith('notes.')) return fieldCodeText(t, 'too_long', { max: 20_000 });
  return fieldCodeText(t, code ?? 'invalid');
}

/** Which field a refused code belongs to; the rest are shown as a toast. */
const FIELD_OF_CODE: Partial<Record<string, UploadField>> = {
  release_version_exists: 'version',
  release_file_missing: 'file',
  release_file_not_zip: 'file',
  release_file_too_large: 'file',
};

/**
 * A refused upload or edit as messages next to the fields it concerns (`fields`), or one
 * message for a toast (`general`), all in the admin's language.
 */
export function releaseErrors(
  t: TFunction<'admin-releases'>,
  error: unknown,
  fallback: string,
): { fields: Partial<Record<UploadField, string>>; general?: string } {
  if (!(error instanceof ApiError)) return { fields: {}, general: errorText(t, error, fallback) };
  const onField = error.code ? FIELD_OF_CODE[error.code] : undefined;
  if (onField) return { fields: { [onField]: errorText(t, error, fallback) } };
  if (error.code === 'validation_failed') {
    const fields: Partial<Record<UploadField, string>> = {};
    for (const field of Object.keys(error.fieldErrors)) {
      if (isFormField(field)) fields[field] = fieldSentence(t, field, error.fieldCodes[field]);
    }
    if (Object.keys(fields).length > 0) return { fields };
  }
  return { fields: {}, general: errorText(t, error, fallback) };
}
