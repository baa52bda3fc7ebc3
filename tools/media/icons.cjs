'use strict';
// Avatars (96x96 WebP), Open Graph image (PNG), favicon set.
const fs = require('fs');
const path = require('path');
const L = require('./lib.cjs');
const { C } = L;

// ---------- avatars ----------
function avatar(k) {
  const pal = [
    { a: '#0f766e', b: '#2dd4bf', skin: '#f0d5c0', hair: '#1f2937', top: '#0b1220' },
    { a: '#4c1d95', b: '#a78bfa', skin: '#c68f6a', hair: '#111827', top: '#1e293b' },
    { a: '#92400e', b: '#fbbf24', skin: '#e9bd9b', hair: '#7c2d12', top: '#0f172a' },
    { a: '#1e3a8a', b: '#38bdf8', skin: '#8d5a3b', hair: '#0b0f19', top: '#f8fafc' },
  ][k];
  const hair = [
    // short crop
    '<path d="M29 44 C26 14 70 14 67 44 L65 46 C63 36 52 33 40 36 C35 38 32 41 31 46Z" fill="HAIR"/>',
    // long / bob
    '<path d="M27 46 C24 14 72 14 69 46 L70 64 C66 66 63 62 62 56 L62 40 C56 32 40 32 34 40 L34 56 C33 62 30 66 26 64Z" fill="HAIR"/>',
    // cap
    '<path d="M29 40 C28 14 68 14 67 40Z" fill="HAIR"/><path d="M58 37 L80 39 L78 43 L58 42Z" fill="HAIR"/>',
    // curly / afro-ish
    '<g fill="HAIR"><circle cx="36" cy="31" r="9"/><circle cx="48" cy="26" r="10"/><circle cx="60" cy="31" r="9"/><circle cx="31" cy="40" r="6"/><circle cx="65" cy="40" r="6"/></g>',
  ][k].replace(/HAIR/g, pal.hair);
  const deco = [
    '<circle cx="80" cy="16" r="22" fill="#ffffff" fill-opacity="0.10"/>',
    '<path d="M0 70 L96 30 L96 46 L0 86Z" fill="#ffffff" fill-opacity="0.08"/>',
    '<circle cx="14" cy="82" r="26" fill="#ffffff" fill-opacity="0.08"/>',
    '<path d="M8 70 L22 58 L34 64 L50 44 L64 52 L88 26" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>',
  ][k];
  const glasses =
    k === 3
      ? '<g fill="none" stroke="#0b1220" stroke-width="2.2"><circle cx="41" cy="45" r="5.5"/><circle cx="55" cy="45" r="5.5"/><path d="M46.5 45 L49.5 45"/></g>'
      : '';
  const body =
    `<rect width="96" height="96" fill="url(#bg)"/>${deco}` +
    `<path d="M14 96 C16 74 30 66 48 66 C66 66 80 74 82 96Z" fill="${pal.top}"/>` +
    `<rect x="42" y="56" width="12" height="14" rx="5" fill="${pal.skin}"/>` +
    `<ellipse cx="48" cy="44" rx="17" ry="19" fill="${pal.skin}"/>` +
    hair +
    glasses;
  const defs = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${pal.a}"/><stop offset="1" stop-color="${pal.b}"/></linearGradient>`;
  return L.svgDoc(96, 96, body, defs);
}

// ---------- favicon mark ----------
// A stylised "N" made of two candlesticks joined by a diagonal stroke.
const MARK = (color = C.accent) =>
  `<g fill="${color}" stroke="${color}" stroke-linecap="round">` +
  `<line x1="8" y1="3" x2="8" y2="29" stroke-width="2"/><rect x="4.5" y="8" width="7" height="17" rx="1.5" stroke="none"/>` +
  `<line x1="24" y1="3" x2="24" y2="29" stroke-width="2"/><rect x="20.5" y="7" width="7" height="17" rx="1.5" stroke="none"/>` +
  `<path d="M9.5 9 L14 9 L22.5 23 L18 23Z" stroke="none"/></g>`;
function faviconSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${MARK()}</svg>\n`;
}
function appleIcon() {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180" viewBox="0 0 180 180"><defs><radialGradient id="g" cx="0.5" cy="0.35" r="0.75"><stop offset="0" stop-color="#13213d"/><stop offset="1" stop-color="#0b1220"/></radialGradient></defs>` +
    `<rect width="180" height="180" fill="url(#g)"/><g transform="translate(38 38) scale(3.25)">${MARK()}</g></svg>`
  );
}

