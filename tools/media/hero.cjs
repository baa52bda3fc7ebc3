'use strict';
// Hero background video: seamless 15 s loop of a live-forming candlestick chart with
// EMA + ATR band, signal arrows, bottom volume and a side volume profile.
const path = require('path');
const L = require('./lib.cjs');
const { C, f1, scale } = L;

const W = 1280,
  H = 720,
  FPS = 30,
  T = 15,
  N = 45,
  RATE = N / T; // 3 candles / s
const STEP = 22,
  BODY = 13;
const X1 = 990; // right edge of candle area
const Y0 = 70,
  Y1 = 540; // price pane
const VY0 = 578,
  VY1 = 668; // volume pane
const PR0 = 1002,
  PR1 = 1182; // volume profile
const AXX = 1194;

// ---------- periodic data ----------
const r = L.rng(4242);
const mod = (k) => ((k % N) + N) % N;
const noise = [];
for (let k = 0; k < N; k++) noise.push(r.gauss());
const smoothNoise = noise.map((_, k) => (noise[mod(k - 1)] + 2 * noise[k] + noise[mod(k + 1)]) / 4);
const TAU = Math.PI * 2;
const closes = [];
for (let k = 0; k < N; k++) {
  const t = k / N;
  closes.push(
    100 +
      5.2 * Math.sin(TAU * t) +
      2.1 * Math.sin(TAU * 2 * t + 1.1) +
      0.9 * Math.sin(TAU * 5 * t + 2.2) +
      smoothNoise[k] * 1.1,
  );
}
const D = closes.map((c, k) => {
  const o = closes[mod(k - 1)] + r.gauss() * 0.08;
  const rngH = Math.abs(c - o);
  const h = Math.max(o, c) + Math.abs(r.gauss()) * 0.5 + 0.15 + rngH * 0.1;
  const l = Math.min(o, c) - Math.abs(r.gauss()) * 0.5 - 0.15 - rngH * 0.1;
  return { o, h, l, c, v: 0.5 + rngH * 0.55 + r() * 0.5, ph: r() * TAU, wob: r.range(0.15, 0.35) };
});
function periodicEma(vals, n) {
  const k = 2 / (n + 1);
  let e = vals[0];
  const out = new Array(N);
  for (let rep = 0; rep < 6; rep++)
    for (let i = 0; i < N; i++) {
      e = vals[i] * k + e * (1 - k);
      out[i] = e;
    }
  return out;
}
const EMA = periodicEma(closes, 9);
const TR = D.map((d, k) => Math.max(d.h - d.l, Math.abs(d.h - closes[mod(k - 1)]), Math.abs(d.l - closes[mod(k - 1)])));
const ATR = periodicEma(TR, 14);
const BAND = 1.5;
// signals: close crosses EMA, spaced at least 6 candles apart (circularly)
const SIG = {};
{
  const cand = [];
  for (let k = 0; k < N; k++) {
    const p = mod(k - 1);
    const up = closes[k] > EMA[k] && closes[p] <= EMA[p];
    const dn = closes[k] < EMA[k] && closes[p] >= EMA[p];
    if (up || dn) cand.push({ k, dir: up ? 1 : -1 });
  }
  let last = -99;
  for (const s of cand) {
    if (s.k - last >= 6) {
      SIG[s.k] = s.dir;
      last = s.k;
    }
  }
  const ks = Object.keys(SIG).map(Number);
  if (ks.length > 1 && ks[0] + N - ks[ks.length - 1] < 6) delete SIG[ks[ks.length - 1]];
  D.forEach((d, k) => {
    if (SIG[k]) d.v *= 1.8;
  });
}
let lo = Infinity,
  hi = -Infinity;
D.forEach((d, k) => {
  lo = Math.min(lo, d.l, EMA[k] - BAND * ATR[k]);
  hi = Math.max(hi, d.h, EMA[k] + BAND * ATR[k]);
});
const pad = (hi - lo) * 0.1;
lo -= pad;
hi += pad * 0.6;
const Y = scale(hi, lo, Y0, Y1);
const disp = (v) => 4500 + (v - 100) * 2.5,
  undisp = (t) => 100 + (t - 4500) / 2.5;
