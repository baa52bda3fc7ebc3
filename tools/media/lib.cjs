'use strict';
// Shared helpers for the NovaTick media generators (SVG drawing, data, encoding).
const fs = require('fs');
const path = require('path');

function loadSharp() {
  try {
    return require('sharp');
  } catch {
    /* fall through */
  }
  const base = process.env.MEDIA_TOOLS || '/tmp/media-tools';
  return require(require.resolve('sharp', { paths: [base] }));
}
const sharp = loadSharp();

const OUT = path.resolve(__dirname, '../../public/media');

const C = {
  bg: '#0b1220',
  bg2: '#0e1729',
  panel: '#111a2e',
  grid: '#1a2540',
  grid2: '#141e34',
  text: '#94a3b8',
  dim: '#64748b',
  faint: '#334155',
  up: '#22c55e',
  down: '#ef4444',
  accent: '#38bdf8',
  amber: '#f59e0b',
  violet: '#a78bfa',
  pink: '#f472b6',
  teal: '#2dd4bf',
  orange: '#fb923c',
  white: '#e2e8f0',
};
const FONT = "Inter, 'DejaVu Sans', sans-serif";
const MONO = "'DejaVu Sans Mono', monospace";

// ---------- deterministic randomness ----------
function rng(seed) {
  let a = seed >>> 0;
  const r = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  r.gauss = () => {
    let u = 0,
      v = 0;
    while (u === 0) u = r();
    while (v === 0) v = r();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
  r.range = (a0, b0) => a0 + (b0 - a0) * r();
  r.int = (a0, b0) => Math.floor(a0 + (b0 - a0 + 1) * r());
  return r;
}

// ---------- price data ----------
// Candles that follow a designed path: waypoints [[index, price], ...] (linear in between)
function pathCandles(seed, n, waypoints, vol = 1, opts = {}) {
  const r = rng(seed);
  const target = (i) => {
    for (let k = 0; k < waypoints.length - 1; k++) {
      const [i0, p0] = waypoints[k],
        [i1, p1] = waypoints[k + 1];
      if (i >= i0 && i <= i1) return p0 + ((p1 - p0) * (i - i0)) / Math.max(1e-9, i1 - i0);
    }
    return i < waypoints[0][0] ? waypoints[0][1] : waypoints[waypoints.length - 1][1];
  };
  const out = [];
  let prev = target(0);
  let noise = 0;
  for (let i = 0; i < n; i++) {
    noise = noise * 0.55 + r.gauss() * vol * 0.8;
    const c = target(i) + noise;
    const o = prev + r.gauss() * vol * 0.08;
    const wickU = Math.abs(r.gauss()) * vol * 0.55 + vol * 0.1;
    const wickD = Math.abs(r.gauss()) * vol * 0.55 + vol * 0.1;
    const h = Math.max(o, c) + wickU;
    const l = Math.min(o, c) - wickD;
    const v = (0.6 + (Math.abs(c - o) / vol) * 0.5 + r() * 0.6) * (opts.volBase || 1000);
    out.push({ o, h, l, c, v });
    prev = c;
  }
  return out;
}

function ema(vals, n) {
  const k = 2 / (n + 1);
  const out = [];
  let e = vals[0];
  for (const v of vals) {
    e = v * k + e * (1 - k);
    out.push(e);
  }
  return out;
}
function sma(vals, n) {
  return vals.map((_, i) => {
    const s = vals.slice(Math.max(0, i - n + 1), i + 1);
    return s.reduce((a, b) => a + b, 0) / s.length;
  });
}
function stdev(vals, n) {
  return vals.map((_, i) => {
    const s = vals.slice(Math.max(0, i - n + 1), i + 1);
    const m = s.reduce((a, b) => a + b, 0) / s.length;
    return Math.sqrt(s.reduce((a, b) => a + (b - m) ** 2, 0) / s.length);
  });
}
function atr(cs, n) {
  const tr = cs.map((c, i) =>
    i === 0 ? c.h - c.l : Math.max(c.h - c.l, Math.abs(c.h - cs[i - 1].c), Math.abs(c.l - cs[i - 1].c)),
  );
  return ema(tr, n);
}
function extent(cs, pad = 0.06) {
  let lo = Infinity,
    hi = -Infinity;
  for (const c of cs) {
    lo = Math.min(lo, c.l);
    hi = Math.max(hi, c.h);
  }
  const p = (hi - lo) * pad;
  return [lo - p, hi + p];
}

// ---------- SVG helpers ----------
const f1 = (v) => (Math.round(v * 10) / 10).toString();
function svgDoc(w, h, body, defs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}
function linePath(pts) {
  return pts.map((p, i) => `${i ? 'L' : 'M'}${f1(p[0])} ${f1(p[1])}`).join('');
}
function smoothPath(pts) {
  if (pts.length < 3) return linePath(pts);
  let d = `M${f1(pts[0][0])} ${f1(pts[0][1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[Math.max(0, i - 1)],
      p1 = pts[i],
      p2 = pts[i + 1],
      p3 = pts[Math.min(pts.length - 1, i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f1(c1[0])} ${f1(c1[1])} ${f1(c2[0])} ${f1(c2[1])} ${f1(p2[0])} ${f1(p2[1])}`;
  }
  return d;
}
function bandPath(upper, lower) {
  // upper/lower: arrays of [x,y]
  return (
    linePath(upper) +
    lower
      .slice()
      .reverse()
      .map((p) => `L${f1(p[0])} ${f1(p[1])}`)
      .join('') +
    'Z'
  );
}
function scale(d0, d1, r0, r1) {
  const k = (r1 - r0) / (d1 - d0);
  const s = (v) => r0 + (v - d0) * k;
  s.inv = (y) => d0 + (y - r0) / k;
  return s;
}

