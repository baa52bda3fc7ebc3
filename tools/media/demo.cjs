'use strict';
// "See it on a chart" demo: plain candles -> indicator added from a menu -> footprint
// (bid x ask) cells, delta pane, POC highlights and a signal, then back to the start (loops).
const path = require('path');
const L = require('./lib.cjs');
const { C, f1, text, tag } = L;

const W = 1280,
  H = 720,
  FPS = 30,
  T = 12;
const X0 = 14,
  X1 = 1186,
  AXX = 1198;
const ROWS = 28,
  ROWH = 16,
  YTOP = 80; // price rows: row 0 at the bottom
const DY0 = 556; // delta pane top
const yOf = (row) => YTOP + (ROWS - 1 - row) * ROWH; // top of a row
const BASE = 4518.0,
  TICK = 0.25;

// candles in rows: [open, close, low, high]
const RAW = [
  [15, 14, 12, 17],
  [14, 12, 11, 15],
  [12, 13, 10, 14],
  [13, 10, 9, 14],
  [10, 8, 7, 11],
  [8, 7, 5, 9],
  [7, 8, 5, 10],
  [8, 13, 7, 14],
  [13, 15, 12, 16],
  [15, 14, 13, 17],
  [14, 17, 13, 18],
  [17, 19, 16, 20],
  [19, 18, 17, 21],
  [18, 21, 17, 22],
  [21, 23, 20, 24],
  [23, 22, 21, 25],
];
const NC = RAW.length,
  CW = (X1 - X0) / NC;
const SIGNAL_COL = 7;
const r = L.rng(777);
const COLS = RAW.map(([o, c, l, h], i) => {
  const up = c >= o;
  const levels = [];
  const pocRow = i === 5 || i === 6 ? l + 1 : Math.round((o + c) / 2 + (r() - 0.5));
  for (let row = l; row <= h; row++) {
    const dist = Math.abs(row - pocRow);
    const v = Math.round((260 / (1 + dist * 0.7)) * r.range(0.75, 1.15) + 6);
    const tilt = up ? r.range(1.15, 1.6) : r.range(0.6, 0.9);
    levels.push({
      row,
      bid: Math.max(2, Math.round((v / Math.sqrt(tilt)) * r.range(0.85, 1.1))),
      ask: Math.max(2, Math.round(v * Math.sqrt(tilt) * r.range(0.85, 1.1))),
    });
  }
  if (i === 5 || i === 6)
    levels.slice(0, 3).forEach((q) => {
      q.bid = Math.round(q.bid * 1.6);
      q.ask = Math.round(q.ask * 1.3);
    });
  if (i === SIGNAL_COL)
    for (let k = 2; k <= 5; k++) levels[k].ask = Math.max(levels[k].ask, levels[k - 1].bid * 3 + r.int(30, 90));
  const poc = levels.reduce((bi, q, k) => (q.bid + q.ask > levels[bi].bid + levels[bi].ask ? k : bi), 0);
  const delta = levels.reduce((a, q) => a + q.ask - q.bid, 0);
  levels.forEach((q, k) => {
    const below = levels[k - 1],
      above = levels[k + 1];
    q.buyImb = !!below && q.ask >= below.bid * 3 && q.ask > 40;
    q.sellImb = !!above && q.bid >= above.ask * 3 && q.bid > 40;
  });
  return { o, c, l, h, up, levels, poc, delta };
});
const DMAX = Math.max(...COLS.map((q) => Math.abs(q.delta)));
const DZ = 630;

const clamp = (x, a = 0, b = 1) => Math.max(a, Math.min(b, x));
const ease = (x) => {
  x = clamp(x);
  return x * x * (3 - 2 * x);
};
const ramp = (t, a, b) => ease((t - a) / (b - a));
const lerp = (a, b, t) => a + (b - a) * t;
const backOut = (x) => {
  x = clamp(x);
  const c1 = 1.70158,
    c3 = c1 + 1;
  return 1 + c3 * Math.pow(x - 1, 3) + c1 * Math.pow(x - 1, 2);
};

