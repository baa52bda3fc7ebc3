import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSuggestion, listSuggestions, voteSuggestion } from '#shared/contracts/suggestions.endpoints.ts';
import { mailOutbox } from '../platform/mail/outbox.schema.ts';
import { RATE_LIMIT_MESSAGE } from '../platform/rate-limit.ts';
import { ApiClient, createTestApp, type ErrorBody, type TestApp } from '../testing/test-app.ts';
import { signedInClient } from '../testing/users.ts';
import { suggestions } from './suggestions.schema.ts';
import { makeSuggestion, nextIp } from './suggestions.test-helpers.ts';

let t: TestApp;
const visitor = () => new ApiClient(t.app, nextIp());

const valid = {
  suggestionTitle: 'Volume profile on the DOM',
  description: 'Show a session volume profile next to the price ladder so I can see value areas.',
  name: 'Ana Souza',
  email: ' Ana.Souza@Example.com ',
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.db.delete(mailOutbox);
  await t.app.db.delete(suggestions);
});

describe('POST /_api/suggestions', () => {
  it('stores a visitor suggestion as Under Review, with the visitor language, and lists it without the e-mail', async () => {
    const res = await visitor().call(
      createSuggestion,
      { ...valid, features: 'POC line\nValue area', tradingStyle: 'dayTrading', timeframe: 'minutes' },
      { cookie: 'lang=de' },
    );
    expect(res).toMatchObject({ status: 201, body: { success: true } });
    const [row] = await t.app.db.select().from(suggestions);
    expect(row).toMatchObject({
      name: 'Ana Souza',
      email: 'ana.souza@example.com',
      status: 'under_review',
      language: 'de',
      upvotes: 0,
      priority: null,
      tradingStyle: 'dayTrading',
      timeframe: 'minutes',
      userId: null,
    });

    const list = await visitor().ok(listSuggestions, {});
    expect(list).toMatchObject({ total: 1, limit: 10 });
    const item = list.suggestions[0];
    expect(item).toMatchObject({
      suggestionTitle: valid.suggestionTitle,
      name: 'Ana Souza',
      status: 'under_review',
      upvotes: 0,
      voted: false,
      features: 'POC line\nValue area',
    });
    expect(item).not.toHaveProperty('email');
    expect(item).not.toHaveProperty('adminNotes');
    expect(JSON.stringify(list)).not.toContain('ana.souza');
  });

  it('takes name and e-mail from the account when signed in, whatever the body says', async () => {
    const { client, user } = await signedInClient(t.app);
    const res = await client.call(createSuggestion, {
      suggestionTitle: valid.suggestionTitle,
      description: valid.description,
      name: 'Someone Else',
      email: 'else@example.com',
    });
    expect(res.status).toBe(201);
    const [row] = await t.app.db.select().from(suggestions);
    expect(row).toMatchObject({ name: user.displayName, email: user.email, userId: user.id });
    // Without name and e-mail at all.
    expect(
      (await client.call(createSuggestion, { suggestionTitle: 'Second idea here', description: valid.description }))
        .status,
    ).toBe(201);
  });

  it.each([
    [{ suggestionTitle: undefined }, 'suggestionTitle', 'Suggestion title is required', 'required'],
    [{ suggestionTitle: '   ' }, 'suggestionTitle', 'Suggestion title is required', 'required'],
    [{ suggestionTitle: 'Abcd' }, 'suggestionTitle', 'Title must be at least 5 characters', 'too_short'],
    [{ suggestionTitle: 'x'.repeat(101) }, 'suggestionTitle', 'Title must be less than 100 characters', 'too_long'],
    [{ description: undefined }, 'description', 'Description is required', 'required'],
    [{ description: 'Too short' }, 'description', 'Description must be at least 20 characters', 'too_short'],
    [{ description: 'x'.repeat(2001) }, 'description', 'Description must be less than 2000 characters', 'too_long'],
    [{ name: undefined }, 'name', 'Name is required', 'required'],
    [{ name: '  ' }, 'name', 'Name is required', 'required'],
    [{ name: 'A' }, 'name', 'Name must be at least 2 characters', 'too_short'],
    [{ email: undefined }, 'email', 'Email address is required', 'required'],
    [{ email: '' }, 'email', 'Email address is required', 'required'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address', 'invalid_email'],
    [{ features: 'x'.repeat(1001) }, 'features', 'Features must be less than 1000 characters', 'too_long'],
    [{ tradingStyle: 'hodl' }, 'tradingStyle', 'Please choose a valid trading style', 'invalid_value'],
    [{ timeframe: 'yearly' }, 'timeframe', 'Please choose a valid timeframe', 'invalid_value'],
  ])('rejects %o with its field message and field code', async (overrides, field, message, code) => {
    const body: Record<string, unknown> = { ...valid, ...overrides };
    for (const [key, value] of Object.entries(overrides)) if (value === undefined) delete body[key];
    const res = await visitor().post<ErrorBody>('/_api/suggestions', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'validation_failed',
      details: { [field]: message },
      fieldCodes: { [field]: code },
    });
    expect(await t.app.db.select().from(suggestions)).toHaveLength(0);
  });

  it('accepts 5- and 100-character titles, 20- and 2000-character descriptions and 1000 characters of features', async () => {
    const res = await visitor().call(createSuggestion, {
      ...valid,
      suggestionTitle: 'x'.repeat(100),
      description: 'd'.repeat(2000),
      features: 'f'.repeat(1000),
    });
    expect(res.status).toBe(201);
    expect(
      (await visitor().call(createSuggestion, { ...valid, suggestionTitle: 'Short', description: 'd'.repeat(20) }))
        .status,
    ).toBe(201);
  });

  it('reports both missing visitor fields at once and rejects unknown fields', async () => {
    const res = await visitor().call(createSuggestion, {
      suggestionTitle: valid.suggestionTitle,
      description: valid.description,
    });
    expect(res).toMatchObject({
      status: 400,
      body: {
        code: 'validation_failed',
        details: { name: 'Name is required', email: 'Email address is required' },
        fieldCodes: { name: 'required', email: 'required' },
      },
    });
    expect((await visitor().post<unknown>('/_api/suggestions', { ...valid, status: 'completed' })).status).toBe(400);
  });

  it('accepts and silently drops a submission that filled the spam trap', async () => {
    const res = await visitor().call(createSuggestion, { ...valid, website: 'https://spam.example' });
    expect(res).toMatchObject({ status: 201, body: { success: true } });
    expect(await t.app.db.select().from(suggestions)).toHaveLength(0);
  });

  it('rate-limits submissions per visitor', async () => {
    const client = visitor();
    for (let i = 0; i < 5; i++) expect((await client.call(createSuggestion, valid)).status).toBe(201);
    const res = await client.call(createSuggestion, valid);
    expect(res).toMatchObject({ status: 429, body: { error: RATE_LIMIT_MESSAGE } });
  });

  it('counts only accepted submissions: mistakes first never lock a visitor out', async () => {
    const client = visitor();
    for (let i = 0; i < 6; i++)
      expect((await client.call(createSuggestion, { ...valid, suggestionTitle: 'abc' })).status).toBe(400);
    // A visitor without a name is refused by the service, after validation: not counted either.
    const { name: _name, ...nameless } = valid;
    expect((await client.call(createSuggestion, nameless)).status).toBe(400);
    for (let i = 0; i < 5; i++) expect((await client.call(createSuggestion, valid)).status).toBe(201);
    expect(await client.call(createSuggestion, valid)).toMatchObject({
      status: 429,
      body: { error: RATE_LIMIT_MESSAGE },
    });
  });

  it('still refuses a flood of invalid submissions (30 attempts per 10 minutes)', async () => {
    const client = visitor();
    for (let i = 0; i < 30; i++)
      expect((await client.call(createSuggestion, { ...valid, description: '' })).status).toBe(400);
    expect(await client.call(createSuggestion, valid)).toMatchObject({
      status: 429,
      body: { error: RATE_LIMIT_MESSAGE },
    });
  });
});

