// Demo blog posts (part 2), plus the draft and the scheduled post.
import type { SeedPost } from './seed-posts-1.ts';

export const SEED_POSTS_2: SeedPost[] = [
  {
    slug: 'vwap-bands-intraday-mean-reversion',
    title: 'VWAP Bands for Intraday Mean Reversion',
    excerpt:
      'Standard-deviation bands around VWAP give a simple, objective frame for fading stretched moves, and a clear signal for when not to.',
    categories: ['market-structure'],
    author: 1,
    image: 1,
    body: `The volume-weighted average price is the benchmark many institutions measure their fills against. Bands at one, two and three standard deviations around it turn that benchmark into a map of how stretched the market is.

## The basic idea

On a rotational day, price oscillates around VWAP. A push to the **second band** is statistically stretched, and fading it back towards VWAP has a sensible risk-reward: your stop sits beyond the third band, your first target is the first band.

## When not to fade

Mean reversion fails on trend days. Warning signs:

- VWAP itself is sloping steeply.
- Price has held outside the first band for more than an hour.
- The opening range broke with strong delta in one direction.

On those days, the bands become pullback levels *in the direction of the trend* instead.

## A practical routine

Before the open, note whether the market opened inside or outside yesterday's value. Inside value favours rotation and band fades; outside value with acceptance favours trend. Let that context decide which playbook you use.`,
  },
  {
    slug: 'opening-range-breakout-filters',
    title: 'Three Filters That Improve Opening Range Breakouts',
    excerpt:
      'Opening range breakouts are simple and popular, and most of them fail. Volume, overnight context and time of day separate the good ones from the traps.',
    categories: ['market-structure', 'order-flow'],
    author: 0,
    image: 2,
    body: `The opening range (often the first 15 or 30 minutes) frames the day. A break of its high or low can start the day's main move, or trap everyone who chased it.

## Filter 1: relative volume

Compare volume in the opening range with the average of the last 20 sessions at the same time. Breakouts on above-average participation follow through more often than breaks on a quiet open.

## Filter 2: overnight inventory

If the overnight session was strongly one-sided, the open often corrects some of that inventory first. A breakout *against* a heavy overnight move deserves extra confirmation.

## Filter 3: time of day

Breakouts in the first hour carry more information than breaks at lunchtime, when liquidity is thin and false moves are common.

## Managing the trade

Place the stop inside the range, not at the other end: a genuine breakout should not return deep into the range. Take partial profits at the first reference level, such as the prior day's high, and let the rest run with a trailing stop.`,
  },
  {
    slug: 'drawdown-recovery-math',
    title: 'The Math of Drawdowns: Why Losses Hurt More Than Gains Help',
    excerpt:
      'A 50% loss needs a 100% gain to recover. A short look at the asymmetry of drawdowns and the rules that keep them small.',
    categories: ['risk-management'],
    author: 1,
    image: 3,
    body: `Losses and gains are not symmetric. After a 10% loss, you need 11.1% to get back to even. After 25%, you need 33%. After 50%, you need **100%**.

## What this means in practice

Small drawdowns are a normal cost of trading. Large ones change what you must achieve just to recover, and they change how you trade: people who are deep in a hole tend to size up and take worse setups.

## Rules that keep drawdowns small

- **Fixed fractional risk.** Risking a fixed percentage of the current balance means your size shrinks automatically as you lose.
- **A maximum drawdown stop.** Decide in advance that at, say, 10% below your peak you stop trading live and review in simulation.
- **Correlation awareness.** Two long positions in ES and NQ are mostly one position. Count them as such.

## Recovering well

After a stop-out of your maximum drawdown, come back at reduced size and earn your way back to full size with a sample of disciplined trades. It is slower, and it works.`,
  },
  {
    slug: 'chart-performance-troubleshooting',
    title: 'Why Are My Charts Slow? A Troubleshooting Checklist',
    excerpt:
      'Freezes during the open are rarely the indicator alone. Work through data, rendering and hardware settings in the right order.',
    categories: ['platform-tips'],
    author: 0,
    image: 4,
    body: `Charts that stutter during the open are more than annoying: they hide information when you need it most. Work through this list in order.

## 1. Data load

Open *Data Series* on each chart and reduce the days to load. Tick-based footprints over many weeks are the most common cause of slow charts.

## 2. Calculation mode

Indicators that calculate on **each tick** do the most work. Where you only act on closed bars, switch them to calculate on bar close.

## 3. Number of open charts

Every open chart, even on a hidden tab, keeps calculating. Close workspaces you are not using.

## 4. Hardware

The platform benefits from a fast single core more than from many cores. At least 8 GB of RAM is recommended; 16 GB is comfortable for several footprint charts. Keep the platform on an SSD.

## 5. Still slow?

Send our support team your platform version, the number of charts and a screenshot of the data series settings. We usually find the cause in one reply.`,
  },
  {
    slug: 'release-3-1-5-session-templates',
    title: 'Release 3.1.5: Session Templates and Stability Fixes',
    excerpt:
      'A maintenance release with reusable session templates for the range indicators, a calmer licence check and several fixes reported by customers.',
    categories: ['release-news'],
    author: 1,
    image: 5,
    body: `Version 3.1.5 focuses on reliability. It is a free update for every licence.

## Improved

- **Session templates.** Opening Range Pro and Session Range Breakout can now use the platform's trading-hours templates, so custom sessions need no manual times.
- **Licence check.** The indicators check their licence once per platform start and cache the result, so a short network outage no longer shows a warning.

## Fixed

- Volume Profile Pro could draw the value area one tick too wide on instruments with fractional tick sizes.
- Alerts no longer fire twice when a chart is reloaded.
- Several settings labels were cut off on high-DPI screens.

Thank you to everyone who reported issues through the support form: most of these fixes started there.`,
  },
  {
    slug: 'liquidity-sweeps-stop-runs',
    title: 'Liquidity Sweeps: Reading Stop Runs Above Obvious Highs',
    excerpt:
      'Obvious highs and lows collect resting stop orders. When price runs them and fails, the reversal can be sharp. How to recognise a sweep in the order flow.',
    categories: ['order-flow', 'market-structure'],
    author: 0,
    image: 6,
    body: `Equal highs, a prior day's low, the overnight extreme: these are the levels everyone can see, and so they are where stop orders pile up.

## What a sweep looks like

Price pushes through the level, triggering the stops. Those stops are market orders, so you see a burst of aggressive volume right above the high. Then nothing follows. The next bars cannot hold above the level and price falls back inside the range.

In the order flow you typically see:

- A spike of ask volume just above the level.
- Positive delta that fails to move price further.
- A quick return below the level, often with negative delta.

## Trading it responsibly

Wait for price to close back inside the range before acting. Place your stop beyond the sweep's extreme, the point where the idea is clearly wrong, and size accordingly. Targets are the middle of the range and then its opposite edge.

## A word of caution

Not every break is a sweep. Some breaks are the start of a trend. Context matters: sweeps are most reliable in balanced, range-bound conditions.`,
  },
  {
    slug: 'composite-profiles-swing-levels',
    title: 'Composite Volume Profiles for Multi-Day Levels',
    excerpt:
      'Merging several sessions into one profile reveals the balance areas that day traders miss. How to choose the range and read the result.',
    categories: ['volume-profile'],
    author: 1,
    image: 7,
    body: `A single session profile shows today's auction. A **composite** profile merges several sessions and shows where the market has balanced over days or weeks.

## Choosing the range

Start the composite where the market began to balance, often right after a strong trend leg, and end it at the current day. Letting the structure choose the range beats a fixed "last 20 days".

## What to look for

- **High-volume nodes** inside the composite are areas of acceptance; price tends to slow down there.
- **Low-volume nodes** between them are areas of rejection; price tends to move through them quickly.
- The composite's value-area edges are the levels where a multi-day breakout or failure is decided.

## Combining with intraday work

Mark the composite levels before the session. When an intraday setup, such as absorption or a failed breakout, forms at one of those levels, the trade has context from two timeframes. That combination is where many of the best trades come from.`,
  },
  {
    slug: 'getting-started-first-week',
    title: 'Your First Week with Order-Flow Indicators',
    excerpt:
      'Installed your first indicator? A day-by-day plan for the first week, from a clean chart to a short list of patterns you actually trust.',
    categories: ['platform-tips', 'order-flow'],
    author: 0,
    image: 8,
    body: `New tools are exciting, and the temptation is to load everything at once. A calmer first week teaches you more.

**Day 1: install and activate.** Import the add-on, enter your licence key and open one chart of the market you trade most.

**Day 2: one indicator only.** Add Cumulative Delta Bars and watch it during the most active hour. Do not trade from it yet.

**Day 3: add context.** Add the prior day's value area with Volume Profile Pro. Note how price behaves at its edges.

**Day 4: replay.** Use market replay to watch yesterday's open again at slow speed. Pause at every strong move and read the delta.

**Day 5: write it down.** List the two patterns you saw most often and where they appeared.

## After the first week

Trade those two patterns in simulation for a few weeks before going live. The docs explain every setting, and our support team answers within 24 business hours if anything is unclear.`,
  },
];

/** Not published: one draft, one scheduled a week ahead (it appears on /blog by itself). */
export const SEED_DRAFT: SeedPost = {
  slug: 'footprint-settings-deep-dive',
  title: 'Footprint Settings Deep Dive (Draft)',
  excerpt: 'Every setting of the footprint chart explained, with recommended values per market.',
  categories: ['platform-tips'],
  author: 0,
  image: 1,
  body: `Work in progress: ticks per row, imbalance ratio, colour scaling and text size, with recommended values for ES, NQ, CL and GC.`,
};

export const SEED_SCHEDULED: SeedPost = {
  slug: 'release-3-3-preview',
  title: 'Coming Soon: A Preview of Release 3.3',
  excerpt:
    'Multi-timeframe delta, a redesigned settings panel and faster composite profiles are on the way. A first look at what is coming next.',
  categories: ['release-news'],
  author: 1,
  image: 5,
  body: `Release 3.3 brings **multi-timeframe delta** to Cumulative Delta Bars, a redesigned settings panel with search, and composite profiles that build in the background.

We will publish the full changelog on release day.`,
};
