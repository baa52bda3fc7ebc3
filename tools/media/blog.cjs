'use strict';
// 8 blog featured images (1200x630 WebP, no text).
const path = require('path');
const L = require('./lib.cjs');
const { C, f1, candle, linePath, smoothPath, scale } = L;
const W = 1200,
  H = 630;

function bgGrad(id, c0, c1) {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c0}"/><stop offset="1" stop-color="${c1}"/></linearGradient>`;
}
const glowFilter = (id, sd = 6) =>
  `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${sd}" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`;
const blurFilter = (id, sd = 4) =>
  `<filter id="${id}" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${sd}"/></filter>`;
function gridLines(step, col = C.grid, op = 0.5) {
  let s = '';
  for (let x = step; x < W; x += step)
    s += `<line x1="${x}" x2="${x}" y1="0" y2="${H}" stroke="${col}" stroke-opacity="${op}"/>`;
  for (let y = step; y < H; y += step)
    s += `<line x1="0" x2="${W}" y1="${y}" y2="${y}" stroke="${col}" stroke-opacity="${op}"/>`;
  return s;
}

const blogs = [];

// 1. Glowing candlestick chart with trend curve
blogs.push(() => {
  const cs = L.pathCandles(
    201,
    44,
    [
      [0, 100],
      [10, 104],
      [16, 101],
      [28, 109],
      [33, 107],
      [43, 114],
    ],
    0.9,
  );
  const X = (i) => 40 + i * 26,
    Y = scale(116, 96, 60, 600);
  const e = L.ema(
    cs.map((c) => c.c),
    7,
  );
  let b = `<rect width="${W}" height="${H}" fill="url(#bg)"/>` + gridLines(60, C.grid, 0.35);
  b += `<path d="${smoothPath(e.map((v, i) => [X(i), Y(v) + 40]))}L${X(43)} ${H}L${X(0)} ${H}Z" fill="url(#area)"/>`;
  b += cs.map((c, i) => candle(X(i), 14, c, Y, { wick: 2 })).join('');
  b += `<path d="${smoothPath(e.map((v, i) => [X(i), Y(v) + 40]))}" fill="none" stroke="${C.accent}" stroke-width="4" filter="url(#glow)"/>`;
  b += `<circle cx="${X(43)}" cy="${f1(Y(e[43]) + 40)}" r="9" fill="${C.accent}" filter="url(#glow)"/><circle cx="${X(43)}" cy="${f1(Y(e[43]) + 40)}" r="20" fill="none" stroke="${C.accent}" stroke-opacity="0.4" stroke-width="2"/>`;
  b += `<rect width="${W}" height="${H}" fill="url(#vig)"/>`;
  const defs =
    bgGrad('bg', '#0b1220', '#0c1b33') +
    glowFilter('glow', 7) +
    `<linearGradient id="area" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.accent}" stop-opacity="0.22"/><stop offset="1" stop-color="${C.accent}" stop-opacity="0"/></linearGradient>` +
    `<radialGradient id="vig" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient>`;
  return L.svgDoc(W, H, b, defs);
});