const TICKS = L.niceTicks(disp(lo), disp(hi), 7).map(undisp);
const VMAX = Math.max(...D.map((d) => d.v));
const YV = scale(VMAX * 1.1, 0, VY0, VY1);

const ease = (x) => x * x * (3 - 2 * x);
const clamp = (x, a = 0, b = 1) => Math.max(a, Math.min(b, x));
// state of candle k at global time u (in candles)
function state(k, u) {
  const d = D[mod(k)];
  const f = u - k;
  if (f >= 1) return { ...d, f: 1 };
  const ff = clamp(f);
  const p = (x) =>
    d.o + (d.c - d.o) * ease(x) + (d.h - d.l) * d.wob * Math.sin(Math.PI * x) * Math.sin(TAU * 1.7 * x + d.ph);
  let pmax = d.o,
    pmin = d.o;
  for (let s = 0; s <= 12; s++) {
    const v = p((ff * s) / 12);
    pmax = Math.max(pmax, v);
    pmin = Math.min(pmin, v);
  }
  const c = p(ff);
  const g = ease(clamp((ff - 0.25) / 0.75));
  const h = Math.max(pmax, Math.max(d.o, c) + (d.h - Math.max(d.o, d.c)) * g);
  const l = Math.min(pmin, Math.min(d.o, c) - (Math.min(d.o, d.c) - d.l) * g);
  return { o: d.o, h: Math.min(h, Math.max(d.h, pmax)), l: Math.max(l, Math.min(d.l, pmin)), c, v: d.v * ff, f: ff };
}

