// Demo blog posts (part 1). Markdown, rendered and sanitised by the seeder like an admin save.

export interface SeedPost {
  slug: string;
  title: string;
  excerpt: string;
  categories: string[];
  author: 0 | 1;
  featured?: boolean;
  image: number;
  body: string;
}

export const SEED_POSTS_1: SeedPost[] = [
  {
    slug: 'reading-order-flow-footprint-charts',
    title: 'Reading Order Flow: A Practical Guide to Footprint Charts',
    excerpt:
      'Footprint charts show who traded at every price inside a bar. Here is how to read bid/ask volume, spot imbalances and avoid the most common misreadings.',
    categories: ['order-flow', 'market-structure'],
    author: 0,
    featured: true,
    image: 1,
    body: `A candlestick tells you where price went. A footprint chart tells you **who pushed it there**. Every cell shows the volume that traded on the bid and on the ask at one price inside one bar, so you can see aggressive buyers and sellers instead of guessing from the shape of a candle.

## Bid, ask and aggression

Volume on the **ask** comes from buyers who were willing to lift the offer; volume on the **bid** comes from sellers who hit the bid. Neither is "good" or "bad" on its own. What matters is how price responds:

- Heavy ask volume *and* price moving up: buyers are in control.
- Heavy ask volume *and* price going nowhere: someone is absorbing those buyers with passive sell orders.
- A thin print at the high or low of a bar: the auction ran out of participants there.

## Diagonal imbalances

Compare the ask at one price with the bid one tick **below** it. When the ask is three times larger or more, you have a buying imbalance. Three or more stacked imbalances in a row often mark the origin of an initiative move, and price frequently returns to test that zone later.

## Common misreadings

1. **Reading one bar in isolation.** A single imbalance means little; look for context such as a prior high, a value-area edge or the session open.
2. **Ignoring the instrument.** 300 contracts is a lot on a quiet crude oil session and nothing on the ES open. Calibrate thresholds per market and per time of day.
3. **Confusing absorption with exhaustion.** Absorption has large volume and no progress; exhaustion has *small* volume at the extreme.

## Putting it to work

Start with one market and one session. Mark the stacked imbalances and the absorption zones you see for a week, then check how price behaved when it came back. You will quickly learn which patterns carry information in *your* market and which are noise.`,
  },
  {
    slug: 'volume-profile-value-area-basics',
    title: 'Volume Profile Basics: Value Area, POC and Why They Matter',
    excerpt:
      'The point of control and the value area show where the market agreed on price. Learn how to build them, how to read their shape and how to trade their edges.',
    categories: ['volume-profile'],
    author: 1,
    featured: true,
    image: 2,
    body: `Volume profile turns the time axis sideways: instead of asking *when* volume traded, it asks **at which price**. The result is a histogram that shows where the market spent its effort.

## The three numbers everyone uses

- **Point of control (POC):** the price with the most volume. It is the market's best estimate of fair value for the period.
- **Value area (VA):** the range around the POC that holds about 70% of the volume. Its limits are the value-area high (VAH) and low (VAL).
- **Low-volume nodes (LVN):** prices the market moved through quickly. They often act as walls or as fast lanes.

## Shapes tell stories

A **D-shaped** profile is a balanced day: buyers and sellers agreed, and the edges of value are where responsive traders fade moves. A **P-shape** (volume piled at the top) often comes from short covering, while a **b-shape** shows long liquidation. A thin, elongated profile is a trend day: do not fade it.

## Trading the edges

The classic rule of thumb is the *80% rule*: if price opens outside yesterday's value area, moves back inside it and holds for two 30-minute periods, it has a good chance of travelling to the other side of value. Treat it as a hypothesis, not a law, and measure it on your own market.

## Session, composite or visible range?

Session profiles show today's auction. Composite profiles over several days reveal longer-term balance areas that intraday traders often ignore. Start with the prior session and a 20-day composite; add more only when you know what question they answer.`,
  },
  {
    slug: 'position-sizing-risk-per-trade',
    title: 'Position Sizing: How Much Should You Risk per Trade?',
    excerpt:
      'Most blown accounts are a sizing problem, not a strategy problem. A simple framework for risk per trade, daily loss limits and scaling up safely.',
    categories: ['risk-management'],
    author: 1,
    image: 3,
    body: `Ask ten traders what their edge is and you will get ten answers. Ask how much they risk per trade and many will hesitate. Yet sizing decides whether an edge survives a bad month.

## Start from the stop, not the contract count

Decide where your idea is wrong first. The distance to that stop, multiplied by the tick value, is your risk per contract. Only then work out how many contracts fit your budget:

\`contracts = floor(account risk per trade / (stop in ticks × tick value))\`

With a $50,000 account, 0.5% risk ($250), an 8-tick stop on ES ($12.50 per tick) gives $100 per contract, so **two contracts**, not five.

## A daily loss limit protects your judgement

After three losing trades, most people trade worse. A daily limit of two to three times your per-trade risk stops a bad day from becoming a bad month. Write it down before the session and respect it.

## Scaling up

Increase size only after a sample of at least 50 trades at the current size, and only if your execution stayed consistent. Scale in steps, for example from one to two contracts, and go back down after a drawdown of a preset size.

## The takeaway

Good sizing is boring. That is the point: it keeps you in the game long enough for your edge to show up.`,
  },
  {
    slug: 'ninjatrader-workspace-setup-tips',
    title: '10 Workspace Tips for a Faster, Calmer Trading Platform',
    excerpt:
      'Templates, link groups, hotkeys and data settings that make your charts load faster and keep your screen readable during fast markets.',
    categories: ['platform-tips'],
    author: 0,
    image: 4,
    body: `A cluttered workspace costs you reaction time exactly when you need it. These settings take an afternoon to set up and pay off every session.

1. **Save chart templates** for each instrument type so indicators, colours and bar types load in one click.
2. **Use link groups** so changing the instrument on one chart changes the DOM and the other charts with it.
3. **Limit days to load.** Ten days of tick data is plenty for intraday work and loads far faster than ninety.
4. **Turn off indicators you do not read.** Every plotted series costs CPU on every tick.
5. **Give order entry its own monitor area** and never let a chart overlap it.
6. **Set hotkeys** for flatten, reverse and cancel-all; practise them in simulation.
7. **Use a dark, low-contrast theme** for long sessions and save a high-contrast one for presentations.
8. **Keep one workspace per routine**: pre-market preparation, live trading and review.
9. **Back up your user folder** weekly; templates and workspaces live there.
10. **Restart the platform daily.** Long-running sessions accumulate data and memory.

None of these are exciting. Together they make the difference between calm execution and fumbling for a button during the open.`,
  },
  {
    slug: 'release-3-2-cumulative-delta-divergence',
    title: 'Release 3.2: Delta Divergence Alerts and Faster Footprints',
    excerpt:
      'Version 3.2 adds divergence alerts to Cumulative Delta Bars, renders footprints up to 40% faster and brings new imbalance colour presets.',
    categories: ['release-news'],
    author: 1,
    image: 5,
    body: `Version 3.2 is available to every licence holder today. Download it from your Orders page; your licence key keeps working.

## What is new

- **Delta divergence alerts.** Cumulative Delta Bars can now alert when price makes a new high or low that delta does not confirm. Alerts go to the platform's alert window and, if you like, to a sound file.
- **Faster footprint rendering.** Large footprint charts redraw up to 40% faster thanks to cached text layouts.
- **Imbalance colour presets.** Three ready-made palettes, including one designed for colour-blind traders.

## Improvements

- Volume Profile Pro remembers composite ranges per chart.
- Settings dialogs group options into sections with short explanations.

## Fixes

- Session boundaries now follow the exchange calendar on holiday-shortened sessions.
- The imbalance scanner no longer double-counts the last tick of a bar.

As always, the changelog lists every change, and our support team is happy to help with the upgrade.`,
  },
  {
    slug: 'absorption-vs-exhaustion',
    title: 'Absorption vs. Exhaustion: Two Reversal Signals Traders Confuse',
    excerpt:
      'Both can mark a turning point, but they look opposite on a footprint. Learn to tell a wall of passive orders from a market that simply ran out of buyers.',
    categories: ['order-flow'],
    author: 0,
    image: 6,
    body: `Reversals rarely come out of nowhere. Two order-flow patterns show up again and again near turning points, and they are easy to mix up.

## Absorption: big effort, no result

Aggressive sellers hit the bid again and again, delta is deeply negative, yet price refuses to go lower. Someone with size is **absorbing** the selling with passive buy orders. When the aggressors give up, price often snaps back quickly.

Look for:
- Very high volume at or near a low.
- Several bars of negative delta with no new lows.
- A key reference level nearby, such as yesterday's value-area low.

## Exhaustion: small effort at the extreme

Exhaustion is the opposite: the move runs out of participants. The last prints at the high of a rally are tiny, perhaps a handful of contracts, and the next bar cannot continue. Nobody is left to buy at higher prices.

## Why the difference matters

With absorption, your stop goes beyond the absorbing level: if it breaks, the big passive trader is gone. With exhaustion, the extreme itself is your reference. Using the wrong model puts your stop in the wrong place, and that is where most "good reads" turn into losses.`,
  },
  {
    slug: 'naked-poc-levels',
    title: 'Naked POCs: Untested Levels That Keep Attracting Price',
    excerpt:
      'A point of control that price has not revisited is called naked. Here is why these levels matter and how to filter the ones worth watching.',
    categories: ['volume-profile', 'market-structure'],
    author: 1,
    image: 7,
    body: `When a session closes, its point of control marks the price where most business was done. If later sessions never trade back through it, traders call it a **naked POC**, and many of them act like magnets.

## Why they work (when they do)

A POC is a price where both sides were comfortable. If the market left it quickly and never returned, there may be unfinished business: participants who want to transact at that fair value again.

## Filtering the noise

Not every naked POC deserves a line on your chart:

- Prefer POCs from **balanced** sessions; a trend day's POC is less meaningful.
- Prefer recent ones: a POC from last week beats one from last year.
- Give extra weight when a naked POC lines up with another reference, such as a weekly value-area edge.

## How to use them

Use naked POCs as **targets** rather than entries. When you are already in a trade in their direction, they are natural places to take partial profits. If price reaches one and shows absorption, you have a reason to look for a reversal.`,
  },
  {
    slug: 'trading-journal-that-works',
    title: 'Building a Trading Journal You Will Actually Keep',
    excerpt:
      'Skip the twenty-column spreadsheet. Five fields, one screenshot and a weekly review are enough to find the leaks in your trading.',
    categories: ['risk-management', 'platform-tips'],
    author: 0,
    image: 8,
    body: `Everyone agrees a journal helps; few traders keep one for more than a month. The fix is to make it small.

## Five fields per trade

1. **Setup name**: the pattern you traded, from a fixed list.
2. **Planned risk** in ticks and in dollars.
3. **Result** in R (profit divided by planned risk).
4. **Rule followed?** yes or no.
5. **One sentence** about what you saw.

Add one screenshot of the chart at entry, with your indicators visible. That is all.

## The weekly review

Every Friday, sort by setup and look at two numbers: the average R and the share of trades where you followed your rules. A setup with a negative average after 30 trades is a candidate for removal. A high rule-breaking rate is a discipline problem, not a strategy problem.

## Let the platform help

Export your executions from the platform's trade performance window instead of typing them. Your journal then only needs the human parts: the setup name, whether you followed your plan, and what you learned.`,
  },
];
