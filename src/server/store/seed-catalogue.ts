// The demo catalogue in English; its hand-written translations are in ./seed-translations/ (names
// are brands and stay untranslated). Images are 800×500 WebP files in public/media.

export const SEED_CATEGORIES = [
  'Order Flow',
  'Volume Profile',
  'Trend & Momentum',
  'Volatility & Risk',
  'Levels & Structure',
  'Bundles',
] as const;
export type SeedCategory = (typeof SEED_CATEGORIES)[number];

export interface SeedProduct {
  name: string;
  shortDescription: string;
  description: string;
  priceCents: number;
  image: string | null;
  features: string[];
  categories: SeedCategory[];
  kind?: 'indicator' | 'bundle';
  machineLimit?: number;
}

export const SEED_PRODUCTS: SeedProduct[] = [
  {
    name: 'Orderflow Pulse',
    shortDescription:
      'See which side is aggressive: bar delta, cumulative delta, imbalances and absorption on one chart.',
    description:
      'Orderflow Pulse splits every trade into volume at the ask and volume at the bid, then shows the difference per bar and per price level. A delta histogram and a cumulative delta line reveal whether buyers or sellers are driving the move, stacked imbalance zones mark where aggression left footprints, and absorption dots flag heavy volume that failed to move price. Built for futures day traders who want to confirm a breakout before they chase it.',
    priceCents: 9_900,
    image: '/media/orderflow-pulse.webp',
    features: [
      'Bar delta and session cumulative delta',
      'Diagonal imbalance markers with adjustable ratio',
      'Stacked imbalance zones that extend until traded through',
      'Absorption dots at bar extremes',
      'Works on tick, range, Renko and time charts',
    ],
    categories: ['Order Flow'],
  },
  {
    name: 'Volume Profile Pro',
    shortDescription: 'Session, composite and visible-range profiles with POC, value area and naked POCs.',
    description:
      'Volume Profile Pro shows how much volume traded at each price, so you can see where the market accepted value and where it rejected it. Session, weekly and composite profiles mark the point of control, the 70% value area, high- and low-volume nodes, and naked POCs that price has not revisited. The developing POC and value area update tick by tick, making it easy to spot acceptance outside value as it happens.',
    priceCents: 12_900,
    image: '/media/volume-profile-pro.webp',
    features: [
      'Session, weekly, monthly and composite profiles',
      'POC, VAH and VAL with developing values',
      'Naked POCs extended until tested',
      'HVN and LVN highlighting',
      'Split profiles for RTH and ETH sessions',
    ],
    categories: ['Volume Profile'],
  },
  {
    name: 'Trend Sentinel',
    shortDescription: 'An adaptive ATR trail with a higher-timeframe filter that keeps you out of chop.',
    description:
      'Trend Sentinel tells you whether the market is trending, in which direction, and whether a pullback is still healthy. Its adaptive trailing line follows volatility, bars are coloured by trend, and a higher-timeframe filter turns them grey when the timeframes disagree. Confirmed arrows mark trend changes at the bar close, and pullback dots show low-risk places to join the move.',
    priceCents: 9_900,
    image: '/media/trend-sentinel.webp',
    features: [
      'Adaptive ATR trailing line',
      'Higher-timeframe trend filter',
      'Bar colouring: up, down, neutral',
      'Confirmed trend-change arrows (no repaint)',
      'Pullback dots and optional alerts',
    ],
    categories: ['Trend & Momentum'],
  },
  {
    name: 'Delta Divergence',
    shortDescription: 'Flags new highs and lows that the order flow does not confirm.',
    description:
      'Delta Divergence compares swing highs and lows in price with the cumulative delta behind them. When price makes a new extreme but aggressive volume weakens, the indicator draws the divergence on the chart and can alert you. It is a filter for fading exhausted moves and a warning sign when you are holding a position into weakening flow.',
    priceCents: 9_900,
    image: '/media/delta-divergence.webp',
    features: [
      'Regular and hidden divergences on swing points',
      'Swing strength and lookback settings',
      'Divergence lines drawn on price and delta',
      'Sound, pop-up and e-mail alerts',
    ],
    categories: ['Order Flow'],
  },
  {
    name: 'VWAP Bands Plus',
    shortDescription: 'Session and anchored VWAP with standard-deviation bands and a weekly VWAP.',
    description:
      'VWAP Bands Plus plots the session VWAP with one, two and three standard-deviation bands, plus weekly and anchored VWAPs you can start from any bar with a click. Institutions benchmark their fills against VWAP, so these lines often act as magnets and turning points. Band touches can be coloured and alerted, and the previous session VWAP is kept for reference.',
    priceCents: 7_900,
    image: null,
    features: [
      'Session, weekly and anchored VWAP',
      'Up to three standard-deviation bands',
      'Click-to-anchor from any bar',
      'Previous session VWAP carried forward',
    ],
    categories: ['Volume Profile', 'Levels & Structure'],
  },
  {
    name: 'Market Structure Mapper',
    shortDescription: 'Labels swing highs and lows, breaks of structure and changes of character automatically.',
    description:
      'Market Structure Mapper reads the sequence of swing highs and lows and labels it for you: higher highs, lower lows, breaks of structure and changes of character. Internal and swing structure are tracked separately, so you can see the short-term pullback inside the larger trend. Clean, objective labels replace the lines you would otherwise redraw every session.',
    priceCents: 9_900,
    image: '/media/market-structure-mapper.webp',
    features: [
      'HH, HL, LH and LL swing labels',
      'Break of structure and change of character markers',
      'Internal and swing structure tracked separately',
      'Equal highs and lows highlighted',
    ],
    categories: ['Levels & Structure'],
  },
  {
    name: 'Liquidity Sweep Detector',
    shortDescription: 'Spots stop runs beyond obvious highs and lows, then the reclaim.',
    description:
      'Liquidity Sweep Detector watches the levels where stops cluster: prior session highs and lows, equal highs and lows, and round numbers. When price trades through a level and closes back inside, it marks the sweep and the volume behind it. Combine it with order flow to catch the reversal after a stop run instead of becoming the liquidity.',
    priceCents: 11_900,
    image: '/media/liquidity-sweep-detector.webp',
    features: [
      'Prior day, overnight and equal high/low levels',
      'Sweep and reclaim detection on bar close',
      'Volume at the sweep shown in the marker',
      'Alerts when a sweep confirms',
    ],
    categories: ['Levels & Structure', 'Order Flow'],
  },
  {
    name: 'Momentum Heatmap',
    shortDescription: 'Momentum across eight timeframes in one compact heatmap panel.',
    description:
      'Momentum Heatmap measures momentum on up to eight timeframes at once and shows it as a colour grid under your chart. Aligned colours mean every timeframe agrees; mixed colours warn that the move lacks support. It saves you from flipping between charts before an entry and makes momentum shifts visible the moment they start.',
    priceCents: 8_900,
    image: '/media/momentum-heatmap.webp',
    features: [
      'Up to eight timeframes in one panel',
      'RSI, MACD or rate-of-change momentum engines',
      'Alignment score with alerts',
      'Compact layout for multi-chart workspaces',
    ],
    categories: ['Trend & Momentum'],
  },
  {
    name: 'Session Range Breakout',
    shortDescription: 'Asia, London and New York ranges with breakout targets and failure signals.',
    description:
      'Session Range Breakout draws the high and low of the Asian, London and New York sessions and projects breakout targets from each range. It marks clean breakouts and failed breakouts that return inside the range, the two setups that range traders look for every morning. Session times are adjustable for any instrument and time zone.',
    priceCents: 7_900,
    image: '/media/session-range-breakout.webp',
    features: [
      'Asia, London and New York session boxes',
      'Range-based breakout targets',
      'Failed breakout detection',
      'Custom session times and colours',
    ],
    categories: ['Levels & Structure'],
  },
  {
    name: 'Cumulative Delta Bars',
    shortDescription: 'Cumulative delta drawn as candles, with divergence colouring.',
    description:
      'Cumulative Delta Bars plots cumulative delta as open-high-low-close candles in a lower panel, so you can read buying and selling pressure with the same tools you use on price. Wicks show where aggression was rejected inside the bar, and bars are coloured when delta diverges from price. Reset by session, week or never.',
    priceCents: 9_900,
    image: '/media/cumulative-delta-bars.webp',
    features: [
      'Delta as OHLC candles or a line',
      'Session, weekly or continuous reset',
      'Divergence colouring against price',
      'Optional large-trade filter',
    ],
    categories: ['Order Flow'],
  },
  {
    name: 'Smart ATR Stops',
    shortDescription: 'Volatility-based stop and target levels that adapt to the session.',
    description:
      'Smart ATR Stops places stop-loss and target levels from the average true range, adjusted for the time of day so that quiet lunch hours and fast opens get different distances. It shows the position size that keeps your risk per trade constant, and the levels update as volatility changes. A simple way to stop guessing where the stop belongs.',
    priceCents: 6_900,
    image: '/media/smart-atr-stops.webp',
    features: [
      'ATR stops with time-of-day adjustment',
      'Reward-to-risk targets',
      'Position size for a fixed dollar risk',
      'Long and short levels at once',
    ],
    categories: ['Volatility & Risk'],
  },
  {
    name: 'Imbalance Scanner',
    shortDescription: 'Scans the footprint for stacked imbalances and unfinished auctions.',
    description:
      'Imbalance Scanner reads the bid and ask volume at every price level and highlights where one side overwhelmed the other. Stacked imbalances become support and resistance zones, unfinished auctions are marked at bar extremes, and everything can be scanned across a watchlist with alerts. It brings footprint information to a normal candlestick chart.',
    priceCents: 12_900,
    image: '/media/imbalance-scanner.webp',
    features: [
      'Buy and sell imbalances with ratio filter',
      'Stacked imbalance zones',
      'Unfinished auction markers',
      'Market Analyzer column for watchlists',
    ],
    categories: ['Order Flow'],
  },
  {
    name: 'Opening Range Pro',
    shortDescription: 'Configurable opening range with extensions, midline and breakout stats.',
    description:
      'Opening Range Pro marks the high, low and midpoint of the opening range for any length you choose, from 1 to 60 minutes, and projects extension levels from it. A statistics panel shows how often the range has been broken to each side over recent sessions, giving you realistic expectations before the first trade of the day.',
    priceCents: 9_900,
    image: '/media/opening-range-pro.webp',
    features: [
      'Opening range of 1 to 60 minutes',
      'Midline and extension levels',
      'Breakout statistics panel',
      'Pre-market range option',
    ],
    categories: ['Levels & Structure'],
  },
  {
    name: 'Mean Reversion Bands',
    shortDescription: 'Adaptive envelopes that flag stretched moves likely to snap back.',
    description:
      'Mean Reversion Bands surround price with adaptive envelopes that widen in fast markets and tighten in quiet ones. When price closes outside the outer band and momentum fades, the indicator marks a potential reversion back toward the mean. It is designed for range days and for taking profits on trend trades that have run too far.',
    priceCents: 8_900,
    image: '/media/mean-reversion-bands.webp',
    features: [
      'Adaptive inner and outer bands',
      'Stretch signals with momentum filter',
      'Mean line for targets',
      'Works on any timeframe',
    ],
    categories: ['Volatility & Risk', 'Trend & Momentum'],
  },
  {
    name: 'Pro Bundle',
    shortDescription: 'Every indicator in the catalogue, including future releases, on two machines.',
    description:
      'The Pro Bundle is one lifetime licence that covers every indicator in the catalogue, including new releases and all updates, on two machines. It is the best value for traders who combine order flow, volume profile and trend tools in one workspace, and it comes with ready-made chart templates that put them together.',
    priceCents: 29_900,
    image: null,
    features: [
      'All indicators in the catalogue',
      'New indicators and updates included',
      'Activate on 2 machines at once',
      'Ready-made chart templates',
      'Priority support',
    ],
    categories: ['Bundles'],
    kind: 'bundle',
    machineLimit: 2,
  },
];
