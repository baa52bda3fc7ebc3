'use strict';
// 14 indicator product images (800x500 WebP, each with 400x250 and 640x400 variants) + neutral placeholder.
const path = require('path');
const L = require('./lib.cjs');
const { C, f1, text, tag, arrow, candle, linePath, smoothPath, bandPath, scale, hGrid, vGrid, niceTicks } = L;

const W = 800,
  H = 500;
const PX0 = 18,
  PX1 = 728,
  AX = 738;

// Build a chart scaffold for n candles in a pane.
function pane(cs, o = {}) {
  const x0 = o.x0 || PX0,
    x1 = o.x1 || PX1,
    y0 = o.y0 || 30,
    y1 = o.y1 || 472;
  const n = o.n || cs.length;
  const step = (x1 - x0) / n;
  const [lo, hi] = o.range || L.extent(cs, o.pad == null ? 0.08 : o.pad);
  const X = (i) => x0 + (i + 0.5) * step;
  const Y = scale(hi, lo, y0, y1);
  const px = Object.assign({ base: 4500, k: 2.5, dec: 2 }, o.px || {});
  const disp = (v) => px.base + (v - 100) * px.k,
    undisp = (t) => 100 + (t - px.base) / px.k;
  const ticks = niceTicks(disp(lo), disp(hi), o.ticks || 6).map(undisp);
  let grid = hGrid(x0, x1, ticks.map(Y), C.grid, 0.7);
  const vstep = o.vstep || 10;
  const xs = [];
  for (let i = vstep; i < n; i += vstep) xs.push(x0 + i * step);
  grid += vGrid(xs, y0, y1, C.grid2, 0.9);
  const axisSkip = (ys = []) =>
    ticks
      .filter((t) => ys.every((yy) => Math.abs(Y(t) - yy) > 14))
      .map((t) => text(AX, Y(t) + 4, disp(t).toFixed(px.dec), { size: 11, fill: C.dim, mono: true }))
      .join('');
  const axis = o.axis === false ? '' : axisSkip(o.skip || []);
  const bw = Math.max(2, step * (o.bodyRatio || 0.6));
  const candles = (opt = {}) =>
    cs.map((c, i) => candle(X(i), bw, c, Y, typeof opt === 'function' ? opt(c, i) : opt)).join('');
  return { x0, x1, y0, y1, n, step, X, Y, lo, hi, ticks, grid, axis, axisSkip, bw, candles, disp };
}
function frame(body, defs = '', glow = C.accent, gx = 0.75, gy = 0.2, op = 0.09) {
  const bg = L.background(W, H, 'g', glow, gx, gy, op);
  return L.svgDoc(W, H, bg.body + body, bg.defs + defs);
}
function symbolLabel(s) {
  return text(PX0 + 4, 20, s, { size: 11, fill: C.dim, weight: 600, ls: 0.3 });
}
function separator(y) {
  return `<line x1="0" x2="${W}" y1="${y}" y2="${y}" stroke="${C.grid}" stroke-width="1.5"/>`;
}
function mix(a, b, t) {
  const p = (h) => [1, 3, 5].map((k) => parseInt(h.slice(k, k + 2), 16));
  const A = p(a),
    B = p(b);
  return (
    '#' +
    A.map((v, i) =>
      Math.round(v + (B[i] - v) * t)
        .toString(16)
        .padStart(2, '0'),
    ).join('')
  );
}
function swingIdx(cs, i, win, hi = true) {
  // best high/low near i
  let best = i;
  for (let k = Math.max(0, i - win); k <= Math.min(cs.length - 1, i + win); k++) {
    if (hi ? cs[k].h > cs[best].h : cs[k].l < cs[best].l) best = k;
  }
  return best;
}

const images = {};

// 1. Orderflow Pulse: aggressive-order bubbles + delta pulse histogram
images['orderflow-pulse'] = () => {
  const r = L.rng(11);
  const cs = L.pathCandles(
    11,
    44,
    [
      [0, 100],
      [10, 95.5],
      [18, 104],
      [26, 100.5],
      [36, 110],
      [43, 108],
    ],
    0.9,
  );
  const P = pane(cs, { y1: 352 });
  let b = P.grid + P.axis + separator(370);
  const bubbles = [];
  cs.forEach((c, i) => {
    const big = [9, 10, 18, 25, 26, 35].includes(i);
    if (!big && r() < 0.45) return;
    const rad = big ? r.range(13, 19) : r.range(3, 9);
    const price = big
      ? i === 18 || i === 35
        ? c.h - (c.h - c.l) * 0.15
        : c.l + (c.h - c.l) * 0.15
      : r.range(c.l, c.h);
    const buy = big ? i === 9 || i === 10 || i === 25 || i === 26 : c.c >= c.o;
    bubbles.push({ x: P.X(i), y: P.Y(price), rad, col: buy ? C.up : C.down, big });
  });
  b += P.candles({ opacity: 0.9 });
  b += bubbles
    .map(
      (q) =>
        `<circle cx="${f1(q.x)}" cy="${f1(q.y)}" r="${f1(q.rad)}" fill="${q.col}" fill-opacity="${q.big ? 0.28 : 0.22}" stroke="${q.col}" stroke-width="${q.big ? 2 : 1.2}"/>` +
        (q.big
          ? `<circle cx="${f1(q.x)}" cy="${f1(q.y)}" r="${f1(q.rad + 6)}" fill="none" stroke="${q.col}" stroke-opacity="0.35" stroke-width="1.2"/>`
          : ''),
    )
    .join('');
  // delta pulse pane
  const d = cs.map(
    (c, i) =>
      (c.c - c.o) * 120 + r.gauss() * 40 + ([9, 10, 25, 26].includes(i) ? 160 : 0) - ([18, 35].includes(i) ? 170 : 0),
  );
  const m = Math.max(...d.map(Math.abs));
  const Yd = scale(m, -m, 384, 470);
  const z = Yd(0);
  b += `<line x1="${PX0}" x2="${PX1}" y1="${f1(z)}" y2="${f1(z)}" stroke="${C.faint}"/>`;
  b += d
    .map(
      (v, i) =>
        `<rect x="${f1(P.X(i) - P.bw / 2)}" y="${f1(Math.min(z, Yd(v)))}" width="${f1(P.bw)}" height="${f1(Math.abs(Yd(v) - z))}" fill="${v >= 0 ? C.up : C.down}" fill-opacity="0.8" rx="1"/>`,
    )
    .join('');
  const sm = L.ema(d, 4);
  b += `<path d="${smoothPath(sm.map((v, i) => [P.X(i), Yd(v)]))}" fill="none" stroke="${C.accent}" stroke-width="2"/>`;
  b += text(AX, 400, 'Δ', { size: 13, fill: C.accent, weight: 700 });
  b += symbolLabel('ES · 1m · tick flow');
  return frame(b);
};