// timeline (seconds)
const TL = {
  cursorIn: [0.3, 1.3],
  click1: 1.4,
  menu: [1.5, 1.75],
  hover: [1.8, 2.5],
  click2: 2.6,
  menuOut: [2.75, 2.95],
  cursorOut: [3.0, 3.4],
  reveal0: 3.1,
  revealStep: 0.13,
  revealDur: 0.45,
  delta: [4.4, 6.0],
  poc: [6.3, 7.4],
  sig: 8.0,
  out: [11.15, 11.85],
};
const BTN = { x: 232, y: 10, w: 118, h: 28 };
const MENU = { x: 232, y: 46, w: 300, rowH: 40 };
const ITEMS = [
  ['Orderflow Pulse', C.accent],
  ['Volume Profile Pro', '#3b82f6'],
  ['Delta Divergence', C.violet],
  ['Imbalance Scanner', C.teal],
  ['Cumulative Delta Bars', C.pink],
];

function cursorSvg(x, y, sc = 1) {
  return `<g transform="translate(${f1(x)} ${f1(y)}) scale(${sc})"><path d="M0 0 L0 20 L5 15.5 L8.5 23 L12 21.5 L8.6 14.2 L15 14Z" fill="#f8fafc" stroke="#0b1220" stroke-width="1.5" stroke-linejoin="round"/></g>`;
}
function ripple(x, y, age, col = C.accent) {
  if (age < 0 || age > 0.6) return '';
  return `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(6 + age * 50)}" fill="${col}" fill-opacity="${f1(0.25 * (1 - age / 0.6))}" stroke="${col}" stroke-opacity="${f1(1 - age / 0.6)}" stroke-width="2"/>`;
}

