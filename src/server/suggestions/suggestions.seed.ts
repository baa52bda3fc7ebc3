import { eq, inArray, sql } from 'drizzle-orm';
import type { SuggestionStatus, Timeframe, TradingStyle } from '#shared/contracts/suggestions.ts';
import { users } from '../auth/auth.schema.ts';
import type { Tx } from '../platform/db.ts';
import type { Seeder } from '../platform/seed.ts';
import { suggestions, suggestionVotes } from './suggestions.schema.ts';

// A lived-in board: ideas in every status, some prioritised and annotated, voted on by the demo
// trader (when the accounts seeder made one) and a few voter accounts that have no password.

const DAY = 24 * 3600 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

const VOTERS = [
  { email: 'maya.chen@traders.example', displayName: 'Maya Chen' },
  { email: 'lukas.berger@traders.example', displayName: 'Lukas Berger' },
  { email: 'camila.rocha@traders.example', displayName: 'Camila Rocha' },
  { email: 'omar.haddad@traders.example', displayName: 'Omar Haddad' },
  { email: 'chloe.martin@traders.example', displayName: 'Chloé Martin' },
  { email: 'wei.zhang@traders.example', displayName: 'Wei Zhang' },
];
const TRADER = 'trader@novatick.example';

interface Demo {
  title: string;
  description: string;
  features?: string;
  name: string;
  email?: string;
  language?: string;
  style?: TradingStyle;
  timeframe?: Timeframe;
  status: SuggestionStatus;
  priority?: number;
  notes?: string;
  daysAgo: number;
  /** Indexes into VOTERS; -1 is the demo trader. */
  voters: number[];
}

const DEMO: Demo[] = [
  {
    title: 'Volume profile next to the DOM',
    description:
      'Show a session volume profile beside the price ladder so value area high and low are visible while placing orders.',
    features: 'Point of control line\nValue area shading\nComposite profiles over several sessions',
    name: 'Maya Chen',
    email: 'maya.chen@traders.example',
    style: 'dayTrading',
    timeframe: 'minutes',
    status: 'in_progress',
    priority: 5,
    notes: 'Prototype running on the ladder; needs tick replay tests.',
    daysAgo: 62,
    voters: [-1, 0, 1, 2, 3, 4, 5],
  },
  {
    title: 'Cumulative delta divergence alerts',
    description:
      'Alert me when price makes a new high or low but cumulative delta does not confirm it, with a sound and a marker on the chart.',
    features: 'Configurable lookback\nSound and pop-up alert',
    name: 'Lukas Berger',
    email: 'lukas.berger@traders.example',
    language: 'de',
    style: 'scalping',
    timeframe: 'tick',
    status: 'planned',
    priority: 4,
    notes: 'Next after the volume profile release.',
    daysAgo: 48,
    voters: [-1, 1, 2, 3, 5],
  },
  {
    title: 'Session VWAP with standard deviation bands',
    description:
      'A VWAP that resets each session with one, two and three standard deviation bands and an option to anchor it to any bar.',
    name: 'Camila Rocha',
    email: 'camila.rocha@traders.example',
    language: 'pt-BR',
    style: 'dayTrading',
    timeframe: 'minutes',
    status: 'completed',
    priority: 4,
    notes: 'Shipped in 3.2.0.',
    daysAgo: 90,
    voters: [0, 2, 3, 4, 5],
  },
  {
    title: 'Dark mode for all indicator panels',
    description:
      'The indicator settings panels are bright white even when the platform uses a dark skin. Please follow the platform theme.',
    name: 'Omar Haddad',
    style: 'swingTrading',
    timeframe: 'hourly',
    status: 'completed',
    priority: 3,
    daysAgo: 80,
    voters: [-1, 0, 3],
  },
  {
    title: 'Multi-timeframe trend dashboard',
    description:
      'A compact table showing the trend direction of the current instrument on 5 minute, 15 minute, hourly and daily charts at once.',
    features: 'Colour-coded cells\nChoose the timeframes',
    name: 'Chloé Martin',
    email: 'chloe.martin@traders.example',
    language: 'fr',
    style: 'swingTrading',
    timeframe: 'multiple',
    status: 'planned',
    priority: 3,
    daysAgo: 35,
    voters: [1, 4, 5],
  },
  {
    title: 'Footprint chart imbalance highlighting',
    description:
      'Highlight stacked bid and ask imbalances on the footprint chart with a configurable ratio and minimum volume.',
    name: 'Wei Zhang',
    email: 'wei.zhang@traders.example',
    language: 'zh',
    style: 'scalping',
    timeframe: 'seconds',
    status: 'under_review',
    daysAgo: 12,
    voters: [-1, 0, 1, 5],
  },
  {
    title: 'Opening range breakout levels',
    description:
      'Draw the high and low of the first 15 or 30 minutes of the regular session and extend them for the rest of the day.',
    name: 'Jordan P.',
    style: 'dayTrading',
    timeframe: 'minutes',
    status: 'under_review',
    daysAgo: 9,
    voters: [2, 3],
  },
  {
    title: 'Export signals to CSV',
    description:
      'Let me export every signal an indicator produced, with time, price and direction, to a CSV file for my own backtests.',
    name: 'Priya Nair',
    email: 'priya.nair@example.com',
    style: 'positionTrading',
    timeframe: 'daily',
    status: 'under_review',
    daysAgo: 6,
    voters: [4],
  },
  {
    title: 'Weekly pivot points with mid-pivots',
    description:
      'Weekly and monthly pivot points including the mid-pivots, with labels that do not overlap the price bars.',
    name: 'Marcus Webb',
    style: 'swingTrading',
    timeframe: 'weekly',
    status: 'in_progress',
    priority: 2,
    notes: 'Label placement is the hard part.',
    daysAgo: 40,
    voters: [0, 2],
  },
  {
    title: 'Crypto exchange data feeds',
    description:
      'Support for crypto exchange order books directly inside the indicators, without the platform data feed.',
    name: 'Satoshi Fan',
    style: 'other',
    timeframe: 'tick',
    status: 'rejected',
    notes: 'Outside the platform: the indicators only read the platform data feed.',
    daysAgo: 70,
    voters: [],
  },
  {
    title: 'Mobile app with push alerts',
    description: 'A phone app that receives push notifications when one of my indicator alerts fires on the desktop.',
    name: 'Elena Petrova',
    email: 'elena.petrova@example.com',
    language: 'es',
    style: 'dayTrading',
    timeframe: 'minutes',
    status: 'rejected',
    priority: 1,
    notes: 'Not planned for now; e-mail alerts cover most of it.',
    daysAgo: 55,
    voters: [-1, 1],
  },
  {
    title: 'Market profile TPO letters',
    description:
      'Classic TPO letters per 30 minute period with the initial balance marked, alongside the volume profile.',
    name: 'Tom Becker',
    email: 'tom.becker@example.com',
    language: 'de',
    style: 'dayTrading',
    timeframe: 'minutes',
    status: 'planned',
    priority: 2,
    daysAgo: 28,
    voters: [1, 3],
  },
  {
    title: 'Renko-friendly ATR trailing stop',
    description:
      'An ATR trailing stop that works on Renko and range bars, drawing the stop as a step line with an optional alert on touch.',
    name: 'Aiko Tanaka',
    style: 'swingTrading',
    timeframe: 'hourly',
    status: 'under_review',
    daysAgo: 3,
    voters: [],
  },
  {
    title: 'Economic calendar markers',
    description: 'Vertical markers on the chart for high-impact economic releases so I stay flat around them.',
    features: 'Filter by impact\nCountdown to the next release',
    name: 'Daniel Kim',
    email: 'daniel.kim@example.com',
    style: 'scalping',
    timeframe: 'minutes',
    status: 'in_progress',
    priority: 4,
    daysAgo: 21,
    voters: [-1, 0, 2, 4],
  },
  {
    title: 'Faster indicator loading on large charts',
    description:
      'Charts with 200 days of tick data take a long time to load with several indicators on. Please cache the calculations.',
    name: 'Grace Liu',
    style: 'positionTrading',
    timeframe: 'daily',
    status: 'completed',
    priority: 5,
    notes: 'Incremental calculation shipped in 3.1.5.',
    daysAgo: 100,
    voters: [0, 1, 2, 3, 4, 5],
  },
  {
    title: 'Monthly seasonality study',
    description: 'Show the average return of each calendar month over the last ten years for the current instrument.',
    name: 'Hannah Fischer',
    email: 'hannah.fischer@example.com',
    language: 'de',
    style: 'positionTrading',
    timeframe: 'monthly',
    status: 'under_review',
    daysAgo: 1,
    voters: [5],
  },
];

