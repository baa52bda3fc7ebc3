import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './low-priority-preloads.server.ts';

const page =
  '<!DOCTYPE html><html lang="zh"><head><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/>' +
  '<title>订单｜NovaTick</title></head><body><p>示例 <link rel="modulepreload" href="/in-body.js"/></p></body></html>';

describe('lowPriorityModulePreloads', () => {
  it('marks every module preload in <head> low priority and leaves the rest as it was', () => {
    const out = lowPriorityModulePreloads(Buffer.from(page)).toString();
    expect(out.match(/rel="modulepreload" fetchpriority="low"/g)).toHaveLength(2);
    expect(out).toContain('<link rel="stylesheet" href="/a.css"/>');
    expect(out.slice(out.indexOf('</head>'))).toBe(page.slice(page.indexOf('</head>')));
  });

  it('leaves a document without </head> unchanged', () => {
    expect(lowPriorityModulePreloads(Buffer.from('<p>partial 页面</p>')).toString()).toBe('<p>partial 页面</p>');
  });
});
