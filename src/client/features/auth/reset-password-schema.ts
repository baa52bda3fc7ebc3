import { z } from 'zod';
import { NewPasswordField } from '#shared/contracts/auth.ts';

// The confirmation only exists in the browser; the server gets { token, password }.
// Its own module so the form loads it (and zod) on first use (lib/first-load/lazy-zod-resolver.ts).
export const ResetPasswordFormSchema = z
  .object({ password: NewPasswordField, confirm: z.string() })
  .refine((v) => v.password === v.confirm, {
    message: 'Passwords do not match',
    path: ['confirm'],
    params: { fieldCode: 'password_mismatch' },
  });