describe('GET /_api/suggestions', () => {
  it('sorts by votes (newest first among equals) by default, or by date, and pages 10 at a time', async () => {
    const base = Date.now() - 100 * 60_000;
    for (let i = 0; i < 23; i++)
      await makeSuggestion(t.app, {
        suggestionTitle: `Idea ${String(i).padStart(2, '0')}`,
        upvotes: i % 4,
        createdAt: new Date(base + i * 60_000),
      });

    const first = await visitor().ok(listSuggestions, {});
    expect(first.total).toBe(23);
    expect(first.suggestions).toHaveLength(10);
    const votes = first.suggestions.map((s) => s.upvotes);
    expect(votes).toEqual([...votes].sort((a, b) => b - a));
    expect(first.suggestions[0]!.suggestionTitle).toBe('Idea 19');

    const pages = await Promise.all(
      [1, 2, 3].map((page) => visitor().ok(listSuggestions, { page, sortBy: 'createdAt' })),
    );
    const titles = pages.flatMap((p) => p.suggestions.map((s) => s.suggestionTitle));
    expect(titles).toHaveLength(23);
    expect(titles[0]).toBe('Idea 22');
    expect(titles[22]).toBe('Idea 00');
    expect(new Set(titles).size).toBe(23);

    const small = await visitor().ok(listSuggestions, { limit: 5, page: 5 });
    expect(small).toMatchObject({ limit: 5, total: 23 });
    expect(small.suggestions).toHaveLength(3);
  });

  it.each([['page=0'], ['limit=0'], ['limit=51'], ['sortBy=status'], ['page=abc']])('rejects ?%s', async (query) => {
    expect((await visitor().get<unknown>(`/_api/suggestions?${query}`)).status).toBe(400);
  });
});