// 2. Volume Profile Pro: session profile with value area, POC, VAH/VAL
images['volume-profile-pro'] = () => {
  const cs = L.pathCandles(
    22,
    60,
    [
      [0, 100],
      [12, 104],
      [22, 99.5],
      [34, 103.5],
      [44, 100.5],
      [52, 102],
      [59, 108],
    ],
    0.7,
  );
  const P = pane(cs, { px: { base: 15600, k: 12 } });
  const nb = 40;
  const bins = new Array(nb).fill(0);
  const bh = (P.hi - P.lo) / nb;
  cs.forEach((c) => {
    for (let k = 0; k < nb; k++) {
      const p = P.lo + (k + 0.5) * bh;
      if (p < c.l || p > c.h) continue;
      const mid = (c.o + c.c) / 2;
      bins[k] += c.v * Math.exp(-(((p - mid) / ((c.h - c.l) * 0.45 + 0.01)) ** 2));
    }
  });
  const poc = bins.indexOf(Math.max(...bins));
  const total = bins.reduce((a, v) => a + v, 0);
  let acc = bins[poc],
    lo = poc,
    hi = poc;
  while (acc < total * 0.7) {
    const up = hi + 1 < nb ? bins[hi + 1] : -1,
      dn = lo - 1 >= 0 ? bins[lo - 1] : -1;
    if (up >= dn) {
      hi++;
      acc += up;
    } else {
      lo--;
      acc += dn;
    }
  }
  const maxW = 250,
    mx = bins[poc];
  let b = P.grid + P.axis;
  b += bins
    .map((v, k) => {
      const y = P.Y(P.lo + (k + 1) * bh),
        hgt = Math.abs(P.Y(P.lo) - P.Y(P.lo + bh)) - 1.5;
      const col = k === poc ? C.amber : k >= lo && k <= hi ? C.accent : C.dim;
      const op = k === poc ? 0.75 : k >= lo && k <= hi ? 0.38 : 0.28;
      return `<rect x="${PX0}" y="${f1(y)}" width="${f1((v / mx) * maxW)}" height="${f1(hgt)}" fill="${col}" fill-opacity="${op}"/>`;
    })
    .join('');
  const yP = P.Y(P.lo + (poc + 0.5) * bh),
    yH = P.Y(P.lo + (hi + 1) * bh),
    yL = P.Y(P.lo + lo * bh);
  b += `<rect x="${PX0}" y="${f1(yH)}" width="${PX1 - PX0}" height="${f1(yL - yH)}" fill="${C.accent}" fill-opacity="0.05"/>`;
  b += P.candles();
  b += `<line x1="${PX0}" x2="${PX1}" y1="${f1(yP)}" y2="${f1(yP)}" stroke="${C.amber}" stroke-width="2"/>`;
  b += [yH, yL]
    .map(
      (y) =>
        `<line x1="${PX0}" x2="${PX1}" y1="${f1(y)}" y2="${f1(y)}" stroke="${C.accent}" stroke-width="1.5" stroke-dasharray="6 4"/>`,
    )
    .join('');
  b += tag(PX1 - 4, yH - 11, 'VAH', { anchor: 'end', fill: C.accent, size: 10 });
  b += tag(PX1 - 4, yP - 11, 'POC', { anchor: 'end', fill: C.amber, size: 10 });
  b += tag(PX1 - 4, yL + 11, 'VAL', { anchor: 'end', fill: C.accent, size: 10 });
  b += symbolLabel('NQ · 5m · session profile');
  return frame(b, '', C.amber, 0.2, 0.5, 0.07);
};

// 3. Trend Sentinel: trend ribbon, state-coloured candles, flip markers, MTF dashboard
images['trend-sentinel'] = () => {
  const cs = L.pathCandles(
    33,
    56,
    [
      [0, 100],
      [18, 112],
      [22, 110.5],
      [36, 98],
      [42, 99.5],
      [55, 110],
    ],
    0.8,
  );
  const P = pane(cs, { y0: 58, px: { base: 72, k: 0.12 } });
  const cl = cs.map((c) => c.c);
  const fast = L.ema(cl, 6),
    slow = L.ema(cl, 18);
  let b = P.grid + P.axis;
  for (let i = 1; i < cs.length; i++) {
    const up = fast[i] >= slow[i];
    const col = up ? C.up : C.down;
    const poly = [
      [P.X(i - 1), P.Y(fast[i - 1])],
      [P.X(i), P.Y(fast[i])],
      [P.X(i), P.Y(slow[i])],
      [P.X(i - 1), P.Y(slow[i - 1])],
    ];
    b += `<path d="${linePath(poly)}Z" fill="${col}" fill-opacity="0.22"/>`;
  }
  b += `<path d="${smoothPath(fast.map((v, i) => [P.X(i), P.Y(v)]))}" fill="none" stroke="${C.white}" stroke-opacity="0.7" stroke-width="1.5"/>`;
  b += `<path d="${smoothPath(slow.map((v, i) => [P.X(i), P.Y(v)]))}" fill="none" stroke="${C.accent}" stroke-width="2.2"/>`;
  b += P.candles((c, i) => ({
    color: fast[i] >= slow[i] ? C.up : C.down,
    hollow: false,
    opacity: c.c >= c.o === fast[i] >= slow[i] ? 1 : 0.45,
  }));
  for (let i = 2; i < cs.length; i++) {
    const a = fast[i - 1] >= slow[i - 1],
      bb = fast[i] >= slow[i];
    if (a !== bb) {
      const x = P.X(i),
        y = bb ? P.Y(cs[i].l) + 16 : P.Y(cs[i].h) - 16,
        col = bb ? C.up : C.down;
      b += `<path d="M${f1(x)} ${f1(y - 7)}L${f1(x + 7)} ${f1(y)}L${f1(x)} ${f1(y + 7)}L${f1(x - 7)} ${f1(y)}Z" fill="${col}" stroke="${C.bg}" stroke-width="1.5"/>`;
    }
  }
  // MTF dashboard
  const tfs = [
    ['1m', C.up],
    ['5m', C.up],
    ['15m', C.up],
    ['1h', C.down],
  ];
  let dx = 470;
  b += `<rect x="${dx - 10}" y="12" width="262" height="30" rx="6" fill="${C.panel}" stroke="${C.grid}"/>`;
  tfs.forEach(([s, col], k) => {
    const x = dx + k * 62;
    b +=
      `<rect x="${x}" y="19" width="16" height="16" rx="3" fill="${col}"/>` +
      text(x + 22, 32, s, { size: 11, fill: C.white, weight: 600 });
  });
  b += symbolLabel('CL · 3m · trend state');
  return frame(b, '', C.up, 0.3, 0.2, 0.06);
};

