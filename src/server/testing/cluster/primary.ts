/**
 * The primary of `platform/cluster.test.ts`: `runPrimary` over `worker.ts` instead of the shop,
 * with its log lines on stdout as JSON (`{"msg":…}`).
 */
import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { runPrimary } from '../../platform/cluster.ts';

cluster.setupPrimary({ exec: fileURLToPath(new URL('./worker.ts', import.meta.url)), execArgv: ['--import', 'tsx'] });
const line = (msg: string) => (details: object) => process.stdout.write(`${JSON.stringify({ msg, ...details })}\n`);
process.exitCode = await runPrimary(Number(process.env.WORKERS), {
  info: (details, msg) => line(msg)(details),
  error: (details, msg) => line(msg)(details),
});
