import { z } from 'zod';

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The signed-in user as pages and the API see it (never a password hash). */
export const AuthUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  displayName: z.string(),
  role: z.enum(ROLES),
});
export type AuthUser = z.infer<typeof AuthUserSchema>;
