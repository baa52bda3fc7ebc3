/**
 * A worker of `platform/cluster.test.ts`: answers its pid on PORT, notes when it starts, listens
 * and stops in EVENTS (one line each), and fails before listening when FAIL_WITH is set.
 */
import { appendFileSync } from 'node:fs';
import { createServer } from 'node:http';

const note = (what: string) => appendFileSync(process.env.EVENTS!, `${what} ${process.pid} ${Date.now()}\n`);
note('start');
if (process.env.FAIL_WITH) process.exit(Number(process.env.FAIL_WITH));
// Slow to listen, like the shop's first worker migrating: the next one must wait for it.
await new Promise((resolve) => setTimeout(resolve, 300));
const server = createServer((_request, response) => response.end(String(process.pid)));
server.listen(Number(process.env.PORT), '127.0.0.1', () => note('listen'));
process.on('SIGTERM', () => {
  server.close(() => {
    note('stop');
    process.exit(0);
  });
  server.closeAllConnections();
});