// 2. Order-book ladder (DOM) with bid/ask depth bars
blogs.push(() => {
  const r = L.rng(202);
  let b = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  const ladder = (cx, w, rowH, op, blur) => {
    let s = '';
    const rows = Math.floor(H / rowH) + 1;
    const mid = Math.floor(rows / 2);
    for (let k = 0; k < rows; k++) {
      const y = k * rowH;
      const isMid = k === mid;
      const ask = k < mid;
      s += `<rect x="${cx - w / 2}" y="${y + 1}" width="${w}" height="${rowH - 2}" fill="${isMid ? C.accent : '#13203a'}" fill-opacity="${isMid ? 0.35 : 0.8}" rx="2"/>`;
      const dist = Math.abs(k - mid);
      const depth = Math.min(1, (0.25 + dist * 0.05) * r.range(0.4, 1.3) + (r() < 0.08 ? 0.5 : 0));
      const bw = depth * w * 0.42;
      if (isMid) continue;
      if (ask)
        s += `<rect x="${cx + w * 0.06}" y="${y + 3}" width="${f1(bw)}" height="${rowH - 6}" fill="${C.down}" fill-opacity="${f1(0.35 + depth * 0.5)}" rx="2"/>`;
      else
        s += `<rect x="${f1(cx - w * 0.06 - bw)}" y="${y + 3}" width="${f1(bw)}" height="${rowH - 6}" fill="${C.up}" fill-opacity="${f1(0.35 + depth * 0.5)}" rx="2"/>`;
      s += `<rect x="${cx - 3}" y="${y + rowH / 2 - 2}" width="6" height="4" rx="1" fill="#64748b" fill-opacity="0.6"/>`;
    }
    return `<g opacity="${op}" ${blur ? `filter="url(#${blur})"` : ''}>${s}</g>`;
  };
  b += ladder(170, 260, 22, 0.35, 'b2') + ladder(1030, 260, 22, 0.35, 'b2');
  b += `<rect x="380" y="0" width="440" height="${H}" fill="${C.bg}" fill-opacity="0.7"/>`;
  b += ladder(600, 420, 30, 1, null);
  b += `<rect x="380" y="${Math.floor(H / 30 / 2) * 30}" width="440" height="30" fill="none" stroke="${C.accent}" stroke-width="2" rx="2" filter="url(#g)"/>`;
  b += `<rect width="${W}" height="${H}" fill="url(#fade)"/>`;
  const defs =
    bgGrad('bg', '#0a111e', '#0d1a30') +
    blurFilter('b2', 2.5) +
    glowFilter('g', 5) +
    `<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.bg}" stop-opacity="0.85"/><stop offset="0.22" stop-color="${C.bg}" stop-opacity="0"/><stop offset="0.78" stop-color="${C.bg}" stop-opacity="0"/><stop offset="1" stop-color="${C.bg}" stop-opacity="0.85"/></linearGradient>`;
  return L.svgDoc(W, H, b, defs);
});

