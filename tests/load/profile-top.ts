/**
 * Top self-time items of a V8 CPU profile (from `npm run bench:render -- --profile dir`), by
 * function and by package, in per cent of the profiled time:
 *
 *   node --import tsx tests/load/profile-top.ts dir/products.cpuprofile [--top 30]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const { values, positionals } = parseArgs({ options: { top: { type: 'string' } }, allowPositionals: true });
const top = Number(values.top ?? 30);
const profile = JSON.parse(readFileSync(positionals[0] ?? '', 'utf8')) as Profile;
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));

function where(url: string): string {
  return url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(src|build)\//, '$1/');
}
function owner(url: string): string {
  if (!url) return '(native, gc, idle)';
  const match = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url);
  if (match?.[1]) return match[1];
  if (url.startsWith('node:')) return 'node';
  return where(url).split('/')[0] ?? url;
}

const byFunction = new Map<string, number>();
const byOwner = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  const frame = nodes.get(id)?.callFrame;
  const delta = profile.timeDeltas[i] ?? 0;
  if (!frame) return;
  total += delta;
  const name = `${frame.functionName || '(anonymous)'}  ${where(frame.url)}:${frame.lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + delta);
  byOwner.set(owner(frame.url), (byOwner.get(owner(frame.url)) ?? 0) + delta);
});

function print(title: string, rows: Map<string, number>, count: number) {
  console.log(title);
  for (const [name, time] of [...rows].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    console.log(`  ${((time / total) * 100).toFixed(1).padStart(5)} %  ${name}`);
  }
}
console.log(`${(total / 1000).toFixed(0)} ms profiled`);
print('Self time by function:', byFunction, top);
print('Self time by package:', byOwner, 20);
