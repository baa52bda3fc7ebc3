import { describe, expect, it } from 'vitest';
import { parseSeedPost, readSeedPosts } from './seed-posts.ts';

const FILE = `---
title: Reading Order Flow: A Guide
excerpt: Who traded at every price.
author: maya.chen@novatick.example
categories: order-flow, market-structure
image: 1
featured: true
---

A **bold** start.

## A heading
`;

describe('demo blog posts in content/blog', () => {
  it('reads a file: slug from the name, front matter split at the first ": ", the body as written', () => {
    expect(parseSeedPost('01-reading-order-flow.md', FILE)).toEqual({
      slug: 'reading-order-flow',
      title: 'Reading Order Flow: A Guide',
      excerpt: 'Who traded at every price.',
      author: 'maya.chen@novatick.example',
      categories: ['order-flow', 'market-structure'],
      image: 1,
      featured: true,
      status: 'published',
      body: 'A **bold** start.\n\n## A heading',
    });
  });

  it('refuses a malformed file with its name', () => {
    expect(() => parseSeedPost('reading.md', FILE)).toThrow('reading.md');
    expect(() => parseSeedPost('02-x.md', 'no front matter')).toThrow('02-x.md');
    expect(() => parseSeedPost('03-x.md', FILE.replace('image: 1', 'image: one'))).toThrow(/03-x\.md: .*image/s);
    expect(() => parseSeedPost('04-x.md', FILE.replace('image: 1', 'colour: red'))).toThrow('04-x.md');
    expect(() => parseSeedPost('05-x.md', FILE.replace('image: 1', 'status: maybe'))).toThrow('05-x.md');
  });

  it('holds 16 published posts (2 featured) in 6 categories, a draft and a scheduled post, each slug once', () => {
    const posts = readSeedPosts();
    expect(posts.filter((p) => p.status === 'published')).toHaveLength(16);
    expect(posts.filter((p) => p.featured).map((p) => p.slug)).toEqual([
      'reading-order-flow-footprint-charts',
      'volume-profile-value-area-basics',
    ]);
    expect(posts.filter((p) => p.status !== 'published').map((p) => [p.slug, p.status])).toEqual([
      ['footprint-settings-deep-dive', 'draft'],
      ['release-3-3-preview', 'scheduled'],
    ]);
    expect(new Set(posts.flatMap((p) => p.categories)).size).toBe(6);
    expect(new Set(posts.map((p) => p.slug)).size).toBe(posts.length);
  });
});