// 3. Liquidity heatmap (raster) + price line and trade bubbles (SVG overlay)
blogs.push(async () => {
  const r = L.rng(203);
  const cols = 150,
    rows = 90;
  const price = [];
  let p = rows * 0.5,
    v = 0;
  for (let x = 0; x < cols; x++) {
    const tgt = rows * 0.5 + Math.sin((x / cols) * Math.PI * 2.2) * rows * 0.18 + Math.sin((x / cols) * 17) * 3;
    v = v * 0.8 + r.gauss() * 0.5 + (tgt - p) * 0.06;
    p += v;
    price.push(p);
  }
  const levels = [];
  for (let k = 0; k < 26; k++)
    levels.push({ y: r.range(0, rows), s: r.range(0.3, 0.85), t0: r.range(-20, cols * 0.7), len: r.range(40, 160) });
  const buf = Buffer.alloc(W * H * 3);
  const cmap = (t) => {
    // dark navy -> blue -> cyan -> yellow -> white
    const st = [
      [0, [11, 18, 32]],
      [0.3, [20, 50, 110]],
      [0.55, [30, 140, 200]],
      [0.75, [56, 189, 248]],
      [0.9, [250, 204, 21]],
      [1, [255, 250, 220]],
    ];
    for (let k = 0; k < st.length - 1; k++) {
      const [a, ca] = st[k],
        [bb, cb] = st[k + 1];
      if (t <= bb) {
        const u = (t - a) / (bb - a);
        return ca.map((c, i) => Math.round(c + (cb[i] - c) * u));
      }
    }
    return st[st.length - 1][1];
  };
  const field = new Float32Array(cols * rows);
  for (let x = 0; x < cols; x++)
    for (let y = 0; y < rows; y++) {
      let val = 0.08 * Math.exp(-Math.abs(y - price[x]) / 20);
      for (const l of levels) {
        if (x < l.t0 || x > l.t0 + l.len) continue;
        const d = Math.abs(y - l.y);
        if (d < 2.5) val += l.s * (1 - d / 2.5) * (0.75 + 0.25 * Math.sin(x * 0.3 + l.y));
      }
      if (Math.abs(y - price[x]) < 1.2) val *= 0.3;
      field[x * rows + y] = Math.min(1, val);
    }
  for (let py = 0; py < H; py++)
    for (let px = 0; px < W; px++) {
      const fx = (px / W) * (cols - 1),
        fy = ((H - 1 - py) / H) * (rows - 1);
      const x0 = Math.floor(fx),
        y0 = Math.floor(fy),
        tx = fx - x0,
        ty = fy - y0;
      const x1 = Math.min(cols - 1, x0 + 1),
        y1 = Math.min(rows - 1, y0 + 1);
      const val =
        (field[x0 * rows + y0] * (1 - tx) + field[x1 * rows + y0] * tx) * (1 - ty) +
        (field[x0 * rows + y1] * (1 - tx) + field[x1 * rows + y1] * tx) * ty;
      const c = cmap(Math.pow(val, 0.8));
      const o = (py * W + px) * 3;
      buf[o] = c[0];
      buf[o + 1] = c[1];
      buf[o + 2] = c[2];
    }
  const PX = (x) => (x / (cols - 1)) * W,
    PY = (y) => H - 1 - (y / (rows - 1)) * H;
  let ov = `<path d="${smoothPath(price.map((y, x) => [PX(x), PY(y)]))}" fill="none" stroke="#ffffff" stroke-width="3" filter="url(#g)"/>`;
  for (let x = 4; x < cols; x += 3) {
    if (r() < 0.45) continue;
    const rad = Math.pow(r(), 2.5) * 22 + 3;
    const up = price[x] >= price[x - 3];
    ov += `<circle cx="${f1(PX(x))}" cy="${f1(PY(price[x]))}" r="${f1(rad)}" fill="${up ? C.up : C.down}" fill-opacity="0.45" stroke="${up ? '#86efac' : '#fca5a5'}" stroke-width="1.5"/>`;
  }
  const svg = L.svgDoc(W, H, ov, glowFilter('g', 4));
  return L.sharp(buf, { raw: { width: W, height: H, channels: 3 } })
    .composite([{ input: Buffer.from(svg) }])
    .png()
    .toBuffer();
});