async function voterIds(tx: Tx): Promise<Map<number, number>> {
  await tx.insert(users).values(VOTERS).onConflictDoNothing({ target: users.email });
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...VOTERS.map((v) => v.email), TRADER]));
  const byEmail = new Map(rows.map((r) => [r.email, r.id]));
  const ids = new Map<number, number>();
  VOTERS.forEach((v, i) => ids.set(i, byEmail.get(v.email)!));
  const trader = byEmail.get(TRADER);
  if (trader) ids.set(-1, trader);
  return ids;
}

export const suggestionsSeeder: Seeder = {
  name: 'suggestions-demo',
  async run(tx) {
    const ids = await voterIds(tx);
    for (const demo of DEMO) {
      const created = ago(demo.daysAgo);
      const voters = demo.voters.map((v) => ids.get(v)).filter((id): id is number => id !== undefined);
      const [row] = await tx
        .insert(suggestions)
        .values({
          suggestionTitle: demo.title,
          description: demo.description,
          features: demo.features ?? null,
          name: demo.name,
          email: demo.email ?? null,
          language: demo.language ?? 'en',
          // The demo texts are all English, whatever language their submitters read the site in.
          textLanguage: 'en',
          tradingStyle: demo.style ?? null,
          timeframe: demo.timeframe ?? null,
          status: demo.status,
          priority: demo.priority ?? null,
          adminNotes: demo.notes ?? null,
          upvotes: 0,
          createdAt: created,
          updatedAt:
            demo.status === 'under_review' ? created : new Date(Math.min(Date.now(), created.getTime() + 5 * DAY)),
        })
        .returning({ id: suggestions.id });
      if (voters.length === 0) continue;
      await tx.insert(suggestionVotes).values(
        voters.map((userId, i) => ({
          suggestionId: row!.id,
          userId,
          createdAt: new Date(created.getTime() + (i + 1) * 3600_000),
        })),
      );
      // The count is derived from the vote rows, as the vote call keeps it.
      await tx
        .update(suggestions)
        .set({
          upvotes: sql`(select count(*) from ${suggestionVotes} where ${suggestionVotes.suggestionId} = ${row!.id})::int`,
        })
        .where(eq(suggestions.id, row!.id));
    }
  },
};