function frameSvg(fi) {
  const t = fi / FPS;
  const outK = 1 - ramp(t, TL.out[0], TL.out[1]); // overlay fades out for the loop
  let b = `<rect width="${W}" height="${H}" fill="${C.bg}"/>`;
  // toolbar
  b += `<rect width="${W}" height="48" fill="#0f172a"/><line x1="0" x2="${W}" y1="48.5" y2="48.5" stroke="${C.grid}"/>`;
  b += `<g fill="#475569"><circle cx="20" cy="24" r="5"/><circle cx="38" cy="24" r="5"/><circle cx="56" cy="24" r="5"/></g>`;
  b +=
    text(80, 29, 'ES 12-25', { size: 14, weight: 700, fill: C.white }) +
    text(150, 29, '1 Min', { size: 13, fill: C.text });
  const hoverBtn = t > 1.1 && t < 2.95;
  b += `<rect x="${BTN.x}" y="${BTN.y}" width="${BTN.w}" height="${BTN.h}" rx="6" fill="${hoverBtn ? '#1e3a5f' : '#1e293b'}" stroke="${hoverBtn ? C.accent : '#334155'}"/>`;
  b +=
    text(BTN.x + 14, BTN.y + 19, 'ƒx', { size: 13, weight: 700, fill: C.accent, mono: true }) +
    text(BTN.x + 38, BTN.y + 19, 'Indicators', { size: 13, weight: 600, fill: C.white });
  ['Drawing', 'Templates', 'Replay'].forEach((s, k) => {
    const x = 366 + k * 104;
    b +=
      `<rect x="${x}" y="${BTN.y}" width="92" height="${BTN.h}" rx="6" fill="#1e293b" stroke="#334155"/>` +
      text(x + 46, BTN.y + 19, s, { size: 13, fill: C.dim, anchor: 'middle' });
  });
  b += text(W - 20, 29, 'NovaTick demo', { size: 12, fill: '#475569', anchor: 'end', weight: 600 });
  // legend
  b += text(X0 + 4, 68, 'ES 12-25 (1 Minute)', { size: 12, fill: C.dim, weight: 600 });
  const legA = ramp(t, 2.9, 3.3) * outK;
  if (legA > 0)
    b +=
      `<g opacity="${f1(legA)}"><rect x="${X0 + 140}" y="56" width="176" height="18" rx="4" fill="${C.accent}" fill-opacity="0.14" stroke="${C.accent}" stroke-opacity="0.6"/><circle cx="${X0 + 151}" cy="65" r="3.5" fill="${C.accent}"/>` +
      text(X0 + 160, 69, 'Orderflow Pulse (NovaTick)', { size: 11, weight: 600, fill: C.accent }) +
      '</g>';
  // grid + axis
  for (let row = 0; row < ROWS; row += 2)
    b += `<rect x="${X0}" y="${yOf(row)}" width="${X1 - X0}" height="${ROWH}" fill="#ffffff" fill-opacity="0.015"/>`;
  for (let row = 1; row < ROWS; row += 4)
    b +=
      `<line x1="${X0}" x2="${X1}" y1="${yOf(row) + ROWH / 2}" y2="${yOf(row) + ROWH / 2}" stroke="${C.grid}" stroke-opacity="0.6"/>` +
      text(AXX, yOf(row) + 12, (BASE + row * TICK).toFixed(2), { size: 12, fill: C.dim, mono: true });
  b += `<line x1="0" x2="${W}" y1="${DY0 - 14}" y2="${DY0 - 14}" stroke="${C.grid}" stroke-width="1.5"/>`;
  // delta pane
  b += `<line x1="${X0}" x2="${X1}" y1="${DZ}" y2="${DZ}" stroke="${C.faint}"/>`;
  // columns
  let zoneSvg = '';
  COLS.forEach((col, i) => {
    const p = ease((t - TL.reveal0 - i * TL.revealStep) / TL.revealDur) * outK; // footprint morph progress
    const cl = X0 + i * CW;
    const cx = cl + CW / 2;
    const bx = lerp(cx, cl + 9, p),
      bw = lerp(22, 6, p);
    const ccol = col.up ? C.up : C.down;
    // vertical separator
    if (p > 0)
      b += `<line x1="${f1(cl + CW)}" x2="${f1(cl + CW)}" y1="${YTOP}" y2="${yOf(0) + ROWH}" stroke="${C.grid}" stroke-opacity="${f1(p * 0.8)}"/>`;
    // footprint cells
    if (p > 0.01) {
      const cellL = cl + 16,
        cellW = CW - 20,
        mx = cellL + cellW / 2;
      let g = '';
      col.levels.forEach((q) => {
        const y = yOf(q.row);
        const dlt = q.ask - q.bid;
        const tt = Math.min(1, Math.abs(dlt) / 220);
        g += `<rect x="${f1(cellL)}" y="${f1(y + 1)}" width="${f1(cellW)}" height="${ROWH - 2}" rx="2" fill="${dlt >= 0 ? C.up : C.down}" fill-opacity="${f1(0.05 + tt * 0.22)}"/>`;
        if (q.buyImb)
          g += `<rect x="${f1(mx + 3.5)}" y="${f1(y + 2)}" width="${f1(cellW / 2 - 5)}" height="${ROWH - 4}" rx="2" fill="${C.up}" fill-opacity="0.3" stroke="${C.up}" stroke-width="1"/>`;
        if (q.sellImb)
          g += `<rect x="${f1(cellL + 1.5)}" y="${f1(y + 2)}" width="${f1(cellW / 2 - 5)}" height="${ROWH - 4}" rx="2" fill="${C.down}" fill-opacity="0.3" stroke="${C.down}" stroke-width="1"/>`;
        g += text(mx - 4, y + 12, String(q.bid), {
          size: 10.5,
          mono: true,
          anchor: 'end',
          fill: q.sellImb ? '#fee2e2' : C.text,
          weight: q.sellImb ? 700 : 400,
        });
        g += text(mx, y + 11.5, '×', { size: 9, anchor: 'middle', fill: C.dim });
        g += text(mx + 4, y + 12, String(q.ask), {
          size: 10.5,
          mono: true,
          fill: q.buyImb ? '#dcfce7' : C.text,
          weight: q.buyImb ? 700 : 400,
        });
      });
      // POC outline
      const pa = ease((t - TL.poc[0] - i * 0.05) / 0.3) * outK;
      if (pa > 0) {
        const y = yOf(col.levels[col.poc].row);
        g += `<rect x="${f1(cellL - 1)}" y="${f1(y + 0.5)}" width="${f1(cellW + 2)}" height="${ROWH - 1}" rx="2.5" fill="none" stroke="${C.amber}" stroke-width="1.8" stroke-opacity="${f1(pa)}"/>`;
      }
      b += `<g opacity="${f1(p)}">${g}</g>`;
    }
    // candle
    b += `<line x1="${f1(bx)}" x2="${f1(bx)}" y1="${f1(yOf(col.h) + 2)}" y2="${f1(yOf(col.l) + ROWH - 2)}" stroke="${ccol}" stroke-width="1.6"/>`;
    const top = yOf(Math.max(col.o, col.c)) + 2,
      bot = yOf(Math.min(col.o, col.c)) + ROWH - 2;
    b += `<rect x="${f1(bx - bw / 2)}" y="${f1(top)}" width="${f1(bw)}" height="${f1(bot - top)}" rx="1.5" fill="${ccol}"/>`;
    // delta bars
    const da = ease((t - TL.delta[0] - 0.2 - i * 0.07) / 0.35) * outK;
    if (da > 0) {
      const hgt = (Math.abs(col.delta) / DMAX) * 44 * da;
      const y = col.delta >= 0 ? DZ - hgt : DZ;
      b += `<rect x="${f1(cx - 14)}" y="${f1(y)}" width="28" height="${f1(hgt)}" rx="2" fill="${col.delta >= 0 ? C.up : C.down}" fill-opacity="${f1(0.85 * da)}"/>`;
      b += text(cx, col.delta >= 0 ? DZ - hgt - 6 : DZ + hgt + 15, (col.delta >= 0 ? '+' : '') + col.delta, {
        size: 11,
        mono: true,
        anchor: 'middle',
        weight: 700,
        fill: col.delta >= 0 ? C.up : C.down,
        opacity: f1(da),
      });
    }
  });
  // signal
  const sAge = t - TL.sig;
  const sK = outK;
  if (sAge >= 0 && sK > 0) {
    const col = COLS[SIGNAL_COL];
    const x = X0 + SIGNAL_COL * CW + 16 + (CW - 20) / 2;
    const tipY = yOf(col.l) + ROWH + 8;
    const pop = backOut(sAge / 0.45) * sK;
    // stacked-imbalance zone extending right
    const zs = col.levels.filter((q) => q.buyImb).map((q) => q.row);
    const zr0 = Math.min(...zs),
      zr1 = Math.max(...zs);
    const zx0 = X0 + (SIGNAL_COL + 1) * CW,
      zw = (X1 - zx0) * ramp(sAge, 0.3, 1.2);
    zoneSvg += `<rect x="${f1(zx0)}" y="${f1(yOf(zr1))}" width="${f1(zw)}" height="${f1((zr1 - zr0 + 1) * ROWH)}" fill="${C.up}" fill-opacity="${f1(0.08 * sK)}" stroke="${C.up}" stroke-opacity="${f1(0.45 * sK)}" stroke-dasharray="5 4"/>`;
    const pulse = (sAge % 1.2) / 1.2;
    b += `<circle cx="${f1(x)}" cy="${f1(tipY + 12)}" r="${f1(10 + pulse * 26)}" fill="none" stroke="${C.up}" stroke-width="2" stroke-opacity="${f1((1 - pulse) * 0.7 * sK)}"/>`;
    b += `<g transform="translate(${f1(x)} ${f1(tipY)}) scale(${f1(Math.max(0.01, pop))}) translate(${f1(-x)} ${f1(-tipY)})">${L.arrow(x, tipY, 1, C.up, 1.7)}</g>`;
  }
  // callouts
  const callout = (a, x, y, lx, ly, label, col) => {
    if (a <= 0) return '';
    return (
      `<g opacity="${f1(a)}"><line x1="${f1(x)}" y1="${f1(y)}" x2="${f1(lx)}" y2="${f1(ly)}" stroke="${col}" stroke-width="1.5"/><circle cx="${f1(x)}" cy="${f1(y)}" r="3.5" fill="${col}"/>` +
      tag(lx, ly, label, { fill: col, size: 13, anchor: 'middle', textColor: '#04111f', rx: 5 }) +
      '</g>'
    );
  };
  const aDelta = ramp(t, TL.delta[0] + 1.0, TL.delta[0] + 1.4) * outK;
  const aDeltaLbl = ramp(t, TL.delta[0], TL.delta[0] + 0.4) * outK;
  const c7 = X0 + SIGNAL_COL * CW + CW / 2;
  b += callout(aDelta, c7 + 16, DZ - 40, c7 + 110, DZ - 44, 'Delta', C.accent);
  b += text(X0 + 4, DY0 + 6, 'Delta', {
    size: 12,
    weight: 700,
    fill: C.accent,
    opacity: f1(Math.max(0.35, aDeltaLbl)),
  });
  const pc = COLS[11];
  const pcx = X0 + 11 * CW + CW - 4,
    pcy = yOf(pc.levels[pc.poc].row) + ROWH / 2;
  b += callout(ramp(t, TL.poc[0] + 0.5, TL.poc[0] + 0.9) * outK, pcx, pcy, pcx + 58, pcy + 58, 'POC', C.amber);
  const sc = COLS[SIGNAL_COL];
  const sx = X0 + SIGNAL_COL * CW + 16 + (CW - 20) / 2,
    sy = yOf(sc.l) + ROWH + 30;
  b += callout(ramp(t, TL.sig + 0.3, TL.sig + 0.7) * outK, sx + 14, sy + 2, sx + 100, sy + 40, 'Signal', C.up);
  b = b.replace('<line x1="0" x2="1280"', zoneSvg + '<line x1="0" x2="1280"');
  // menu
  const mA = ramp(t, TL.menu[0], TL.menu[1]) * (1 - ramp(t, TL.menuOut[0], TL.menuOut[1]));
  if (mA > 0) {
    const dy = (1 - mA) * -8;
    const mh = 36 + ITEMS.length * MENU.rowH + 8;
    let m = `<rect x="${MENU.x}" y="${MENU.y}" width="${MENU.w}" height="${mh}" rx="8" fill="#111c31" stroke="#334155"/>`;
    m +=
      `<rect x="${MENU.x + 10}" y="${MENU.y + 8}" width="${MENU.w - 20}" height="24" rx="5" fill="#0b1220" stroke="#1e293b"/>` +
      text(MENU.x + 20, MENU.y + 25, 'Search indicators…', { size: 12, fill: '#475569' });
    const hov = t >= TL.hover[1] - 0.15 && t < TL.menuOut[1];
    ITEMS.forEach(([s, col], k) => {
      const y = MENU.y + 36 + k * MENU.rowH;
      if (k === 0 && hov)
        m += `<rect x="${MENU.x + 6}" y="${y + 3}" width="${MENU.w - 12}" height="${MENU.rowH - 6}" rx="6" fill="${C.accent}" fill-opacity="0.16"/>`;
      m +=
        `<rect x="${MENU.x + 16}" y="${y + 12}" width="16" height="16" rx="4" fill="${col}" fill-opacity="0.85"/>` +
        text(MENU.x + 42, y + 25, s, {
          size: 14,
          fill: k === 0 && hov ? '#f8fafc' : C.text,
          weight: k === 0 ? 600 : 400,
        });
      m += text(MENU.x + MENU.w - 16, y + 25, 'NovaTick', { size: 10, fill: '#475569', anchor: 'end', weight: 600 });
    });
    b += `<g opacity="${f1(mA)}" transform="translate(0 ${f1(dy)})">${m}</g>`;
  }
  // cursor
  const startP = [720, 430],
    btnP = [BTN.x + 70, BTN.y + 16],
    itemP = [MENU.x + 120, MENU.y + 36 + 20];
  let cp = startP,
    cA = 1;
  if (t < TL.cursorIn[1]) {
    const k = ease((t - TL.cursorIn[0]) / (TL.cursorIn[1] - TL.cursorIn[0]));
    cp = [lerp(startP[0], btnP[0], k), lerp(startP[1], btnP[1], k) - Math.sin(k * Math.PI) * 40];
  } else if (t < TL.hover[0]) cp = btnP;
  else if (t < TL.cursorOut[0]) {
    const k = ease((t - TL.hover[0]) / (TL.hover[1] - TL.hover[0]));
    cp = [lerp(btnP[0], itemP[0], k), lerp(btnP[1], itemP[1], k)];
  } else {
    cp = itemP;
    cA = 1 - ramp(t, TL.cursorOut[0], TL.cursorOut[1]);
  }
  if (t > 11.0) {
    cp = startP;
    cA = ramp(t, 11.4, 11.9);
  }
  b += ripple(btnP[0], btnP[1], t - TL.click1) + ripple(itemP[0], itemP[1], t - TL.click2);
  const press = Math.abs(t - TL.click1) < 0.08 || Math.abs(t - TL.click2) < 0.08 ? 0.88 : 1;
  if (cA > 0) b += `<g opacity="${f1(cA)}">${cursorSvg(cp[0], cp[1], press)}</g>`;
  return L.svgDoc(W, H, b);
}