// 4. Trading desk with monitors (flat illustration)
blogs.push(() => {
  let b = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  // window with skyline
  b += `<rect x="90" y="40" width="1020" height="330" rx="8" fill="#0e1a31"/>`;
  const r = L.rng(204);
  let sx = 90;
  while (sx < 1110) {
    const bw = r.range(30, 80),
      bh = r.range(60, 230);
    b += `<rect x="${f1(sx)}" y="${f1(370 - bh)}" width="${f1(Math.min(bw, 1110 - sx))}" height="${f1(bh)}" fill="#122241"/>`;
    for (let wy = 370 - bh + 10; wy < 360; wy += 16)
      for (let wx = sx + 6; wx < sx + bw - 8 && wx < 1104; wx += 12)
        if (r() < 0.18)
          b += `<rect x="${f1(wx)}" y="${f1(wy)}" width="4" height="6" fill="#fbbf24" fill-opacity="0.5"/>`;
    sx += bw + 4;
  }
  b += `<rect x="90" y="40" width="1020" height="330" rx="8" fill="url(#sky)"/>`;
  // desk
  b += `<path d="M0 470 L1200 470 L1200 630 L0 630Z" fill="#0a0f1a"/><rect x="0" y="455" width="1200" height="22" fill="#1e293b"/><rect x="0" y="455" width="1200" height="3" fill="#334155"/>`;
  const screen = (x, y, w, h, content, tilt = 0) => {
    const stand = `<rect x="${x + w / 2 - 8}" y="${y + h}" width="16" height="${455 - y - h - 6}" fill="#1f2a3d"/><rect x="${x + w / 2 - 50}" y="449" width="100" height="8" rx="3" fill="#263246"/>`;
    return `<g transform="${tilt ? `skewY(${tilt})` : ''}">${stand}<rect x="${x - 8}" y="${y - 8}" width="${w + 16}" height="${h + 16}" rx="8" fill="#1a2436"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="#0b1220"/>${content}</g>`;
  };
  // center: candles
  const cs = L.pathCandles(
    241,
    26,
    [
      [0, 100],
      [8, 104],
      [14, 101],
      [25, 108],
    ],
    0.8,
  );
  const Yc = scale(110, 97, 175, 375);
  let cc = '';
  cs.forEach((c, i) => {
    cc += candle(430 + i * 13.5, 8, c, Yc, { wick: 1.2 });
  });
  const e = L.ema(
    cs.map((c) => c.c),
    5,
  );
  cc += `<path d="${smoothPath(e.map((v, i) => [430 + i * 13.5, Yc(v)]))}" fill="none" stroke="${C.accent}" stroke-width="2.5"/>`;
  b += `<ellipse cx="600" cy="300" rx="420" ry="200" fill="${C.accent}" fill-opacity="0.06" filter="url(#bl)"/>`;
  b += screen(415, 160, 370, 230, cc);
  // left: DOM ladder bars
  let dl = '';
  for (let k = 0; k < 11; k++) {
    const y = 196 + k * 17;
    const ask = k < 5;
    const w = 20 + r() * 70;
    dl +=
      k === 5
        ? `<rect x="122" y="${y}" width="230" height="13" fill="${C.accent}" fill-opacity="0.4"/>`
        : `<rect x="${ask ? 242 : f1(232 - w)}" y="${y}" width="${f1(w)}" height="12" rx="2" fill="${ask ? C.down : C.up}" fill-opacity="0.75"/>`;
  }
  b += screen(112, 182, 250, 200, dl);
  // right: line + histogram
  let rl = '';
  const lp = [];
  let v = 300;
  for (let k = 0; k < 24; k++) {
    v += r.gauss() * 9 + (300 - k * 3.5 - v) * 0.25;
    lp.push([850 + k * 10.4, Math.max(200, Math.min(320, v))]);
  }
  rl += `<path d="${smoothPath(lp)}" fill="none" stroke="${C.violet}" stroke-width="2.5"/>`;
  for (let k = 0; k < 24; k++) {
    const hh = 8 + r() * 40;
    rl += `<rect x="${846 + k * 10.4}" y="${f1(370 - hh)}" width="7" height="${f1(hh)}" fill="${r() < 0.5 ? C.up : C.down}" fill-opacity="0.7"/>`;
  }
  b += screen(838, 182, 250, 200, rl);
  // keyboard, mouse, mug, lamp
  b += `<path d="M470 520 L730 520 L750 560 L450 560Z" fill="#1e293b"/>`;
  for (let row = 0; row < 3; row++)
    for (let k = 0; k < 14; k++)
      b += `<rect x="${f1(468 + row * -6 + k * 19.5)}" y="${524 + row * 11}" width="15" height="8" rx="1.5" fill="#334155"/>`;
  b += `<ellipse cx="805" cy="545" rx="16" ry="22" fill="#1e293b"/><line x1="805" y1="525" x2="805" y2="537" stroke="#334155" stroke-width="2"/>`;
  b += `<rect x="300" y="495" width="46" height="56" rx="6" fill="#1e3a5f"/><path d="M346 507 q20 0 20 16 q0 16 -20 16" fill="none" stroke="#1e3a5f" stroke-width="7"/><path d="M312 488 q6 -10 0 -20 M326 488 q6 -10 0 -20" stroke="#64748b" stroke-opacity="0.5" stroke-width="2.5" fill="none"/>`;
  b += `<path d="M1140 452 L1156 452 L1150 330 Z" fill="#1f2a3d"/><path d="M1115 330 L1165 330 L1180 290 L1122 282Z" fill="#263246"/><ellipse cx="1140" cy="332" rx="26" ry="5" fill="#fde68a" fill-opacity="0.5"/><path d="M1118 335 L1162 335 L1200 455 L1100 455Z" fill="#fde68a" fill-opacity="0.06"/>`;
  const defs =
    bgGrad('bg', '#0a111e', '#0f1d36') +
    blurFilter('bl', 30) +
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e3a8a" stop-opacity="0.25"/><stop offset="1" stop-color="#0b1220" stop-opacity="0.2"/></linearGradient>`;
  return L.svgDoc(W, H, b, defs);
});

