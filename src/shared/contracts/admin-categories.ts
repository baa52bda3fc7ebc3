import { z } from 'zod';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '../languages.ts';
import { idField } from './fields.ts';
import { CATEGORY_MESSAGES, CATEGORY_NAME_MAX } from './admin-categories.constants.ts';

export * from './admin-categories.constants.ts';

// The indicator categories, managed on /admin/categories. The English name is
// the category's; `translations` hold its name in the other five languages, where written.

const TranslationLanguageSchema = z.enum(TRANSLATION_LANGUAGES as [TranslationLanguage, ...TranslationLanguage[]]);

const nameField = z
  .string({ error: CATEGORY_MESSAGES.nameRequired })
  .trim()
  .min(1, CATEGORY_MESSAGES.nameRequired)
  .max(CATEGORY_NAME_MAX, CATEGORY_MESSAGES.nameTooLong)
  .transform((v) => v.replace(/\s+/g, ' '));

/** `{de: {name}}`; a blank name is no translation (the store shows English there). */
const translationsField = z
  .partialRecord(
    TranslationLanguageSchema,
    z.strictObject({
      name: z
        .string()
        .trim()
        .max(CATEGORY_NAME_MAX, CATEGORY_MESSAGES.nameTooLong)
        .transform((v) => v.replace(/\s+/g, ' ')),
    }),
  )
  .optional();

export const CreateCategoryInputSchema = z.strictObject({ name: nameField, translations: translationsField });
export type CreateCategoryInput = z.input<typeof CreateCategoryInputSchema>;
export type CreateCategoryData = z.output<typeof CreateCategoryInputSchema>;

/** Renames; `translations`, when given, replace every written one (left out, they stay). */
export const UpdateCategoryInputSchema = z.strictObject({
  id: idField(),
  name: nameField,
  translations: translationsField,
});
export type UpdateCategoryInput = z.input<typeof UpdateCategoryInputSchema>;
export type UpdateCategoryData = z.output<typeof UpdateCategoryInputSchema>;

export const DeleteCategoryInputSchema = z.strictObject({ id: idField() });

export const CategoryTranslationsSchema = z.partialRecord(TranslationLanguageSchema, z.object({ name: z.string() }));
export type CategoryTranslations = z.infer<typeof CategoryTranslationsSchema>;

/** A category as the admin sees it: every written name and how many indicators (not deleted) use it. */
export const AdminCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  translations: CategoryTranslationsSchema,
  indicatorCount: z.number().int(),
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;

export const CategoryResponseSchema = z.object({ category: AdminCategorySchema });
export const DeleteCategoryResponseSchema = z.object({ success: z.literal(true) });