describe('POST /_api/suggestions/vote', () => {
  it('needs a session', async () => {
    const s = await makeSuggestion(t.app);
    const res = await visitor().call(voteSuggestion, { id: s.id });
    expect(res).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
  });

  it('toggles the user vote, shows the voted flag only to that user, and counts one vote per user', async () => {
    const s = await makeSuggestion(t.app);
    const a = await signedInClient(t.app);
    const b = await signedInClient(t.app);

    expect((await a.client.call(voteSuggestion, { id: s.id })).body).toEqual({ upvotes: 1, voted: true });
    expect((await b.client.call(voteSuggestion, { id: s.id })).body).toEqual({ upvotes: 2, voted: true });
    const mine = await a.client.ok(listSuggestions, {});
    expect(mine.suggestions[0]).toMatchObject({ upvotes: 2, voted: true });
    expect((await visitor().ok(listSuggestions, {})).suggestions[0]).toMatchObject({ upvotes: 2, voted: false });

    expect((await a.client.call(voteSuggestion, { id: s.id })).body).toEqual({ upvotes: 1, voted: false });
    expect((await a.client.ok(listSuggestions, {})).suggestions[0]).toMatchObject({ upvotes: 1, voted: false });
    expect((await a.client.call(voteSuggestion, { id: s.id })).body).toEqual({ upvotes: 2, voted: true });
  });

  it('answers 404 for an unknown suggestion and 400 for a bad id', async () => {
    const { client } = await signedInClient(t.app);
    expect(await client.call(voteSuggestion, { id: 999_999 })).toMatchObject({
      status: 404,
      body: { error: 'Suggestion not found.', code: 'suggestion_not_found' },
    });
    expect((await client.post<unknown>('/_api/suggestions/vote', { id: 'x' })).status).toBe(400);
  });

  it('rate-limits votes per user, not per shared IP', { timeout: 60_000 }, async () => {
    const s = await makeSuggestion(t.app);
    const ip = nextIp();
    const a = await signedInClient(t.app, 'user', ip);
    const b = await signedInClient(t.app, 'user', ip);
    for (let i = 0; i < 60; i++) expect((await a.client.call(voteSuggestion, { id: s.id })).status).toBe(200);
    expect(await a.client.call(voteSuggestion, { id: s.id })).toMatchObject({
      status: 429,
      body: { error: RATE_LIMIT_MESSAGE },
    });
    // Someone else behind the same address (an office, a VPN) still votes.
    expect((await b.client.call(voteSuggestion, { id: s.id })).status).toBe(200);
  });

  it('keeps the count exact when one user double-clicks (concurrent toggles)', async () => {
    const s = await makeSuggestion(t.app);
    const { client } = await signedInClient(t.app);
    const results = await Promise.all([1, 2, 3, 4].map(() => client.call(voteSuggestion, { id: s.id })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const [row] = await t.app.db.select().from(suggestions);
    // Four toggles: back where it started.
    expect(row!.upvotes).toBe(0);
  });
});
