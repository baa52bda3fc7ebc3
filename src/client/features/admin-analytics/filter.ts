import { ANALYTICS_INTERVALS, type AnalyticsInterval } from '#shared/contracts/admin-analytics.constants.ts';
import { lastThirtyDays } from '#shared/contracts/date-range.ts';

export interface AnalyticsFilter {
  from: string;
  to: string;
  interval: AnalyticsInterval;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The URL is the filter's home (`?from=&to=&interval=`); anything missing or malformed takes the default (the last 30 days, by day). */
export function parseAnalyticsFilter(params: URLSearchParams, now = new Date()): AnalyticsFilter {
  const fallback = lastThirtyDays(now);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const interval = params.get('interval') as AnalyticsInterval | null;
  return {
    from: DAY.test(from) ? from : fallback.from,
    to: DAY.test(to) ? to : fallback.to,
    interval: interval && ANALYTICS_INTERVALS.includes(interval) ? interval : 'day',
  };
}