// 4. Delta Divergence: price higher high vs delta lower high
images['delta-divergence'] = () => {
  const r = L.rng(44);
  const cs = L.pathCandles(
    44,
    50,
    [
      [0, 100],
      [12, 106],
      [20, 102],
      [30, 108.5],
      [38, 104],
      [49, 99],
    ],
    0.75,
  );
  const P = pane(cs, { y1: 300 });
  const dw = [
    [0, -10],
    [12, 85],
    [20, 5],
    [30, 42],
    [38, -35],
    [49, -70],
  ];
  const tgt = (i) => {
    for (let k = 0; k < dw.length - 1; k++) {
      const [a, pa] = dw[k],
        [bb, pb] = dw[k + 1];
      if (i >= a && i <= bb) return pa + ((pb - pa) * (i - a)) / (bb - a);
    }
    return 0;
  };
  const d = cs.map((c, i) => tgt(i) + r.gauss() * 9);
  const m = Math.max(...d.map(Math.abs)) * 1.1;
  const Yd = scale(m, -m, 330, 470);
  const z = Yd(0);
  let b = P.grid + P.axis + separator(316);
  b += `<line x1="${PX0}" x2="${PX1}" y1="${f1(z)}" y2="${f1(z)}" stroke="${C.faint}"/>`;
  b += d
    .map(
      (v, i) =>
        `<rect x="${f1(P.X(i) - P.bw / 2)}" y="${f1(Math.min(z, Yd(v)))}" width="${f1(P.bw)}" height="${f1(Math.abs(Yd(v) - z))}" fill="${v >= 0 ? C.up : C.down}" fill-opacity="0.35" rx="1"/>`,
    )
    .join('');
  b += `<path d="${smoothPath(d.map((v, i) => [P.X(i), Yd(v)]))}" fill="none" stroke="${C.violet}" stroke-width="2"/>`;
  b += P.candles();
  const h1 = swingIdx(cs, 12, 3),
    h2 = swingIdx(cs, 30, 3);
  let d1 = 12,
    d2 = 30;
  for (let k = 9; k <= 15; k++) if (d[k] > d[d1]) d1 = k;
  for (let k = 27; k <= 33; k++) if (d[k] > d[d2]) d2 = k;
  const line = (x1, y1, x2, y2) =>
    `<line x1="${f1(x1)}" y1="${f1(y1)}" x2="${f1(x2)}" y2="${f1(y2)}" stroke="${C.violet}" stroke-width="2.5" stroke-linecap="round"/>`;
  b += line(P.X(h1), P.Y(cs[h1].h) - 6, P.X(h2), P.Y(cs[h2].h) - 6);
  b += line(P.X(d1), Yd(d[d1]) - 6, P.X(d2), Yd(d[d2]) - 6);
  [
    [P.X(h1), P.Y(cs[h1].h) - 6],
    [P.X(h2), P.Y(cs[h2].h) - 6],
    [P.X(d1), Yd(d[d1]) - 6],
    [P.X(d2), Yd(d[d2]) - 6],
  ].forEach(([x, y]) => {
    b += `<circle cx="${f1(x)}" cy="${f1(y)}" r="4.5" fill="${C.bg}" stroke="${C.violet}" stroke-width="2"/>`;
  });
  b += `<line x1="${f1(P.X(h2))}" x2="${f1(P.X(h2))}" y1="${f1(P.Y(cs[h2].h) + 4)}" y2="${f1(Yd(d[d2]) - 12)}" stroke="${C.violet}" stroke-opacity="0.35" stroke-dasharray="3 4"/>`;
  b += arrow(P.X(h2 + 1), P.Y(cs[h2 + 1].h) - 8, -1, C.down, 1.2);
  b += tag(P.X(h2) - 16, P.Y(cs[h2].h) - 22, 'Bearish div', { fill: C.violet, size: 10, anchor: 'end' });
  b += text(AX, 345, 'Delta', { size: 11, fill: C.violet, weight: 600 });
  b += symbolLabel('ES · 2m · delta oscillator');
  return frame(b, '', C.violet, 0.45, 0.2, 0.09);
};

// 5. VWAP Bands Plus: session VWAP with 1/2/3 sigma bands
images['vwap-bands-plus'] = () => {
  const cs = L.pathCandles(
    55,
    64,
    [
      [0, 98.5],
      [6, 99.5],
      [15, 103],
      [25, 101],
      [40, 106],
      [50, 104.5],
      [63, 108],
    ],
    0.7,
  );
  const s0 = 6;
  let pv = 0,
    vv = 0,
    p2 = 0;
  const vw = [],
    sd = [];
  cs.forEach((c, i) => {
    if (i < s0) {
      vw.push(null);
      sd.push(null);
      return;
    }
    const tp = (c.h + c.l + c.c) / 3;
    pv += tp * c.v;
    vv += c.v;
    p2 += tp * tp * c.v;
    const m = pv / vv;
    vw.push(m);
    sd.push(Math.max(0.35, Math.sqrt(Math.max(0, p2 / vv - m * m))));
  });
  const allv = [];
  cs.forEach((c, i) => {
    allv.push(c.h, c.l);
    if (vw[i] != null) allv.push(vw[i] + 3 * sd[i], vw[i] - 3 * sd[i]);
  });
  const lo = Math.min(...allv),
    hi = Math.max(...allv),
    pd = (hi - lo) * 0.04;
  const P = pane(cs, { range: [lo - pd, hi + pd] });
  const lastI = cs.length - 1;
  let b = P.grid + P.axisSkip([3, 2, 1, 0, -1, -2].map((k) => P.Y(vw[lastI] + k * sd[lastI])));
  const idx = cs.map((_, i) => i).filter((i) => i >= s0);
  const pts = (k) => idx.map((i) => [P.X(i), P.Y(vw[i] + k * sd[i])]);
  const fills = [
    [3, 2, 0.07],
    [2, 1, 0.11],
    [1, -1, 0.15],
    [-1, -2, 0.11],
    [-2, -3, 0.07],
  ];
  fills.forEach(([a, bb, op]) => {
    b += `<path d="${bandPath(pts(a), pts(bb))}" fill="${C.amber}" fill-opacity="${op}"/>`;
  });
  [3, 2, 1, -1, -2, -3].forEach((k) => {
    b += `<path d="${linePath(pts(k))}" fill="none" stroke="${C.amber}" stroke-opacity="${0.25 + 0.12 * (4 - Math.abs(k))}" stroke-width="1.2"/>`;
  });
  b += `<line x1="${f1(P.x0 + s0 * P.step)}" x2="${f1(P.x0 + s0 * P.step)}" y1="30" y2="472" stroke="${C.dim}" stroke-dasharray="4 4"/>`;
  b += `<rect x="${PX0}" y="30" width="${f1(s0 * P.step)}" height="442" fill="${C.bg}" fill-opacity="0.45"/>`;
  b += P.candles((c, i) => ({ opacity: i < s0 ? 0.35 : 1 }));
  b += `<path d="${linePath(pts(0))}" fill="none" stroke="${C.amber}" stroke-width="2.6"/>`;
  const last = cs.length - 1;
  [
    [3, '+3σ'],
    [2, '+2σ'],
    [1, '+1σ'],
    [0, 'VWAP'],
    [-1, '−1σ'],
    [-2, '−2σ'],
  ].forEach(([k, s]) => {
    b += tag(PX1 + 6, P.Y(vw[last] + k * sd[last]), s, {
      fill: k === 0 ? C.amber : C.panel,
      textColor: k === 0 ? C.bg : C.amber,
      size: 10,
      stroke: k === 0 ? null : C.amber,
    });
  });
  b += symbolLabel('ES · 5m · RTH anchored');
  return frame(b, '', C.amber, 0.6, 0.3, 0.08);
};