// ---------- Open Graph ----------
function ogSvg() {
  const W = 1200,
    H = 630;
  const cs = L.pathCandles(
    303,
    34,
    [
      [0, 100],
      [8, 103],
      [13, 101],
      [22, 107],
      [26, 105.5],
      [33, 111],
    ],
    0.8,
  );
  const X = (i) => 640 + i * 16.5,
    Y = L.scale(113, 96, 90, 560);
  const e = L.ema(
    cs.map((c) => c.c),
    6,
  );
  let chart = cs.map((c, i) => L.candle(X(i), 9, c, Y, { wick: 1.6 })).join('');
  chart += `<path d="${L.smoothPath(e.map((v, i) => [X(i), Y(v)]))}" fill="none" stroke="${C.accent}" stroke-width="3.5" filter="url(#glow)"/>`;
  let grid = '';
  for (let y = 90; y < 630; y += 70)
    grid += `<line x1="560" x2="1200" y1="${y}" y2="${y}" stroke="${C.grid}" stroke-opacity="0.6"/>`;
  let vp = '';
  for (let k = 0; k < 26; k++) {
    const w = 30 + 90 * Math.exp(-(((k - 12) / 5) ** 2)) + 20 * Math.sin(k * 1.7) ** 2;
    vp += `<rect x="${1200 - w}" y="${90 + k * 18}" width="${w.toFixed(1)}" height="14" rx="2" fill="${k === 12 ? C.amber : C.accent}" fill-opacity="${k === 12 ? 0.8 : 0.18}"/>`;
  }
  const body =
    `<rect width="${W}" height="${H}" fill="${C.bg}"/><rect width="${W}" height="${H}" fill="url(#glowbg)"/>` +
    grid +
    vp +
    chart +
    `<rect width="760" height="${H}" fill="url(#fadeL)"/>` +
    `<g transform="translate(78 128) scale(3)">${MARK()}</g>` +
    L.text(80, 300, 'NovaTick', { size: 92, weight: 800, fill: '#f8fafc', ls: -1.5 }) +
    L.text(84, 368, 'Trading indicators for', { size: 42, weight: 500, fill: C.text }) +
    L.text(84, 420, 'NinjaTrader 8', { size: 42, weight: 700, fill: C.accent }) +
    `<rect x="84" y="470" width="86" height="5" rx="2.5" fill="${C.accent}"/>` +
    L.text(84, 530, 'Order flow · Volume profile · Signals', { size: 24, weight: 500, fill: C.dim });
  const defs =
    `<radialGradient id="glowbg" cx="0.78" cy="0.3" r="0.7"><stop offset="0" stop-color="${C.accent}" stop-opacity="0.16"/><stop offset="1" stop-color="${C.accent}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="fadeL" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${C.bg}" stop-opacity="1"/><stop offset="0.7" stop-color="${C.bg}" stop-opacity="0.85"/><stop offset="1" stop-color="${C.bg}" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="area" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.accent}" stop-opacity="0.18"/><stop offset="1" stop-color="${C.accent}" stop-opacity="0"/></linearGradient>` +
    `<filter id="glow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="5" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`;
  return L.svgDoc(W, H, body, defs);
}

async function run() {
  const out = [];
  for (let k = 0; k < 4; k++)
    out.push(
      await L.toWebp(avatar(k), path.join(L.OUT, `avatar-${k + 1}.webp`), { maxBytes: 5.5 * 1024, quality: 92 }),
    );
  const fav = faviconSvg();
  fs.writeFileSync(path.join(L.OUT, 'favicon.svg'), fav);
  out.push({ file: path.join(L.OUT, 'favicon.svg'), bytes: fav.length });
  out.push(await L.toPng(Buffer.from(fav), path.join(L.OUT, 'favicon-32.png'), { density: 72, resize: [32, 32] }));
  out.push(await L.toPng(appleIcon(), path.join(L.OUT, 'apple-touch-icon.png')));
  let og = await L.toPng(ogSvg(), path.join(L.OUT, 'og-default.png'));
  if (og.bytes > 145 * 1024)
    og = await L.toPng(ogSvg(), path.join(L.OUT, 'og-default.png'), { palette: true, quality: 95, colours: 256 });
  out.push(og);
  return out;
}
module.exports = { run, MARK };
if (require.main === module)
  run().then((r) => r.forEach((x) => console.log(path.basename(x.file), x.bytes, x.q ? 'q' + x.q : '')));
