/**
 * Account tasks for the shop owner (DECISIONS "Accounts"):
 *   npm run user -- promote <email>
 *   npm run user -- demote <email>
 *   npm run user -- create <email> "<display name>" [--admin]
 * `create` takes the password from USER_PASSWORD, or makes a random one and prints it once.
 * Works on DATABASE_URL or the embedded database, like the app. The embedded database can only
 * be open in one process: while the shop runs on it, stop the shop first (the command refuses).
 */
import { randomBytes } from 'node:crypto';
import { DisplayNameField, EmailField, NewPasswordField } from '../src/shared/contracts/auth.ts';
import { changeRole, createAccount } from '../src/server/auth/auth.service.ts';
import { loadConfig, type Config } from '../src/server/platform/config.ts';
import { openDatabase } from '../src/server/platform/db.ts';
import { DatabaseInUseError } from '../src/server/platform/db-lock.ts';
import { AppError } from '../src/server/platform/errors.ts';
// The shop's registration hooks (affiliate program) run for created accounts, as in the app.
import { createDomainHooks } from '../src/server/domains.ts';

const USAGE = `Usage:
  npm run user -- promote <email>
  npm run user -- demote <email>
  npm run user -- create <email> "<display name>" [--admin]   (password: USER_PASSWORD or generated)`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function parse<T>(
  schema: {
    safeParse(
      v: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: Array<{ message: string }> } };
  },
  value: unknown,
): T {
  const result = schema.safeParse(value);
  if (!result.success) fail(result.error.issues[0]?.message ?? 'Invalid value');
  return result.data;
}

/**
 * On the embedded database the running shop holds the folder: writing beside it would be lost
 * (the shop never sees it), so the command refuses instead. PostgreSQL takes concurrent writers.
 */
function openOrRefuse(config: Config) {
  try {
    return openDatabase({
      url: config.DATABASE_URL,
      dataDir: `${config.DATA_DIR}/pglite`,
      namedStatements: config.DATABASE_NAMED_STATEMENTS,
    });
  } catch (error) {
    if (error instanceof DatabaseInUseError) fail(error.message);
    throw error;
  }
}

const [command, ...rest] = process.argv.slice(2);
const args = rest.filter((a) => !a.startsWith('--'));
if (!command || !['promote', 'demote', 'create'].includes(command) || !args[0]) fail(USAGE);

const config = loadConfig();
const database = openOrRefuse(config);
try {
  await database.migrate();
  const email = parse(EmailField, args[0]);
  if (command === 'create') {
    const displayName = parse(DisplayNameField, args[1] ?? '');
    const generated = !process.env.USER_PASSWORD;
    const password = parse(NewPasswordField, process.env.USER_PASSWORD ?? randomBytes(12).toString('base64url'));
    const user = await createAccount(
      database.db,
      {
        email,
        displayName,
        password,
        role: rest.includes('--admin') ? 'admin' : 'user',
      },
      createDomainHooks().registration,
    );
    console.log(`Created ${user.role} ${user.email} (id ${user.id}).`);
    if (generated)
      console.log(
        `Password: ${password}\nShare it safely; they can change it with "Forgot password?" on the login page.`,
      );
  } else {
    const user = await changeRole(database.db, email, command === 'promote' ? 'admin' : 'user');
    console.log(`${user.email} is now ${user.role === 'admin' ? 'an admin' : 'a user'}.`);
  }
} catch (error) {
  if (error instanceof AppError) fail(error.message);
  throw error;
} finally {
  await database.close();
}