// 6. Market Structure Mapper: swings, HH/HL/LH/LL, BOS and CHoCH
images['market-structure-mapper'] = () => {
  const wp = [
    [0, 100],
    [6, 104],
    [10, 101.5],
    [17, 107],
    [22, 104],
    [29, 110],
    [34, 107.5],
    [39, 109],
    [45, 103],
    [50, 105.5],
    [59, 99.5],
  ];
  const cs = L.pathCandles(66, 60, wp, 0.55);
  const P = pane(cs, { px: { base: 15600, k: 12 } });
  let b = P.grid + P.axis;
  const sw = wp.slice(1, -1).map(([i], k) => {
    const hiSw = k % 2 === 0;
    const j = swingIdx(cs, i, 2, hiSw);
    return { i: j, hi: hiSw, p: hiSw ? cs[j].h : cs[j].l };
  });
  const first = { i: 0, hi: false, p: cs[0].l },
    lastP = { i: 59, hi: false, p: cs[59].l };
  const zz = [first, ...sw, lastP];
  b += P.candles({ opacity: 0.7 });
  b += `<path d="${linePath(zz.map((s) => [P.X(s.i), P.Y(s.p)]))}" fill="none" stroke="${C.white}" stroke-opacity="0.85" stroke-width="2" stroke-linejoin="round"/>`;
  const labels = ['HH', 'HL', 'HH', 'HL', 'HH', 'HL', 'LH', 'LL', 'LH'];
  sw.forEach((s, k) => {
    const lab = labels[k];
    const col = lab[0] === 'H' && lab !== 'LH' ? C.up : C.down;
    const good = lab === 'HH' || lab === 'HL';
    const c2 = good ? C.up : C.down;
    const y = P.Y(s.p) + (s.hi ? -14 : 22);
    b += `<circle cx="${f1(P.X(s.i))}" cy="${f1(P.Y(s.p))}" r="4" fill="${c2}" stroke="${C.bg}" stroke-width="1.5"/>`;
    b += text(P.X(s.i), y, lab, { size: 12, fill: c2, weight: 700, anchor: 'middle' });
    void col;
  });
  // BOS: break of swing high sw[2] (i~17) by later candles; CHoCH: break of HL sw[5] (i~34)
  const bos = (s, col, label, dir) => {
    let j = s.i + 1;
    while (j < cs.length && (dir > 0 ? cs[j].c <= s.p : cs[j].c >= s.p)) j++;
    const y = P.Y(s.p);
    return (
      `<line x1="${f1(P.X(s.i))}" x2="${f1(P.X(j))}" y1="${f1(y)}" y2="${f1(y)}" stroke="${col}" stroke-width="1.6" stroke-dasharray="6 4"/>` +
      text((P.X(s.i) + P.X(j)) / 2, y + (dir > 0 ? -6 : 15), label, {
        size: 11,
        fill: col,
        weight: 700,
        anchor: 'middle',
      })
    );
  };
  b +=
    bos(sw[0], C.accent, 'BOS', 1) +
    bos(sw[2], C.accent, 'BOS', 1) +
    bos(sw[5], C.pink, 'CHoCH', -1) +
    bos(sw[7], C.pink, 'BOS', -1);
  b += symbolLabel('NQ · 15m · structure');
  return frame(b, '', C.accent, 0.5, 0.1, 0.08);
};

// 7. Liquidity Sweep Detector: equal highs, sweep wick, reversal
images['liquidity-sweep-detector'] = () => {
  const cs = L.pathCandles(
    77,
    52,
    [
      [0, 101],
      [8, 104.5],
      [12, 105.4],
      [16, 102],
      [20, 105.4],
      [24, 102.2],
      [28, 105.3],
      [33, 104],
      [36, 105.2],
      [44, 100],
      [51, 98.5],
    ],
    0.5,
  );
  const lvl = 106.0,
    lvlL = 101.1;
  [12, 20, 28].forEach((i) => {
    cs[i].h = lvl - 0.04 * (i % 3);
    if (Math.max(cs[i].o, cs[i].c) > cs[i].h - 0.3) {
      cs[i].c = Math.min(cs[i].c, cs[i].h - 0.4);
      cs[i].o = Math.min(cs[i].o, cs[i].h - 0.35);
    }
  });
  cs.forEach((c, i) => {
    if (i !== 12 && i !== 20 && i !== 28 && i < 36 && c.h > lvl - 0.1) {
      c.h = lvl - 0.25;
      c.c = Math.min(c.c, c.h - 0.05);
      c.o = Math.min(c.o, c.h - 0.05);
    }
  });
  const s = cs[36];
  s.o = 105.1;
  s.h = 107.6;
  s.c = 104.6;
  s.l = 104.3;
  cs[37].o = 104.6;
  [16, 24].forEach((i) => {
    cs[i].l = lvlL;
  });
  cs.forEach((c, i) => {
    if (i < 40 && ![16, 24].includes(i) && c.l < lvlL + 0.1) {
      c.l = lvlL + 0.3;
      c.o = Math.max(c.o, c.l + 0.05);
      c.c = Math.max(c.c, c.l + 0.05);
    }
  });
  const P = pane(cs, { range: [97, 109] });
  let b = P.grid + P.axis;
  const y = P.Y(lvl);
  b += `<defs><linearGradient id="liq" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="${C.amber}" stop-opacity="0.28"/><stop offset="1" stop-color="${C.amber}" stop-opacity="0"/></linearGradient></defs>`;
  b += `<rect x="${f1(P.X(12))}" y="${f1(y - 44)}" width="${f1(P.X(36) - P.X(12))}" height="44" fill="url(#liq)"/>`;
  b += `<line x1="${f1(P.X(12))}" x2="${f1(P.X(37))}" y1="${f1(y)}" y2="${f1(y)}" stroke="${C.amber}" stroke-width="2" stroke-dasharray="7 4"/>`;
  b += `<line x1="${f1(P.X(16))}" x2="${PX1}" y1="${f1(P.Y(lvlL))}" y2="${f1(P.Y(lvlL))}" stroke="${C.pink}" stroke-width="2" stroke-dasharray="7 4"/>`;
  b += P.candles();
  [12, 20, 28].forEach((i) => {
    b += `<circle cx="${f1(P.X(i))}" cy="${f1(y)}" r="3.5" fill="${C.amber}"/>`;
  });
  [16, 24].forEach((i) => {
    b += `<circle cx="${f1(P.X(i))}" cy="${f1(P.Y(lvlL))}" r="3.5" fill="${C.pink}"/>`;
  });
  const sx = P.X(36),
    sy = P.Y(s.h);
  b += `<circle cx="${f1(sx)}" cy="${f1(sy + 10)}" r="17" fill="${C.amber}" fill-opacity="0.12" stroke="${C.amber}" stroke-width="2"/>`;
  b += arrow(P.X(37), P.Y(cs[37].h) - 10, -1, C.down, 1.3);
  b += tag(sx + 24, sy - 6, 'Sweep', { fill: C.amber, size: 11 });
  b += tag(P.X(12) - 4, y - 14, 'BSL', { fill: C.panel, textColor: C.amber, stroke: C.amber, size: 10 });
  b += tag(PX1 - 4, P.Y(lvlL) + 14, 'SSL', {
    anchor: 'end',
    fill: C.panel,
    textColor: C.pink,
    stroke: C.pink,
    size: 10,
  });
  b += symbolLabel('ES · 5m · liquidity pools');
  return frame(b, '', C.amber, 0.5, 0.25, 0.08);
};

// 8. Momentum Heatmap: multi-length momentum heat rows under price
images['momentum-heatmap'] = () => {
  const cs = L.pathCandles(
    88,
    60,
    [
      [0, 100],
      [12, 106],
      [24, 101],
      [38, 109],
      [48, 104],
      [59, 107.5],
    ],
    0.7,
  );
  const P = pane(cs, { y1: 268, ticks: 4, px: { base: 2010, k: 1.5 } });
  let b = P.grid + P.axis + separator(284);
  b += P.candles();
  const cl = cs.map((c) => c.c);
  const rows = 12;
  const y0 = 298,
    y1 = 472;
  const rh = (y1 - y0) / rows;
  const at = L.atr(cs, 14);
  for (let rr = 0; rr < rows; rr++) {
    const len = 2 + rr * 2;
    for (let i = 0; i < cs.length; i++) {
      const j = Math.max(0, i - len);
      const mom = (cl[i] - cl[j]) / (at[i] * Math.sqrt(len) * 0.9);
      const t = Math.tanh(mom);
      const col =
        t >= 0 ? mix('#16233a', '#22c55e', Math.min(1, t * 1.15)) : mix('#16233a', '#ef4444', Math.min(1, -t * 1.15));
      const col2 = Math.abs(t) > 0.85 ? (t > 0 ? '#86efac' : '#fca5a5') : col;
      b += `<rect x="${f1(P.x0 + i * P.step + 0.5)}" y="${f1(y0 + rr * rh + 0.5)}" width="${f1(P.step - 1)}" height="${f1(rh - 1)}" fill="${col2}"/>`;
    }
  }
  ['fast', 'slow'].forEach((s, k) => {
    b += text(AX, k ? y1 - 4 : y0 + 10, s, { size: 10, fill: C.dim });
  });
  b += `<path d="M${AX + 8} ${y0 + 20}L${AX + 8} ${y1 - 18}" stroke="${C.dim}" stroke-width="1.2"/><path d="M${AX + 4} ${y1 - 24}L${AX + 8} ${y1 - 17}L${AX + 12} ${y1 - 24}" fill="none" stroke="${C.dim}" stroke-width="1.2"/>`;
  b += symbolLabel('RTY · 5m · momentum 2–24');
  return frame(b, '', C.up, 0.3, 0.9, 0.07);
};