// Background: navy with a soft glow
function background(w, h, id = 'bgGlow', glow = C.accent, gx = 0.7, gy = 0.25, op = 0.1) {
  const defs = `<radialGradient id="${id}" cx="${gx}" cy="${gy}" r="0.8"><stop offset="0" stop-color="${glow}" stop-opacity="${op}"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>`;
  const body = `<rect width="${w}" height="${h}" fill="${C.bg}"/><rect width="${w}" height="${h}" fill="url(#${id})"/>`;
  return { defs, body };
}
function hGrid(x0, x1, ys, color = C.grid, op = 1) {
  return ys
    .map(
      (y) =>
        `<line x1="${x0}" x2="${x1}" y1="${f1(y)}" y2="${f1(y)}" stroke="${color}" stroke-opacity="${op}" stroke-width="1"/>`,
    )
    .join('');
}
function vGrid(xs, y0, y1, color = C.grid2, op = 1) {
  return xs
    .map(
      (x) =>
        `<line x1="${f1(x)}" x2="${f1(x)}" y1="${y0}" y2="${y1}" stroke="${color}" stroke-opacity="${op}" stroke-width="1"/>`,
    )
    .join('');
}
function niceTicks(lo, hi, count = 5) {
  const raw = (hi - lo) / count;
  const mag = Math.pow(10, Math.floor(Math.log10(raw)));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= raw) || raw;
  const out = [];
  for (let v = Math.ceil(lo / step) * step; v <= hi; v += step) out.push(+v.toFixed(6));
  return out;
}
function candle(x, w, c, Y, opt = {}) {
  const up = c.c >= c.o;
  const col = opt.color || (up ? C.up : C.down);
  const top = Y(Math.max(c.o, c.c)),
    bot = Y(Math.min(c.o, c.c));
  const bh = Math.max(1, bot - top);
  const op = opt.opacity == null ? 1 : opt.opacity;
  const ww = Math.max(1, opt.wick || 1.2);
  const hollow = opt.hollow && up;
  return (
    `<g opacity="${op}"><line x1="${f1(x)}" x2="${f1(x)}" y1="${f1(Y(c.h))}" y2="${f1(Y(c.l))}" stroke="${col}" stroke-width="${ww}"/>` +
    `<rect x="${f1(x - w / 2)}" y="${f1(top)}" width="${f1(w)}" height="${f1(bh)}" fill="${hollow ? C.bg : col}" stroke="${col}" stroke-width="${hollow ? 1.2 : 0}" rx="${w > 6 ? 1 : 0}"/></g>`
  );
}
function text(x, y, s, o = {}) {
  const a = [
    `x="${f1(x)}"`,
    `y="${f1(y)}"`,
    `font-family="${o.mono ? MONO : FONT}"`,
    `font-size="${o.size || 12}"`,
    `fill="${o.fill || C.text}"`,
  ];
  if (o.weight) a.push(`font-weight="${o.weight}"`);
  if (o.anchor) a.push(`text-anchor="${o.anchor}"`);
  if (o.opacity != null) a.push(`fill-opacity="${o.opacity}"`);
  if (o.ls) a.push(`letter-spacing="${o.ls}"`);
  return `<text ${a.join(' ')}>${s}</text>`;
}
function tag(x, y, s, o = {}) {
  // small label chip, (x,y) = left/middle
  const size = o.size || 11;
  const wdt = o.w || s.length * size * 0.62 + 12;
  const h = size + 8;
  const fill = o.fill || C.accent;
  const tc = o.textColor || C.bg;
  const xx = o.anchor === 'end' ? x - wdt : o.anchor === 'middle' ? x - wdt / 2 : x;
  return (
    `<rect x="${f1(xx)}" y="${f1(y - h / 2)}" width="${f1(wdt)}" height="${h}" rx="${o.rx == null ? 3 : o.rx}" fill="${fill}" fill-opacity="${o.bgOpacity == null ? 1 : o.bgOpacity}" ${o.stroke ? `stroke="${o.stroke}"` : ''}/>` +
    text(xx + wdt / 2, y + size * 0.36, s, { size, fill: tc, anchor: 'middle', weight: o.weight || 600, mono: o.mono })
  );
}
function arrow(x, y, dir, color, s = 1) {
  // dir 1 = up arrow with tip at (x,y), -1 = down arrow with tip at (x,y)
  const d = dir > 0 ? 1 : -1;
  const w = 7 * s,
    h = 12 * s,
    stem = 3 * s;
  const pts = [
    [x, y],
    [x + w, y + d * h * 0.6],
    [x + stem, y + d * h * 0.6],
    [x + stem, y + d * h * 1.25],
    [x - stem, y + d * h * 1.25],
    [x - stem, y + d * h * 0.6],
    [x - w, y + d * h * 0.6],
  ];
  return `<path d="${linePath(pts)}Z" fill="${color}"/>`;
}
function priceAxis(x, ticks, Y, o = {}) {
  return ticks
    .map((t) =>
      text(x, Y(t) + 4, (o.fmt || ((v) => v.toFixed(2)))(t), {
        size: o.size || 11,
        fill: o.fill || C.dim,
        mono: true,
        anchor: o.anchor,
      }),
    )
    .join('');
}

