import type { Seeder } from '../platform/seed.ts';
import { users } from './auth.schema.ts';
import { hashPassword } from './password.ts';

/** The demo logins (DECISIONS "Accounts"); other seeders and the e2e suite rely on these. */
export const DEMO_ACCOUNTS = [
  { email: 'admin@novatick.example', password: 'admin-demo-2026', displayName: 'Alex Morgan (Admin)', role: 'admin' },
  { email: 'trader@novatick.example', password: 'trader-demo-2026', displayName: 'Jordan Lee', role: 'user' },
] as const;

/** One admin and one user. Seeders never run in production unless SEED=always asks for it. */
export const authSeeder: Seeder = {
  name: 'auth.demo-users',
  async run(tx) {
    for (const account of DEMO_ACCOUNTS) {
      const { password, ...values } = account;
      const passwordHash = await hashPassword(password);
      // Another seeder may have created the address first (without a password): complete it.
      await tx
        .insert(users)
        .values({ ...values, passwordHash })
        .onConflictDoUpdate({
          target: users.email,
          set: { passwordHash, role: values.role, displayName: values.displayName },
        });
    }
  },
  describe() {
    return ['demo logins:', ...DEMO_ACCOUNTS.map((a) => `  ${a.role.padEnd(5)}  ${a.email}  /  ${a.password}`)];
  },
};