// 9. Session Range Breakout: Asia box, breakout, targets and stop
images['session-range-breakout'] = () => {
  const cs = L.pathCandles(
    99,
    60,
    [
      [0, 99],
      [4, 101.5],
      [8, 103],
      [12, 100.3],
      [16, 102.8],
      [20, 100.5],
      [24, 102.4],
      [27, 103.6],
      [34, 105.5],
      [38, 104.8],
      [46, 108],
      [52, 107.2],
      [59, 109.4],
    ],
    0.45,
  );
  const a = 4,
    e = 24;
  let hi = -Infinity,
    lo = Infinity;
  for (let i = a; i <= e; i++) {
    hi = Math.max(hi, cs[i].h);
    lo = Math.min(lo, cs[i].l);
  }
  const P = pane(cs, {
    range: [Math.min(lo, ...cs.map((c) => c.l)) - 1.2, Math.max(...cs.map((c) => c.h)) + 1.4],
    px: { base: 1.085, k: 0.0006, dec: 4 },
  });
  const rng = hi - lo;
  const t1 = hi + rng,
    t2 = hi + 2 * rng;
  let b = P.grid + P.axis;
  const bx0 = P.x0 + a * P.step,
    bx1 = P.x0 + (e + 1) * P.step;
  b += `<rect x="${f1(bx0)}" y="${f1(P.Y(hi))}" width="${f1(bx1 - bx0)}" height="${f1(P.Y(lo) - P.Y(hi))}" fill="${C.accent}" fill-opacity="0.09" stroke="${C.accent}" stroke-width="1.6" rx="3"/>`;
  b += [hi, lo]
    .map(
      (v) =>
        `<line x1="${f1(bx1)}" x2="${PX1}" y1="${f1(P.Y(v))}" y2="${f1(P.Y(v))}" stroke="${C.accent}" stroke-opacity="0.6" stroke-dasharray="2 4" stroke-width="1.5"/>`,
    )
    .join('');
  b += [
    [t1, 'T1'],
    [t2, 'T2'],
  ]
    .map(
      ([v, s]) =>
        `<line x1="${f1(bx1)}" x2="${PX1}" y1="${f1(P.Y(v))}" y2="${f1(P.Y(v))}" stroke="${C.up}" stroke-width="1.5" stroke-dasharray="8 4"/>` +
        tag(PX1 - 4, P.Y(v) - 11, s, { anchor: 'end', fill: C.up, size: 10 }),
    )
    .join('');
  const sl = (hi + lo) / 2;
  b +=
    `<line x1="${f1(bx1)}" x2="${PX1}" y1="${f1(P.Y(sl))}" y2="${f1(P.Y(sl))}" stroke="${C.down}" stroke-width="1.5" stroke-dasharray="8 4"/>` +
    tag(PX1 - 4, P.Y(sl) + 11, 'SL', { anchor: 'end', fill: C.down, size: 10 });
  b += vGrid([bx0, bx1], 30, 472, C.dim, 0.5);
  b += text(bx0 + 8, P.Y(hi) + 16, 'ASIA', { size: 11, fill: C.accent, weight: 700, ls: 1 });
  b += text(bx1 + 8, 46, 'LONDON', { size: 11, fill: C.dim, weight: 700, ls: 1 });
  b += P.candles((c, i) => ({ opacity: i < a ? 0.4 : 1 }));
  let k = e + 1;
  while (k < cs.length && cs[k].c <= hi) k++;
  if (k < cs.length) {
    b += arrow(P.X(k), P.Y(cs[k].l) + 10, 1, C.up, 1.3);
    b += `<circle cx="${f1(P.X(k))}" cy="${f1(P.Y(hi))}" r="6" fill="none" stroke="${C.up}" stroke-width="2"/>`;
  }
  b += symbolLabel('6E · 15m · session box');
  return frame(b, '', C.accent, 0.25, 0.55, 0.08);
};

// 10. Cumulative Delta Bars: price above, cumulative-delta candles below
images['cumulative-delta-bars'] = () => {
  const r = L.rng(111);
  const cs = L.pathCandles(
    111,
    48,
    [
      [0, 100],
      [15, 104.5],
      [25, 102],
      [34, 106],
      [40, 105],
      [47, 109],
    ],
    0.7,
  );
  const P = pane(cs, { y1: 292, ticks: 4 });
  let b = P.grid + P.axis + separator(308);
  b += P.candles();
  let cd = 0;
  const bars = cs.map((c) => {
    const d = (c.c - c.o) * 300 + r.gauss() * 90;
    const o = cd;
    cd += d;
    const h = Math.max(o, cd) + Math.abs(r.gauss()) * 60,
      l = Math.min(o, cd) - Math.abs(r.gauss()) * 60;
    return { o, c: cd, h, l };
  });
  const lo = Math.min(0, ...bars.map((q) => q.l)),
    hi = Math.max(...bars.map((q) => q.h));
  const pd = (hi - lo) * 0.08;
  const Yd = scale(hi + pd, lo - pd, 322, 472);
  b += `<line x1="${PX0}" x2="${PX1}" y1="${f1(Yd(0))}" y2="${f1(Yd(0))}" stroke="${C.dim}" stroke-dasharray="4 4"/>`;
  b += hGrid(PX0, PX1, niceTicks(lo, hi, 3).map(Yd), C.grid, 0.5);
  b += bars.map((q, i) => candle(P.X(i), P.bw, q, Yd, { color: q.c >= q.o ? C.teal : C.pink })).join('');
  const e = L.ema(
    bars.map((q) => q.c),
    8,
  );
  b += `<path d="${smoothPath(e.map((v, i) => [P.X(i), Yd(v)]))}" fill="none" stroke="${C.amber}" stroke-width="1.8" stroke-opacity="0.9"/>`;
  niceTicks(lo, hi, 3).forEach((t) => {
    b += text(AX, Yd(t) + 4, (t >= 0 ? '+' : '') + Math.round(t / 100) / 10 + 'k', {
      size: 10,
      fill: C.dim,
      mono: true,
    });
  });
  b += text(PX0 + 4, 338, 'CVD', { size: 11, fill: C.teal, weight: 700 });
  b += symbolLabel('ES · 3m · cumulative delta');
  return frame(b, '', C.teal, 0.5, 0.85, 0.08);
};