// 5. Layered volume-profile "terrain"
blogs.push(() => {
  const r = L.rng(205);
  let b = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  const layers = [
    [120, '#1e3a8a', 0.5],
    [430, '#0369a1', 0.6],
    [760, C.accent, 0.75],
    [1040, C.violet, 0.6],
  ];
  layers.forEach(([x, col, op], li) => {
    const n = 42,
      bh = H / n;
    const peaks = [r.range(0.2, 0.45), r.range(0.55, 0.8)];
    let poc = 0,
      best = 0;
    const ws = [];
    for (let k = 0; k < n; k++) {
      const t = k / n;
      const w =
        (Math.exp(-(((t - peaks[0]) / 0.09) ** 2)) + 0.8 * Math.exp(-(((t - peaks[1]) / 0.07) ** 2)) + 0.15) *
        r.range(0.8, 1.1);
      ws.push(w);
      if (w > best) {
        best = w;
        poc = k;
      }
    }
    ws.forEach((w, k) => {
      const len = (w / best) * (li === 2 ? 330 : 250);
      b += `<rect x="${x}" y="${f1(k * bh + 1)}" width="${f1(len)}" height="${f1(bh - 2.5)}" rx="2" fill="${k === poc ? C.amber : col}" fill-opacity="${k === poc ? 0.95 : op * (0.45 + (0.55 * w) / best)}"/>`;
    });
    b += `<line x1="${x}" x2="${W}" y1="${f1(poc * bh + bh / 2)}" y2="${f1(poc * bh + bh / 2)}" stroke="${C.amber}" stroke-opacity="0.45" stroke-width="2" stroke-dasharray="10 6"/>`;
  });
  b += `<rect width="${W}" height="${H}" fill="url(#fade)"/>`;
  const defs =
    bgGrad('bg', '#0b1220', '#101a36') +
    `<linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${C.bg}" stop-opacity="0.6"/><stop offset="0.3" stop-color="${C.bg}" stop-opacity="0"/><stop offset="1" stop-color="${C.bg}" stop-opacity="0.2"/></linearGradient>`;
  return L.svgDoc(W, H, b, defs);
});

