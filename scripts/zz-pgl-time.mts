import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../src/server/platform/db.ts';
let t = performance.now();
const c = new PGlite();
await migrate(drizzle(c), { migrationsFolder: MIGRATIONS_DIR });
console.log('fresh+migrate', Math.round(performance.now() - t));
t = performance.now();
const dump = await c.dumpDataDir('none');
console.log('dump', Math.round(performance.now() - t), dump.size);
for (let i = 0; i < 2; i++) {
  t = performance.now();
  const q = new PGlite({ loadDataDir: dump });
  await q.waitReady;
  const r = await q.query('select count(*) from drizzle.__drizzle_migrations');
  console.log('load from dump', Math.round(performance.now() - t), r.rows);
  t = performance.now();
  const b = new PGlite();
  await b.waitReady;
  console.log('bare', Math.round(performance.now() - t));
}