// 11. Smart ATR Stops: trailing stop that flips
images['smart-atr-stops'] = () => {
  const cs = L.pathCandles(
    122,
    60,
    [
      [0, 100],
      [20, 110],
      [26, 107.5],
      [34, 100.5],
      [40, 102.5],
      [44, 100],
      [59, 110.5],
    ],
    0.7,
  );
  const at = L.atr(cs, 10);
  const mult = 2.2;
  let dir = 1,
    stop = cs[0].c - mult * at[0];
  const st = [],
    flips = [];
  cs.forEach((c, i) => {
    if (i > 0) {
      if (dir > 0) {
        if (c.c < stop) {
          dir = -1;
          stop = c.c + mult * at[i];
          flips.push(i);
        } else stop = Math.max(stop, c.c - mult * at[i]);
      } else {
        if (c.c > stop) {
          dir = 1;
          stop = c.c - mult * at[i];
          flips.push(i);
        } else stop = Math.min(stop, c.c + mult * at[i]);
      }
    }
    st.push({ v: stop, d: dir });
  });
  const all = [...cs.map((c) => c.h), ...cs.map((c) => c.l), ...st.map((q) => q.v)];
  const lo = Math.min(...all),
    hi = Math.max(...all),
    pd = (hi - lo) * 0.06;
  const P = pane(cs, { range: [lo - pd, hi + pd], px: { base: 15600, k: 12 } });
  let b = P.grid + P.axisSkip([P.Y(st[st.length - 1].v)]);
  for (let i = 0; i < cs.length; i++) {
    const q = st[i];
    const col = q.d > 0 ? C.up : C.down;
    const x0 = P.X(i) - P.step / 2,
      x1 = P.X(i) + P.step / 2;
    b += `<rect x="${f1(x0)}" y="${f1(Math.min(P.Y(q.v), P.Y(cs[i].c)))}" width="${f1(P.step)}" height="${f1(Math.abs(P.Y(q.v) - P.Y(cs[i].c)))}" fill="${col}" fill-opacity="0.07"/>`;
    b += `<line x1="${f1(x0)}" x2="${f1(x1)}" y1="${f1(P.Y(q.v))}" y2="${f1(P.Y(q.v))}" stroke="${q.d > 0 ? C.orange : C.pink}" stroke-width="2.4"/>`;
    if (i > 0 && st[i - 1].d === q.d)
      b += `<line x1="${f1(x0)}" x2="${f1(x0)}" y1="${f1(P.Y(st[i - 1].v))}" y2="${f1(P.Y(q.v))}" stroke="${q.d > 0 ? C.orange : C.pink}" stroke-width="2.4"/>`;
  }
  b += P.candles();
  flips.forEach((i) => {
    const d = st[i].d;
    const x = P.X(i);
    b += d > 0 ? arrow(x, P.Y(cs[i].l) + 8, 1, C.up, 1.2) : arrow(x, P.Y(cs[i].h) - 8, -1, C.down, 1.2);
    b += `<circle cx="${f1(x)}" cy="${f1(P.Y(st[i].v))}" r="5" fill="${C.bg}" stroke="${d > 0 ? C.orange : C.pink}" stroke-width="2"/>`;
  });
  const last = st[st.length - 1];
  b += tag(PX1 + 6, P.Y(last.v), 'STOP', { fill: C.orange, size: 10 });
  b += symbolLabel('NQ · 5m · ATR ×2.2 trail');
  return frame(b, '', C.orange, 0.7, 0.3, 0.07);
};

// 12. Imbalance Scanner: zoomed footprint with diagonal imbalances and stacked zones
images['imbalance-scanner'] = () => {
  const r = L.rng(133);
  const n = 8,
    tick = 0.25,
    rowH = 18,
    yTop = 32,
    rows = 24,
    base = 4521.0;
  const x0 = PX0,
    cw = (PX1 - 64 - x0) / n;
  const yOf = (row) => yTop + (rows - 1 - row) * rowH; // top y of a row; row 0 at the bottom
  const centers = [10, 8, 7, 9, 12, 14, 16, 15],
    spans = [8, 9, 7, 8, 9, 10, 8, 7],
    ups = [false, false, true, true, true, true, true, false];
  const cols = centers.map((cen, i) => {
    const span = spans[i],
      start = cen - Math.floor(span / 2);
    const up = ups[i];
    const levels = [];
    for (let k = 0; k < span; k++) {
      const mid = (k - (span - 1) / 2) / span;
      const v = Math.round((1 - mid * mid * 2.6) * r.range(90, 360)) + 8;
      const tilt = up ? 1.35 : 0.75;
      levels.push({
        bid: Math.max(3, Math.round((v * r.range(0.7, 1.15)) / tilt)),
        ask: Math.max(3, Math.round(v * r.range(0.7, 1.15) * tilt)),
      });
    }
    return { start, levels, up };
  });
  const force = (ci, k0, cnt, sgn) => {
    const L2 = cols[ci].levels;
    for (let k = k0; k < k0 + cnt; k++) {
      if (sgn > 0) L2[k].ask = Math.max(L2[k].ask, L2[k - 1].bid * 3 + r.int(20, 90));
      else L2[k].bid = Math.max(L2[k].bid, L2[k + 1].ask * 3 + r.int(20, 90));
    }
  };
  force(5, 3, 3, 1);
  force(1, 2, 3, -1);
  let b = '';
  for (let k = 0; k < rows; k += 2)
    b += `<rect x="${x0}" y="${f1(yOf(k))}" width="${PX1 - x0}" height="${rowH}" fill="#ffffff" fill-opacity="0.02"/>`;
  for (let k = 1; k < rows; k += 4)
    b += text(AX, yOf(k) + 13, (base + k * tick).toFixed(2), { size: 11, fill: C.dim, mono: true });
  b += vGrid(
    Array.from({ length: n }, (_, i) => x0 + (i + 1) * cw),
    28,
    472,
    C.grid,
    1,
  );
  const zones = [];
  let prevClose = null;
  cols.forEach((col, i) => {
    const cx = x0 + i * cw;
    const L2 = col.levels;
    const top = col.start + L2.length - 1;
    const oRow = prevClose == null ? col.start + 2 : Math.max(col.start, Math.min(top, prevClose));
    const cRow = col.up ? top - 1 : col.start + 1;
    prevClose = cRow;
    const poc = L2.reduce((bi, q, k) => (q.bid + q.ask > L2[bi].bid + L2[bi].ask ? k : bi), 0);
    const cc = col.up ? C.up : C.down;
    b += `<line x1="${f1(cx + 8)}" x2="${f1(cx + 8)}" y1="${f1(yOf(top) + 2)}" y2="${f1(yOf(col.start) + rowH - 2)}" stroke="${cc}" stroke-width="1.5"/>`;
    b += `<rect x="${f1(cx + 5)}" y="${f1(yOf(Math.max(oRow, cRow)) + 1)}" width="6" height="${f1((Math.abs(oRow - cRow) + 1) * rowH - 2)}" fill="${cc}" rx="1"/>`;
    const cl = cx + 16,
      cwid = cw - 20,
      mx = cl + cwid / 2;
    L2.forEach((q, k) => {
      const y = yOf(col.start + k);
      const below = L2[k - 1],
        above = L2[k + 1];
      const buyImb = !!below && q.ask >= below.bid * 3 && q.ask > 40;
      const sellImb = !!above && q.bid >= above.ask * 3 && q.bid > 40;
      const dlt = q.ask - q.bid;
      const tt = Math.min(1, Math.abs(dlt) / 250);
      b += `<rect x="${f1(cl)}" y="${f1(y + 1)}" width="${f1(cwid)}" height="${f1(rowH - 2)}" rx="2" fill="${dlt >= 0 ? C.up : C.down}" fill-opacity="${f1(0.05 + tt * 0.2)}"/>`;
      if (k === poc)
        b += `<rect x="${f1(cl)}" y="${f1(y + 1)}" width="${f1(cwid)}" height="${f1(rowH - 2)}" rx="2" fill="none" stroke="${C.amber}" stroke-width="1.5"/>`;
      if (buyImb)
        b += `<rect x="${f1(mx + 3)}" y="${f1(y + 2)}" width="${f1(cwid / 2 - 4)}" height="${f1(rowH - 4)}" rx="2" fill="${C.up}" fill-opacity="0.35" stroke="${C.up}" stroke-width="1.2"/>`;
      if (sellImb)
        b += `<rect x="${f1(cl + 1)}" y="${f1(y + 2)}" width="${f1(cwid / 2 - 4)}" height="${f1(rowH - 4)}" rx="2" fill="${C.down}" fill-opacity="0.35" stroke="${C.down}" stroke-width="1.2"/>`;
      b += text(mx - 5, y + 13, String(q.bid), {
        size: 11,
        mono: true,
        anchor: 'end',
        fill: sellImb ? '#fee2e2' : C.text,
        weight: sellImb ? 700 : 400,
      });
      b += text(mx, y + 12.5, '×', { size: 10, anchor: 'middle', fill: C.dim });
      b += text(mx + 5, y + 13, String(q.ask), {
        size: 11,
        mono: true,
        fill: buyImb ? '#dcfce7' : C.text,
        weight: buyImb ? 700 : 400,
      });
      col['b' + k] = buyImb;
      col['s' + k] = sellImb;
    });
    for (let k = 0; k + 2 < L2.length; k++) {
      if (col['b' + k] && col['b' + (k + 1)] && col['b' + (k + 2)])
        zones.push({ i, r0: col.start + k, r1: col.start + k + 2, col: C.up });
      if (col['s' + k] && col['s' + (k + 1)] && col['s' + (k + 2)])
        zones.push({ i, r0: col.start + k, r1: col.start + k + 2, col: C.down });
    }
    const delta = L2.reduce((a2, q) => a2 + q.ask - q.bid, 0);
    b += text(mx, yOf(col.start) + rowH + 15, (delta >= 0 ? '+' : '') + delta, {
      size: 11,
      mono: true,
      anchor: 'middle',
      weight: 700,
      fill: delta >= 0 ? C.up : C.down,
    });
  });
  let zb = '';
  zones.forEach((z) => {
    const xs = x0 + (z.i + 1) * cw;
    const y = yOf(z.r1),
      h = (z.r1 - z.r0 + 1) * rowH;
    zb +=
      `<rect x="${f1(xs)}" y="${f1(y)}" width="${f1(PX1 - xs)}" height="${f1(h)}" fill="${z.col}" fill-opacity="0.10"/>` +
      `<line x1="${f1(xs)}" x2="${PX1}" y1="${f1(y)}" y2="${f1(y)}" stroke="${z.col}" stroke-opacity="0.55" stroke-dasharray="5 4"/><line x1="${f1(xs)}" x2="${PX1}" y1="${f1(y + h)}" y2="${f1(y + h)}" stroke="${z.col}" stroke-opacity="0.55" stroke-dasharray="5 4"/>`;
    b += tag(PX1 - 4, y + h / 2, 'STACK', { anchor: 'end', fill: z.col, size: 9 });
  });
  b = zb + b;
  b += symbolLabel('ES · footprint · bid × ask · 300% diagonal');
  return frame(b, '', C.accent, 0.55, 0.5, 0.06);
};

