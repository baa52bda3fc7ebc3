'use strict';
// Regenerates every file in public/media. Usage: node tools/media/build.cjs [stills|videos]
const path = require('path');
const fs = require('fs');
const L = require('./lib.cjs');

(async () => {
  const what = process.argv[2] || 'all';
  fs.mkdirSync(L.OUT, { recursive: true });
  const mods =
    what === 'stills'
      ? ['indicators', 'blog', 'icons']
      : what === 'videos'
        ? ['hero', 'demo']
        : ['indicators', 'blog', 'icons', 'hero', 'demo'];
  for (const m of mods) {
    console.log(`== ${m}`);
    const res = await require(`./${m}.cjs`).run();
    res.forEach((x) => console.log(`  ${path.basename(x.file).padEnd(32)} ${String(x.bytes).padStart(8)} B`));
  }
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