// ---------- encoding ----------
async function toWebp(svgOrBuf, file, o = {}) {
  const maxBytes = o.maxBytes || Infinity;
  let q = o.quality || 82;
  let buf;
  for (;;) {
    let img = sharp(Buffer.isBuffer(svgOrBuf) ? svgOrBuf : Buffer.from(svgOrBuf), { density: o.density || 72 });
    if (o.resize) img = img.resize(o.resize[0], o.resize[1]);
    buf = await img
      .webp({ quality: q, effort: 6, smartSubsample: true, alphaQuality: 90, ...(o.webp || {}) })
      .toBuffer();
    if (buf.length <= maxBytes || q <= 30) break;
    q -= 4;
  }
  fs.writeFileSync(file, buf);
  return { file, bytes: buf.length, q };
}
// A smaller variant for srcset, resized from the finished full-size file rather than re-rendered:
// it always matches what is committed, whatever fonts the machine running the script has.
async function downsized(srcFile, width, height, o = {}) {
  const file = srcFile.replace(/\.webp$/, `-${width}.webp`);
  return toWebp(fs.readFileSync(srcFile), file, { quality: 82, ...o, resize: [width, height] });
}
async function toPng(svgOrBuf, file, o = {}) {
  let img = sharp(Buffer.isBuffer(svgOrBuf) ? svgOrBuf : Buffer.from(svgOrBuf), { density: o.density || 72 });
  if (o.resize) img = img.resize(o.resize[0], o.resize[1]);
  if (o.flatten) img = img.flatten({ background: o.flatten });
  const buf = await img
    .png({ compressionLevel: 9, palette: !!o.palette, quality: o.quality || 90, colours: o.colours || 256, effort: 10 })
    .toBuffer();
  fs.writeFileSync(file, buf);
  return { file, bytes: buf.length };
}