// 13. Opening Range Pro: OR box, ORH/ORL, midpoint, extensions
images['opening-range-pro'] = () => {
  const cs = L.pathCandles(
    144,
    56,
    [
      [0, 99.6],
      [4, 100.8],
      [7, 102.4],
      [10, 99.8],
      [13, 101.2],
      [17, 102.1],
      [22, 104.2],
      [26, 103.1],
      [33, 105.1],
      [38, 104.3],
      [46, 107.2],
      [55, 106.4],
    ],
    0.45,
  );
  const a = 4,
    e = 11;
  let hi = -Infinity,
    lo = Infinity;
  for (let i = a; i <= e; i++) {
    hi = Math.max(hi, cs[i].h);
    lo = Math.min(lo, cs[i].l);
  }
  const rg = hi - lo;
  const lv = [
    [hi + 2 * rg, '+2.0×'],
    [hi + rg, '+1.0×'],
    [lo - rg, '−1.0×'],
  ];
  const P = pane(cs, { range: [lo - rg * 1.25, hi + 2 * rg + rg * 0.25] });
  let b = P.grid + P.axisSkip([hi, lo, ...lv.map((q) => q[0])].map(P.Y));
  const bx0 = P.x0 + a * P.step,
    bx1 = P.x0 + (e + 1) * P.step;
  b += `<rect x="${f1(bx0)}" y="${f1(P.Y(hi))}" width="${f1(bx1 - bx0)}" height="${f1(P.Y(lo) - P.Y(hi))}" fill="#60a5fa" fill-opacity="0.16"/>`;
  b += `<rect x="${f1(bx1)}" y="${f1(P.Y(hi))}" width="${f1(PX1 - bx1)}" height="${f1(P.Y(lo) - P.Y(hi))}" fill="#60a5fa" fill-opacity="0.05"/>`;
  b += `<line x1="${f1(bx0)}" x2="${f1(bx0)}" y1="30" y2="472" stroke="#60a5fa" stroke-opacity="0.6" stroke-dasharray="3 3"/>`;
  b += [
    [hi, 'ORH'],
    [lo, 'ORL'],
  ]
    .map(
      ([v, s]) =>
        `<line x1="${f1(bx0)}" x2="${PX1}" y1="${f1(P.Y(v))}" y2="${f1(P.Y(v))}" stroke="#60a5fa" stroke-width="2"/>` +
        tag(PX1 + 6, P.Y(v), s, { fill: '#60a5fa', size: 10 }),
    )
    .join('');
  b += `<line x1="${f1(bx0)}" x2="${PX1}" y1="${f1(P.Y((hi + lo) / 2))}" y2="${f1(P.Y((hi + lo) / 2))}" stroke="#60a5fa" stroke-opacity="0.7" stroke-dasharray="2 4" stroke-width="1.5"/>`;
  b += lv
    .map(
      ([v, s]) =>
        `<line x1="${f1(bx1)}" x2="${PX1}" y1="${f1(P.Y(v))}" y2="${f1(P.Y(v))}" stroke="${C.white}" stroke-opacity="0.45" stroke-dasharray="8 5" stroke-width="1.3"/>` +
        tag(PX1 + 6, P.Y(v), s, { fill: C.panel, textColor: C.white, stroke: C.faint, size: 10 }),
    )
    .join('');
  b += text(bx0 + 6, P.Y(hi) - 8, '09:30 OPEN', { size: 10, fill: '#93c5fd', weight: 700, ls: 0.8 });
  b += P.candles((c, i) => ({ opacity: i < a ? 0.4 : 1 }));
  let k = e + 1;
  while (k < cs.length && cs[k].c <= hi) k++;
  if (k < cs.length) b += arrow(P.X(k), P.Y(cs[k].l) + 10, 1, C.up, 1.3);
  let k2 = k;
  while (k2 < cs.length && cs[k2].h < hi + rg) k2++;
  if (k2 < cs.length)
    b += `<circle cx="${f1(P.X(k2))}" cy="${f1(P.Y(hi + rg))}" r="6" fill="none" stroke="${C.white}" stroke-width="2"/>`;
  b += symbolLabel('ES · 2m · 15-min opening range');
  return frame(b, '', '#60a5fa', 0.2, 0.4, 0.09);
};

