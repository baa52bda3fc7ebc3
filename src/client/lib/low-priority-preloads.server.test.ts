import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './low-priority-preloads.server.ts';

async function through(chunks: Buffer[]) {
  return text(Readable.from(chunks).pipe(lowPriorityModulePreloads()));
}

const page =
  '<!DOCTYPE html><html lang="zh"><head><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/>' +
  '<title>订单｜NovaTick</title></head><body><p>示例 <link rel="modulepreload" href="/in-body.js"/></p></body></html>';

describe('lowPriorityModulePreloads', () => {
  it('marks every module preload in <head> low priority and leaves the rest as it was', async () => {
    const out = await through([Buffer.from(page)]);
    expect(out.match(/rel="modulepreload" fetchpriority="low"/g)).toHaveLength(2);
    expect(out).toContain('<link rel="stylesheet" href="/a.css"/>');
    // After </head> nothing is rewritten: the body's bytes pass through as they came.
    expect(out.slice(out.indexOf('</head>'))).toBe(page.slice(page.indexOf('</head>')));
  });

  it('gives the same page whatever the chunk boundaries, even inside a character or a tag', async () => {
    const whole = await through([Buffer.from(page)]);
    const bytes = Buffer.from(page);
    for (const size of [1, 3, 7, 64]) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      expect(await through(chunks)).toBe(whole);
    }
  });

  it('passes a document without </head> through unchanged', async () => {
    expect(await through([Buffer.from('<p>partial'), Buffer.from(' 页面</p>')])).toBe('<p>partial 页面</p>');
  });
});