module.exports = {
  sharp,
  OUT,
  C,
  FONT,
  MONO,
  rng,
  pathCandles,
  ema,
  sma,
  stdev,
  atr,
  extent,
  f1,
  svgDoc,
  linePath,
  smoothPath,
  bandPath,
  scale,
  background,
  hGrid,
  vGrid,
  niceTicks,
  candle,
  text,
  tag,
  arrow,
  priceAxis,
  toWebp,
  downsized,
  toPng,
};

// ---------- video helpers ----------
const { execFileSync } = require('child_process');
async function renderFrames(dir, count, svgFor, conc = 4) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  let next = 0;
  const worker = async () => {
    for (;;) {
      const i = next++;
      if (i >= count) return;
      await sharp(Buffer.from(svgFor(i)))
        .png({ compressionLevel: 1 })
        .toFile(path.join(dir, `f${String(i).padStart(4, '0')}.png`));
      if (i % 60 === 0) process.stdout.write(`  frame ${i}/${count}\n`);
    }
  };
  await Promise.all(Array.from({ length: conc }, worker));
}
function ffmpeg(args) {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
}
function encodeVideos(dir, fps, base, o = {}) {
  const inp = ['-framerate', String(fps), '-i', path.join(dir, 'f%04d.png')];
  const vp9 = [
    '-c:v',
    'libvpx-vp9',
    '-pix_fmt',
    'yuv420p',
    '-b:v',
    '0',
    '-crf',
    String(o.vp9crf || 38),
    '-row-mt',
    '1',
    '-tile-columns',
    '1',
    '-g',
    String(o.gop || fps * 5),
    '-an',
  ];
  ffmpeg([
    ...inp,
    ...vp9,
    '-deadline',
    'good',
    '-cpu-used',
    '2',
    '-pass',
    '1',
    '-passlogfile',
    path.join(dir, 'vp9'),
    '-f',
    'null',
    '/dev/null',
  ]);
  ffmpeg([
    ...inp,
    ...vp9,
    '-deadline',
    'good',
    '-cpu-used',
    '1',
    '-pass',
    '2',
    '-passlogfile',
    path.join(dir, 'vp9'),
    base + '.webm',
  ]);
  ffmpeg([
    ...inp,
    '-c:v',
    'libx264',
    '-preset',
    'veryslow',
    '-tune',
    'animation',
    '-crf',
    String(o.x264crf || 26),
    '-pix_fmt',
    'yuv420p',
    '-profile:v',
    'high',
    '-level',
    '4.0',
    '-g',
    String(o.gop || fps * 5),
    '-movflags',
    '+faststart',
    '-an',
    base + '.mp4',
  ]);
  return [base + '.webm', base + '.mp4'].map((f) => ({ file: f, bytes: fs.statSync(f).size }));
}
module.exports.renderFrames = renderFrames;
module.exports.encodeVideos = encodeVideos;
module.exports.ffmpeg = ffmpeg;