// 6. Multi-market line chart with gradient areas
blogs.push(() => {
  const r = L.rng(206);
  let b = `<rect width="${W}" height="${H}" fill="url(#bg)"/>` + gridLines(70, C.grid, 0.35);
  const series = [
    [C.accent, 380, 1],
    [C.violet, 300, 0.8],
    [C.amber, 450, 0.6],
    [C.up, 230, 0.9],
  ];
  let defs = bgGrad('bg', '#0b1220', '#0d1730') + glowFilter('g', 5);
  series.forEach(([col, base, amp], k) => {
    const pts = [];
    let v = base,
      d = 0;
    for (let x = 0; x <= 30; x++) {
      d = d * 0.7 + r.gauss() * 14 * amp + (base - 60 - x * 3 - v) * 0.05;
      v += d;
      pts.push([x * 40, Math.max(60, Math.min(590, v))]);
    }
    defs += `<linearGradient id="a${k}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${col}" stop-opacity="0.2"/><stop offset="1" stop-color="${col}" stop-opacity="0"/></linearGradient>`;
    b += `<path d="${smoothPath(pts)}L1200 630L0 630Z" fill="url(#a${k})"/>`;
    b += `<path d="${smoothPath(pts)}" fill="none" stroke="${col}" stroke-width="3" filter="url(#g)"/>`;
    const [ex, ey] = pts[pts.length - 2];
    b += `<circle cx="${ex}" cy="${f1(ey)}" r="7" fill="${col}"/><circle cx="${ex}" cy="${f1(ey)}" r="16" fill="none" stroke="${col}" stroke-opacity="0.4" stroke-width="2"/>`;
  });
  b += `<line x1="1160" x2="1160" y1="0" y2="630" stroke="${C.white}" stroke-opacity="0.25" stroke-dasharray="4 6"/>`;
  return L.svgDoc(W, H, b, defs);
});

// 7. Isometric 3D bar field
blogs.push(() => {
  let b = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  const n = 16,
    s = 28;
  const ox = 600,
    oy = 150;
  const iso = (i, j, z) => [ox + (i - j) * s * 0.866, oy + (i + j) * s * 0.5 - z];
  const cells = [];
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      const hill = (a, bq, w) => Math.exp(-(((i - a) ** 2 + (j - bq) ** 2) / w));
      const h =
        12 +
        175 * (0.85 * hill(5, 5, 12) + 0.6 * hill(11, 10, 9) + 0.4 * hill(3, 12, 7) + 0.3 * hill(13, 3, 6)) +
        8 * (1 + Math.sin(i * 1.3 + j * 0.7));
      cells.push({ i, j, h });
    }
  cells.sort((a, c) => a.i + a.j - (c.i + c.j));
  const shade = (hex, k) => {
    const p = [1, 3, 5].map((q) => parseInt(hex.slice(q, q + 2), 16));
    return (
      '#' +
      p
        .map((v) =>
          Math.round(v * k)
            .toString(16)
            .padStart(2, '0'),
        )
        .join('')
    );
  };
  for (const c of cells) {
    const t = Math.min(1, c.h / 170);
    const col = t > 0.6 ? C.up : t > 0.28 ? C.accent : '#1e3a8a';
    const g = 0.85;
    const [ax, ay] = iso(c.i, c.j, c.h),
      [bx, by] = iso(c.i + g, c.j, c.h),
      [cx, cy] = iso(c.i + g, c.j + g, c.h),
      [dx, dy] = iso(c.i, c.j + g, c.h);
    const [bx0, by0] = iso(c.i + g, c.j, 0),
      [cx0, cy0] = iso(c.i + g, c.j + g, 0),
      [dx0, dy0] = iso(c.i, c.j + g, 0);
    b += `<path d="${linePath([
      [dx, dy],
      [cx, cy],
      [cx0, cy0],
      [dx0, dy0],
    ])}Z" fill="${shade(col, 0.45)}"/>`;
    b += `<path d="${linePath([
      [bx, by],
      [cx, cy],
      [cx0, cy0],
      [bx0, by0],
    ])}Z" fill="${shade(col, 0.3)}"/>`;
    b += `<path d="${linePath([
      [ax, ay],
      [bx, by],
      [cx, cy],
      [dx, dy],
    ])}Z" fill="${shade(col, 0.6 + 0.4 * t)}"/>`;
  }
  b += `<rect width="${W}" height="${H}" fill="url(#vig)"/>`;
  const defs =
    bgGrad('bg', '#0b1220', '#0a1a30') +
    `<radialGradient id="vig" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#0b1220" stop-opacity="0"/><stop offset="1" stop-color="#0b1220" stop-opacity="0.8"/></radialGradient>`;
  return L.svgDoc(W, H, b, defs);
});