function frameSvg(i) {
  const u = (i / FPS) * RATE;
  const Lk = Math.floor(u);
  const cx = (k) => X1 - (u - k + 0.6) * STEP;
  const ks = [];
  for (let k = Lk - 48; k <= Lk; k++) if (cx(k) > -STEP) ks.push(k);
  const st = {};
  ks.forEach((k) => {
    st[k] = state(k, u);
  });
  const live = st[Lk];
  let b = `<rect width="${W}" height="${H}" fill="${C.bg}"/><rect width="${W}" height="${H}" fill="url(#glow)"/>`;
  // grid
  b += TICKS.map(
    (t) => `<line x1="0" x2="${PR1}" y1="${f1(Y(t))}" y2="${f1(Y(t))}" stroke="${C.grid}" stroke-opacity="0.75"/>`,
  ).join('');
  b += ks
    .filter((k) => mod(k) % 9 === 0)
    .map(
      (k) =>
        `<line x1="${f1(cx(k) - STEP / 2)}" x2="${f1(cx(k) - STEP / 2)}" y1="${Y0 - 30}" y2="${VY1}" stroke="${C.grid2}"/>`,
    )
    .join('');
  b += `<line x1="0" x2="${PR1}" y1="${VY1 + 0.5}" y2="${VY1 + 0.5}" stroke="${C.grid}"/>`;
  // volume profile over visible candles
  const NB = 46;
  const bins = new Array(NB).fill(0);
  const bh = (hi - lo) / NB;
  ks.forEach((k) => {
    const s = st[k];
    const w = clamp((cx(k) + STEP) / 120);
    if (w <= 0) return;
    const mid = (s.o + s.c) / 2;
    const sp = Math.max(0.2, (s.h - s.l) * 0.5);
    for (let q = 0; q < NB; q++) {
      const p = lo + (q + 0.5) * bh;
      if (p < s.l - bh || p > s.h + bh) continue;
      bins[q] += w * s.v * Math.max(0, 1 - Math.abs(p - mid) / (sp + bh));
    }
  });
  const bmax = Math.max(...bins);
  const poc = bins.indexOf(bmax);
  const tot = bins.reduce((a, v) => a + v, 0);
  let acc = bins[poc],
    va0 = poc,
    va1 = poc;
  while (acc < tot * 0.7) {
    const up = va1 + 1 < NB ? bins[va1 + 1] : -1,
      dn = va0 > 0 ? bins[va0 - 1] : -1;
    if (up < 0 && dn < 0) break;
    if (up >= dn) {
      va1++;
      acc += up;
    } else {
      va0--;
      acc += dn;
    }
  }
  b += bins
    .map((v, q) => {
      const y = Y(lo + (q + 1) * bh),
        hh = Y(lo + q * bh) - y - 2;
      const wdt = (v / bmax) * (PR1 - PR0);
      const isP = q === poc,
        inVA = q >= va0 && q <= va1;
      return wdt < 0.5
        ? ''
        : `<rect x="${PR0}" y="${f1(y + 1)}" width="${f1(wdt)}" height="${f1(hh)}" rx="1.5" fill="${isP ? C.accent : inVA ? '#3b82f6' : '#475569'}" fill-opacity="${isP ? 0.9 : inVA ? 0.45 : 0.35}"/>`;
    })
    .join('');
  const yPoc = Y(lo + (poc + 0.5) * bh);
  b += `<line x1="0" x2="${PR0}" y1="${f1(yPoc)}" y2="${f1(yPoc)}" stroke="${C.accent}" stroke-opacity="0.35" stroke-dasharray="3 5"/>`;
  // clip region for chart
  b += `<g clip-path="url(#plot)">`;
  // band + EMA
  const bandPts = ks.map((k) => {
    const e0 = EMA[mod(k - 1)],
      e1 = EMA[mod(k)],
      a0 = ATR[mod(k - 1)],
      a1 = ATR[mod(k)];
    const ff = st[k].f;
    const e = e0 + (e1 - e0) * ff,
      a = a0 + (a1 - a0) * ff;
    return { x: cx(k), e, up: e + BAND * a, dn: e - BAND * a };
  });
  const up = bandPts.map((p) => [p.x, Y(p.up)]),
    dn = bandPts.map((p) => [p.x, Y(p.dn)]),
    em = bandPts.map((p) => [p.x, Y(p.e)]);
  b += `<path d="${L.smoothPath(up)}${dn
    .slice()
    .reverse()
    .map((p) => `L${f1(p[0])} ${f1(p[1])}`)
    .join('')}Z" fill="${C.accent}" fill-opacity="0.06"/>`;
  b += `<path d="${L.smoothPath(up)}" fill="none" stroke="${C.accent}" stroke-opacity="0.35" stroke-width="1.3"/><path d="${L.smoothPath(dn)}" fill="none" stroke="${C.accent}" stroke-opacity="0.35" stroke-width="1.3"/>`;
  // volume bars
  b += ks
    .map((k) => {
      const s = st[k];
      const col = s.c >= s.o ? C.up : C.down;
      const y = YV(s.v);
      return `<rect x="${f1(cx(k) - BODY / 2)}" y="${f1(y)}" width="${BODY}" height="${f1(VY1 - y)}" fill="${col}" fill-opacity="0.32" rx="1"/>`;
    })
    .join('');
  // candles
  b += ks.map((k) => L.candle(cx(k), BODY, st[k], Y, { wick: 1.5 })).join('');
  b += `<path d="${L.smoothPath(em)}" fill="none" stroke="${C.accent}" stroke-width="2.6" filter="url(#gl)"/>`;
  // signals
  ks.forEach((k) => {
    const dir = SIG[mod(k)];
    if (!dir) return;
    const age = u - (k + 1);
    if (age < 0) return;
    const s = st[k];
    const x = cx(k);
    const sc = age < 0.4 ? 1 + 0.35 * Math.sin((age / 0.4) * Math.PI) : 1;
    const pop = clamp(age * 4);
    const tipY = dir > 0 ? Y(s.l) + 9 : Y(s.h) - 9;
    const col = dir > 0 ? C.up : C.down;
    if (age < 1.6)
      b += `<circle cx="${f1(x)}" cy="${f1(tipY + dir * 10)}" r="${f1(8 + age * 22)}" fill="none" stroke="${col}" stroke-width="2" stroke-opacity="${f1(Math.max(0, 0.8 - age * 0.5))}"/>`;
    b += `<g opacity="${f1(pop)}" transform="translate(${f1(x)} ${f1(tipY)}) scale(${f1(sc * pop)}) translate(${f1(-x)} ${f1(-tipY)})">${L.arrow(x, tipY, dir, col, 1.35)}</g>`;
  });
  b += `</g>`;
  // live price line + tag
  const lc = live.c;
  const ly = Y(lc);
  const lcol = lc >= live.o ? C.up : C.down;
  b += `<line x1="0" x2="${PR1 + 6}" y1="${f1(ly)}" y2="${f1(ly)}" stroke="${lcol}" stroke-opacity="0.7" stroke-dasharray="4 4"/>`;
  // axis
  b += TICKS.filter((t) => Math.abs(Y(t) - ly) > 14)
    .map((t) => L.text(AXX, Y(t) + 4, disp(t).toFixed(2), { size: 12, fill: C.dim, mono: true }))
    .join('');
  b +=
    `<rect x="${AXX - 6}" y="${f1(ly - 11)}" width="80" height="22" rx="4" fill="${lcol}"/>` +
    L.text(AXX + 34, ly + 4.5, (Math.round(disp(lc) * 4) / 4).toFixed(2), {
      size: 12,
      fill: '#04111f',
      mono: true,
      weight: 700,
      anchor: 'middle',
    });
  b += `<rect width="${W}" height="${H}" fill="url(#vig)"/>`;
  const defs =
    `<radialGradient id="glow" cx="0.62" cy="0.35" r="0.7"><stop offset="0" stop-color="${C.accent}" stop-opacity="0.08"/><stop offset="1" stop-color="${C.accent}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="vig" cx="0.55" cy="0.5" r="0.8"><stop offset="0.6" stop-color="#050a14" stop-opacity="0"/><stop offset="1" stop-color="#050a14" stop-opacity="0.55"/></radialGradient>` +
    `<clipPath id="plot"><rect x="0" y="0" width="${X1}" height="${H}"/></clipPath>` +
    `<filter id="gl" x="-5%" y="-20%" width="110%" height="140%"><feGaussianBlur stdDeviation="3" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`;
  return L.svgDoc(W, H, b, defs);
}