// 14. Mean Reversion Bands: bands + touch dots + z-score oscillator
images['mean-reversion-bands'] = () => {
  const wp = [];
  for (let i = 0; i <= 64; i += 4)
    wp.push([i, 100 + Math.sin((i / 64) * Math.PI * 2 * 3.3) * 3.4 + i * 0.03 + (i % 8 === 0 ? 0.8 : -0.5)]);
  const cs = L.pathCandles(155, 64, wp, 0.55);
  const cl = cs.map((c) => c.c);
  const m = L.sma(cl, 14),
    sd = L.stdev(cl, 14).map((v) => Math.max(v, 0.6));
  const up = m.map((v, i) => v + 2 * sd[i]),
    dn = m.map((v, i) => v - 2 * sd[i]);
  const all = [...cs.map((c) => c.h), ...cs.map((c) => c.l), ...up.slice(4), ...dn.slice(4)];
  const lo = Math.min(...all),
    hi = Math.max(...all),
    pd = (hi - lo) * 0.05;
  const P = pane(cs, { y1: 340, range: [lo - pd, hi + pd], ticks: 5 });
  let b = P.grid + P.axis + separator(356);
  const idx = cs.map((_, i) => i).filter((i) => i >= 4);
  const pts = (arr) => idx.map((i) => [P.X(i), P.Y(arr[i])]);
  b += `<path d="${bandPath(pts(up), pts(dn))}" fill="${C.violet}" fill-opacity="0.10"/>`;
  b += `<path d="${smoothPath(pts(up))}" fill="none" stroke="${C.violet}" stroke-width="1.8"/><path d="${smoothPath(pts(dn))}" fill="none" stroke="${C.violet}" stroke-width="1.8"/>`;
  b += `<path d="${smoothPath(pts(m))}" fill="none" stroke="${C.violet}" stroke-opacity="0.7" stroke-width="1.4" stroke-dasharray="5 4"/>`;
  b += P.candles();
  idx.forEach((i) => {
    if (cs[i].h > up[i])
      b += `<circle cx="${f1(P.X(i))}" cy="${f1(P.Y(cs[i].h) - 9)}" r="4.5" fill="${C.down}" stroke="${C.bg}" stroke-width="1.5"/>`;
    if (cs[i].l < dn[i])
      b += `<circle cx="${f1(P.X(i))}" cy="${f1(P.Y(cs[i].l) + 9)}" r="4.5" fill="${C.up}" stroke="${C.bg}" stroke-width="1.5"/>`;
  });
  const z = cl.map((v, i) => (v - m[i]) / sd[i]);
  const Yz = scale(3, -3, 366, 472);
  b += `<rect x="${PX0}" y="${f1(Yz(3))}" width="${PX1 - PX0}" height="${f1(Yz(2) - Yz(3))}" fill="${C.down}" fill-opacity="0.1"/><rect x="${PX0}" y="${f1(Yz(-2))}" width="${PX1 - PX0}" height="${f1(Yz(-3) - Yz(-2))}" fill="${C.up}" fill-opacity="0.1"/>`;
  b += [2, 0, -2]
    .map(
      (v) =>
        `<line x1="${PX0}" x2="${PX1}" y1="${f1(Yz(v))}" y2="${f1(Yz(v))}" stroke="${C.faint}" stroke-dasharray="${v ? '4 4' : ''}"/>`,
    )
    .join('');
  b += `<path d="${smoothPath(idx.map((i) => [P.X(i), Yz(Math.max(-3, Math.min(3, z[i])))]))}" fill="none" stroke="${C.violet}" stroke-width="2"/>`;
  b += ['+2', '0', '−2']
    .map((s, k) => text(AX, Yz([2, 0, -2][k]) + 4, s, { size: 10, fill: C.dim, mono: true }))
    .join('');
  b += text(PX0 + 4, 380, 'z-score', { size: 11, fill: C.violet, weight: 700 });
  b += symbolLabel('ES · 1m · 14 × 2σ');
  return frame(b, '', C.violet, 0.8, 0.3, 0.09);
};

// Neutral placeholder: muted silhouette, small icon, no text
function placeholder() {
  const cs = L.pathCandles(
    7,
    40,
    [
      [0, 100],
      [10, 104],
      [18, 101],
      [28, 106],
      [39, 103],
    ],
    0.8,
  );
  const P = pane(cs, { x0: 40, x1: 760, y0: 60, y1: 440, axis: false });
  let b = hGrid(40, 760, [110, 190, 270, 350, 430], C.grid, 0.6);
  b += P.candles({ color: '#334155', opacity: 0.85 });
  const e = L.ema(
    cs.map((c) => c.c),
    8,
  );
  b += `<path d="${smoothPath(e.map((v, i) => [P.X(i), P.Y(v)]))}" fill="none" stroke="#475569" stroke-width="2" stroke-opacity="0.7"/>`;
  b += `<rect width="${W}" height="${H}" fill="url(#vig)"/>`;
  b += `<circle cx="400" cy="250" r="44" fill="${C.bg}" fill-opacity="0.85" stroke="#334155" stroke-width="2"/>`;
  b += `<g stroke="#64748b" stroke-width="3" stroke-linecap="round" fill="#64748b"><line x1="384" y1="226" x2="384" y2="274"/><rect x="377" y="236" width="14" height="24" rx="2"/><line x1="416" y1="222" x2="416" y2="270"/><rect x="409" y="230" width="14" height="30" rx="2" fill="none"/></g>`;
  const defs = `<radialGradient id="vig" cx="0.5" cy="0.5" r="0.7"><stop offset="0.5" stop-color="${C.bg}" stop-opacity="0"/><stop offset="1" stop-color="${C.bg}" stop-opacity="0.9"/></radialGradient>`;
  return L.svgDoc(W, H, `<rect width="${W}" height="${H}" fill="#0d1526"/>` + b, defs);
}

async function run(only) {
  const res = [];
  for (const [name, fn] of Object.entries(images)) {
    if (only && !only.includes(name)) continue;
    res.push(await L.toWebp(fn(), path.join(L.OUT, name + '.webp'), { maxBytes: 44000, quality: 90 }));
  }
  if (!only || only.includes('indicator-placeholder'))
    res.push(
      await L.toWebp(placeholder(), path.join(L.OUT, 'indicator-placeholder.webp'), {
        maxBytes: 30 * 1024,
        quality: 80,
      }),
    );
  return res.concat(await variants(only));
}

// `<name>-400.webp` and `<name>-640.webp` for srcset. Cards are ~360 CSS px wide on phones,
// which at 1.75-2x density needs ~640 px; 400 fits the three-column desktop grid at 1x.
async function variants(only) {
  const res = [];
  for (const name of Object.keys(images)) {
    if (only && !only.includes(name)) continue;
    const full = path.join(L.OUT, name + '.webp');
    res.push(await L.downsized(full, 400, 250, { maxBytes: 16 * 1024, quality: 85 }));
    res.push(await L.downsized(full, 640, 400, { maxBytes: 24 * 1024, quality: 85 }));
  }
  return res;
}
module.exports = { run, variants, images };
if (require.main === module) {
  const args = process.argv.slice(2);
  const job =
    args[0] === 'variants' ? variants(args.length > 1 ? args.slice(1) : null) : run(args.length ? args : null);
  job.then((r) => r.forEach((x) => console.log(path.basename(x.file), x.bytes, 'q' + x.q)));
}
