import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds buckets of `http_request_duration_seconds`: a cached page (≈1 ms) to a slow admin report. */
const DURATION_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What the scrape reads when it comes, from the database and the caches (never per request). */
export interface MetricSources {
  caches(): Array<{ cache: string; hits: number; misses: number }>;
  /** Pending rows of each outbox and the age of the oldest, in seconds. */
  outboxes(): Promise<Array<{ outbox: string; depth: number; oldestSeconds: number }>>;
  refundsPending(): Promise<number>;
  pool(): { total: number; idle: number; waiting: number; max: number };
}

/**
 * This instance's metrics: its own prom-client registry, so two apps in one process (the
 * tests) never share a counter, and a scrape of one instance shows that instance alone.
 * Counters are bumped where the work already is (a request's onResponse, the licence API's
 * handler, the webhook worker's attempt, a job's run); everything else is read at scrape time.
 */
export class ShopMetrics {
  readonly registry = new Registry();
  private readonly duration: Histogram<'method' | 'route' | 'status'>;
  private readonly licenceChecks: Counter<'call' | 'code'>;
  private readonly webhookDeliveries: Counter<'result'>;
  private readonly jobRuns: Counter<'job'>;
  private readonly jobFailures: Counter<'job'>;
  private sources: MetricSources | null = null;

  constructor() {
    const registers = [this.registry];
    this.duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: DURATION_BUCKETS,
      registers,
    });
    this.licenceChecks = new Counter({
      name: 'novatick_licence_checks_total',
      help: 'Licence API answers (activate, validate, deactivate, offline, trial) by code.',
      labelNames: ['call', 'code'],
      registers,
    });
    this.webhookDeliveries = new Counter({
      name: 'novatick_webhook_deliveries_total',
      help: 'Webhook delivery attempts by result (succeeded, retrying, failed).',
      labelNames: ['result'],
      registers,
    });
    this.jobRuns = new Counter({
      name: 'novatick_job_runs_total',
      help: 'Background job runs.',
      labelNames: ['job'],
      registers,
    });
    this.jobFailures = new Counter({
      name: 'novatick_job_failures_total',
      help: 'Background job runs that threw.',
      labelNames: ['job'],
      registers,
    });
    const read = () => this.sources;
    new Gauge({
      name: 'novatick_cache_lookups',
      help: 'Lookups of each cache since start, by result (hit or miss).',
      labelNames: ['cache', 'result'],
      registers,
      collect() {
        for (const c of read()?.caches() ?? []) {
          this.set({ cache: c.cache, result: 'hit' }, c.hits);
          this.set({ cache: c.cache, result: 'miss' }, c.misses);
        }
      },
    });
    new Gauge({
      name: 'novatick_cache_hit_ratio',
      help: 'Hits over lookups of each cache since start (0 before the first lookup).',
      labelNames: ['cache'],
      registers,
      collect() {
        for (const c of read()?.caches() ?? [])
          this.set({ cache: c.cache }, c.hits + c.misses === 0 ? 0 : c.hits / (c.hits + c.misses));
      },
    });
    const outboxes = async () => (await read()?.outboxes()) ?? [];
    let lastOutboxes: Promise<Array<{ outbox: string; depth: number; oldestSeconds: number }>> | null = null;
    new Gauge({
      name: 'novatick_outbox_depth',
      help: 'Messages waiting in each outbox (mail, webhooks).',
      labelNames: ['outbox'],
      registers,
      async collect() {
        lastOutboxes = outboxes();
        for (const o of await lastOutboxes) this.set({ outbox: o.outbox }, o.depth);
      },
    });
    new Gauge({
      name: 'novatick_outbox_oldest_age_seconds',
      help: 'Age of the oldest waiting message of each outbox (0 when empty).',
      labelNames: ['outbox'],
      registers,
      async collect() {
        for (const o of await (lastOutboxes ?? outboxes())) this.set({ outbox: o.outbox }, o.oldestSeconds);
        lastOutboxes = null;
      },
    });
    new Gauge({
      name: 'novatick_refunds_pending',
      help: 'Refunds asked of the payment provider and not yet settled.',
      registers,
      async collect() {
        this.set((await read()?.refundsPending()) ?? 0);
      },
    });
    new Gauge({
      name: 'novatick_db_pool_connections',
      help: 'Database connections of this instance by state (total, idle, waiting requests, max).',
      labelNames: ['state'],
      registers,
      collect() {
        const pool = read()?.pool();
        if (!pool) return;
        for (const state of ['total', 'idle', 'waiting', 'max'] as const) this.set({ state }, pool[state]);
      },
    });
  }

  /** Called once the app's caches and database exist. */
  readFrom(sources: MetricSources) {
    this.sources = sources;
  }

  observeRequest(method: string, route: string, status: number, seconds: number) {
    this.duration.observe({ method, route, status }, seconds);
  }

  licenceCheck(call: string, code: string) {
    this.licenceChecks.inc({ call, code });
  }

  webhookAttempt(result: 'succeeded' | 'retrying' | 'failed') {
    this.webhookDeliveries.inc({ result });
  }

  /** Counts one run of a background job, and its failure when the run throws (rethrown). */
  async job<T>(name: string, run: () => Promise<T>): Promise<T> {
    this.jobRuns.inc({ job: name });
    try {
      return await run();
    } catch (error) {
      this.jobFailures.inc({ job: name });
      throw error;
    }
  }
}
