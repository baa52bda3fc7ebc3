/**
 * The bench's load generator, run as its own process so it never shares a CPU's event loop with
 * the server it measures: `node --import tsx tests/load/load-generator.ts '<json options>'`
 * prints autocannon's result as one JSON line.
 */
// autocannon ships no types; the part used here is typed below.
// @ts-expect-error no declaration file
import autocannonModule from 'autocannon';

export interface LoadOptions {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
}

export interface LoadResult {
  requests: { average: number; total: number };
  latency: { average: number; p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

const autocannon = autocannonModule as (options: Record<string, unknown>) => Promise<LoadResult>;
const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
const result = await autocannon({ ...options });
process.stdout.write(
  `${JSON.stringify({
    requests: result.requests,
    latency: result.latency,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  })}\n`,
);
