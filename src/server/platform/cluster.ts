import cluster, { type Worker } from 'node:cluster';

/** A worker that stopped on its own is started again after this pause (not in a tight loop). */
export const WORKER_RESTART_DELAY_MS = 1_000;

export interface PrimaryLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * The primary process of a shop run as several workers (`WEB_CONCURRENCY`,
 * decisions/worker-processes.md). It serves nothing itself:
 * - The first worker starts alone, and the others once it listens: it migrates and seeds a fresh
 *   database, so they start on a ready one.
 * - The workers share the port; Node's cluster hands them the connections in turn.
 * - A worker that exits on its own after it listened is started again. One that exits before it
 *   listens (a bad setting, no database) stops the shop with its exit code.
 * - SIGTERM or SIGINT sends each worker SIGTERM, and it shuts down as a single server does (it
 *   finishes its requests and flushes the outbox). The primary exits when the last one has.
 *
 * Resolves with the exit code for the primary.
 */
export function runPrimary(workers: number, log: PrimaryLog): Promise<number> {
  const live = new Set<Worker>();
  let stopping = false;
  let exitCode = 0;
  let settle: (code: number) => void = () => {};
  const done = new Promise<number>((resolve) => (settle = resolve));

  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    if (live.size === 0) settle(exitCode);
    for (const worker of live) worker.process.kill('SIGTERM');
  };

  /** Resolves once the new worker listens; false when it exited before. */
  const fork = () =>
    new Promise<boolean>((started) => {
      const worker = cluster.fork();
      live.add(worker);
      let listening = false;
      worker.once('listening', () => {
        listening = true;
        started(true);
      });
      worker.once('exit', (code, signal) => {
        live.delete(worker);
        if (!listening) started(false);
        if (stopping) {
          if (live.size === 0) settle(exitCode);
        } else if (!listening) {
          log.error(
            { pid: worker.process.pid, code, signal },
            'a worker stopped before it listened; stopping the shop',
          );
          stop(code || 1);
        } else {
          log.error({ pid: worker.process.pid, code, signal }, 'a worker stopped; starting another');
          setTimeout(() => void (stopping ? null : fork()), WORKER_RESTART_DELAY_MS);
        }
      });
    });

  process.on('SIGTERM', () => stop(0));
  process.on('SIGINT', () => stop(0));
  void (async () => {
    if (!(await fork())) return;
    const rest = await Promise.all(Array.from({ length: workers - 1 }, fork));
    if (rest.every(Boolean)) log.info({ workers }, 'all workers listen');
  })();
  return done;
}