// 8. Risk gauge over a blurred chart
blogs.push(() => {
  const cs = L.pathCandles(
    208,
    48,
    [
      [0, 100],
      [12, 105],
      [24, 99],
      [36, 106],
      [47, 103],
    ],
    1,
  );
  const Y = scale(110, 94, 40, 600);
  let b = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  b += `<g opacity="0.45" filter="url(#bl)">${cs.map((c, i) => candle(20 + i * 24.5, 12, c, Y, { wick: 2 })).join('')}</g>`;
  const cx = 600,
    cy = 420,
    R = 250;
  const arc = (a0, a1, rr) => {
    const p = (a) => [cx + rr * Math.cos(Math.PI + a * Math.PI), cy + rr * Math.sin(Math.PI + a * Math.PI)];
    const [x0, y0] = p(a0),
      [x1, y1] = p(a1);
    return `M${f1(x0)} ${f1(y0)}A${rr} ${rr} 0 0 1 ${f1(x1)} ${f1(y1)}`;
  };
  b += `<circle cx="${cx}" cy="${cy}" r="${R + 40}" fill="${C.bg}" fill-opacity="0.75"/>`;
  b += `<path d="${arc(0, 1, R)}" fill="none" stroke="#1e293b" stroke-width="38"/>`;
  b += `<path d="${arc(0.005, 0.33, R)}" fill="none" stroke="${C.up}" stroke-width="38"/><path d="${arc(0.34, 0.66, R)}" fill="none" stroke="${C.amber}" stroke-width="38"/><path d="${arc(0.67, 0.995, R)}" fill="none" stroke="${C.down}" stroke-width="38"/>`;
  for (let k = 0; k <= 20; k++) {
    const a = Math.PI + (k / 20) * Math.PI;
    const r0 = R - 40,
      r1 = R - (k % 5 ? 52 : 64);
    b += `<line x1="${f1(cx + r0 * Math.cos(a))}" y1="${f1(cy + r0 * Math.sin(a))}" x2="${f1(cx + r1 * Math.cos(a))}" y2="${f1(cy + r1 * Math.sin(a))}" stroke="${C.text}" stroke-opacity="0.6" stroke-width="${k % 5 ? 2 : 4}"/>`;
  }
  const na = Math.PI + 0.3 * Math.PI;
  b += `<path d="M${f1(cx + 14 * Math.cos(na + Math.PI / 2))} ${f1(cy + 14 * Math.sin(na + Math.PI / 2))}L${f1(cx + (R - 70) * Math.cos(na))} ${f1(cy + (R - 70) * Math.sin(na))}L${f1(cx + 14 * Math.cos(na - Math.PI / 2))} ${f1(cy + 14 * Math.sin(na - Math.PI / 2))}Z" fill="${C.white}" filter="url(#g)"/>`;
  b += `<circle cx="${cx}" cy="${cy}" r="24" fill="#1e293b" stroke="${C.accent}" stroke-width="5"/>`;
  b += `<rect x="0" y="${cy + 40}" width="${W}" height="${H - cy - 40}" fill="url(#fl)"/>`;
  const defs =
    bgGrad('bg', '#0b1220', '#121b33') +
    blurFilter('bl', 3) +
    glowFilter('g', 5) +
    `<linearGradient id="fl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.bg}" stop-opacity="0"/><stop offset="1" stop-color="${C.bg}" stop-opacity="0.9"/></linearGradient>`;
  return L.svgDoc(W, H, b, defs);
});

async function run() {
  const res = [];
  for (let k = 0; k < blogs.length; k++) {
    const svg = await blogs[k]();
    res.push(await L.toWebp(svg, path.join(L.OUT, `blog-${k + 1}.webp`), { maxBytes: 68 * 1024, quality: 86 }));
  }
  return res;
}
module.exports = { run };
if (require.main === module)
  run().then((r) => r.forEach((x) => console.log(path.basename(x.file), x.bytes, 'q' + x.q)));
