import { z } from 'zod';
import { idField } from './fields.ts';
import { API_SCOPES } from './api-keys.constants.ts';

// Seller API keys.
export * from './api-keys.constants.ts';

export const CreateApiKeyInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required.').max(80, 'Name must be at most 80 characters.'),
    scopes: z
      .array(z.enum(API_SCOPES, 'Unknown scope.'))
      .min(1, 'Choose at least one scope.')
      .max(API_SCOPES.length)
      .transform((scopes) => [...new Set(scopes)]),
  })
  .strict();
export const CreateApiKeyResponseSchema = z.object({
  id: z.number().int(),
  /** Shown once; only its hash is stored. */
  token: z.string(),
});

export const ApiKeyDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(z.enum(API_SCOPES)),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKeyDto = z.infer<typeof ApiKeyDtoSchema>;
export const ListApiKeysResponseSchema = z.object({ keys: z.array(ApiKeyDtoSchema) });

export const RevokeApiKeyInputSchema = z.object({ id: idField('API key id') }).strict();
export const RevokeApiKeyResponseSchema = z.object({ ok: z.literal(true) });