async function run() {
  const dir = process.env.FRAMES_DIR ? path.join(process.env.FRAMES_DIR, 'demo') : '/tmp/novatick-frames/demo';
  const count = FPS * T;
  await L.renderFrames(dir, count, frameSvg);
  const res = L.encodeVideos(dir, FPS, path.join(L.OUT, 'demo'), {
    vp9crf: +(process.env.DEMO_VP9_CRF || 36),
    x264crf: +(process.env.DEMO_X264_CRF || 26),
    gop: FPS * 4,
  });
  const posterFrame = path.join(dir, `f${String(Math.round(10 * FPS)).padStart(4, '0')}.png`);
  res.push(
    await L.toWebp(await L.sharp(posterFrame).toBuffer(), path.join(L.OUT, 'demo-poster.webp'), {
      maxBytes: 58 * 1024,
      quality: 80,
    }),
  );
  res.push(await posterVariant());
  return res;
}

// demo-poster-640.webp for srcset (phones show the poster ~360 px wide); `demo.cjs poster-640`
// writes it alone, without rendering the video frames.
function posterVariant() {
  return L.downsized(path.join(L.OUT, 'demo-poster.webp'), 640, 360, { maxBytes: 24 * 1024, quality: 80 });
}
module.exports = { run, posterVariant, frameSvg };
if (require.main === module) {
  if (process.argv[2] === 'poster-640') {
    posterVariant().then((x) => console.log(path.basename(x.file), x.bytes, 'q' + x.q));
  } else if (process.argv[2] === 'still') {
    const ts = process.argv.slice(3).map(Number);
    Promise.all(
      ts.map((s) =>
        L.sharp(Buffer.from(frameSvg(Math.round(s * FPS))))
          .png()
          .toFile(`/tmp/demo-${s}.png`),
      ),
    ).then(() => console.log('ok'));
  } else run().then((r) => r.forEach((x) => console.log(path.basename(x.file), x.bytes)));
}