async function run() {
  const dir = process.env.FRAMES_DIR ? path.join(process.env.FRAMES_DIR, 'hero') : '/tmp/novatick-frames/hero';
  const count = FPS * T;
  console.log('signals at', SIG);
  await L.renderFrames(dir, count, frameSvg);
  const res = L.encodeVideos(dir, FPS, path.join(L.OUT, 'hero'), {
    vp9crf: +(process.env.HERO_VP9_CRF || 40),
    x264crf: +(process.env.HERO_X264_CRF || 28),
    gop: FPS * 5,
  });
  const first = path.join(dir, 'f0000.png');
  res.push(
    await L.toWebp(await L.sharp(first).toBuffer(), path.join(L.OUT, 'hero-poster.webp'), {
      maxBytes: 58 * 1024,
      quality: 78,
    }),
  );
  res.push(
    await L.toWebp(await L.sharp(first).toBuffer(), path.join(L.OUT, 'hero-poster-640.webp'), {
      maxBytes: 24 * 1024,
      quality: 78,
      resize: [640, 360],
    }),
  );
  return res;
}
module.exports = { run, frameSvg };
if (require.main === module) {
  if (process.argv[2] === 'still') {
    const i = +(process.argv[3] || 0);
    L.sharp(Buffer.from(frameSvg(i)))
      .png()
      .toFile(`/tmp/hero-${i}.png`)
      .then(() => console.log('ok', SIG));
  } else run().then((r) => r.forEach((x) => console.log(path.basename(x.file), x.bytes)));
}
