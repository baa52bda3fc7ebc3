import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteIndicator } from '#shared/contracts/admin-store.endpoints.ts';
import { CHANGELOG_PAGE_SIZE, type ChangelogResponse } from '#shared/contracts/releases.ts';
import { getChangelog, listReleases, updateRelease, withdrawRelease } from '#shared/contracts/releases.endpoints.ts';
import { buy, createProduct } from '../store/store.test-helpers.ts';
import { ApiClient } from '../testing/test-app.ts';
import { expectInert, XSS_PAYLOADS } from '../testing/xss-payloads.ts';
import { releases } from './releases.schema.ts';
import { insertRelease } from './releases.repo.ts';
import { releasesFixture, upload, zipLike } from './releases.test-helpers.ts';

// GET /_api/changelog: published, not withdrawn releases as entries (one per
// version and day, listing its indicators), notes as sanitised HTML in the visitor's language
// with English fallback, served from the public cache that the admin's writes empty.

let fx: Awaited<ReturnType<typeof releasesFixture>>;
let visitor: ApiClient;
beforeAll(async () => {
  fx = await releasesFixture();
  visitor = new ApiClient(fx.app);
});
afterAll(() => fx?.close());

const file = zipLike(2_000);
async function publish(indicatorId: number, version: string, notes: Record<string, string> = {}, status = 'published') {
  const res = await upload(
    fx.admin,
    { indicatorId: String(indicatorId), version, minPlatformVersion: '8.1.2', status, notes: JSON.stringify(notes) },
    { bytes: file.bytes },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.release;
}
/** A published row written straight to the database, on day `day` of January 2030. */
const pagerRelease = (indicatorId: number, version: string, day: number) => ({
  indicatorId,
  version,
  notes: { en: `Release ${version}` },
  minPlatformVersion: '8.1',
  status: 'published' as const,
  sha256: 'a'.repeat(64),
  size: 1,
  storageKey: `pager-${indicatorId}-${version}`,
  fileName: 'x.zip',
  publishedAt: new Date(Date.UTC(2030, 0, 1 + day)),
});
const changelog = (input: { page?: number; lang?: 'en' | 'de' | 'fr' } = {}, headers: Record<string, string> = {}) =>
  visitor.ok(getChangelog, input, headers);
const versions = (answer: ChangelogResponse) => answer.entries.map((e) => e.version);

describe('the public changelog', () => {
  it('starts empty, then shows a version published for two indicators on one day as one entry', async () => {
    expect(await changelog()).toEqual({
      entries: [],
      pagination: { currentPage: 1, totalPages: 0, totalCount: 0, pageSize: CHANGELOG_PAGE_SIZE },
    });
    const second = await createProduct(fx.app, { name: 'Änalyzer Über' });
    const notes = { en: 'Faster **loading**.\nFewer freezes.' };
    await publish(fx.product.id, '1.0.0', notes);
    await publish(second.id, '1.0.0', notes);

    const answer = await changelog();
    expect(answer.entries).toHaveLength(1);
    const [entry] = answer.entries;
    const names = [fx.product.name, second.name].sort((a, b) => a.localeCompare(b, 'en'));
    expect(entry).toMatchObject({ anchor: 'v1.0.0', version: '1.0.0', date: new Date().toISOString().slice(0, 10) });
    expect(entry!.indicators.map((i) => i.name)).toEqual(names);
    expect(entry!.indicators.find((i) => i.id === second.id)!.anchor).toBe('analyzer-uber-1.0.0');
    // The same text for both: one block naming both.
    expect(entry!.notes).toEqual([
      {
        indicatorIds: entry!.indicators.map((i) => i.id),
        // A line break typed in the notes stays one.
        html: '<p>Faster <strong>loading</strong>.<br />Fewer freezes.</p>',
        lang: 'en',
      },
    ]);
  });

  it('never shows drafts or withdrawn releases, and an admin publish or withdrawal shows on the next read', async () => {
    const draft = await publish(fx.product.id, '1.1.0', { en: 'Draft notes' }, 'draft');
    expect(versions(await changelog())).toEqual(['1.0.0']);

    // Cached now; publishing the draft empties the cache.
    const published = await fx.admin.call(updateRelease, { id: draft.id, status: 'published' });
    expect(published.ok).toBe(true);
    const after = await changelog();
    expect(versions(after)).toEqual(['1.1.0', '1.0.0']);
    expect(after.entries[0]!.notes[0]!.html).toBe('<p>Draft notes</p>');

    // Editing the notes shows too.
    await fx.admin.ok(updateRelease, { id: draft.id, notes: { en: '## Fixed\n\n- the *gap*' } });
    expect((await changelog()).entries[0]!.notes[0]!.html).toBe(
      '<h3>Fixed</h3>\n<ul>\n<li>the <em>gap</em></li>\n</ul>',
    );

    await fx.admin.ok(withdrawRelease, { id: draft.id });
    expect(versions(await changelog())).toEqual(['1.0.0']);
    // Withdrawn, but kept for the admin.
    const adminView = await fx.admin.ok(listReleases, { indicatorId: fx.product.id });
    expect(adminView.releases.map((r) => [r.version, r.withdrawn])).toEqual([
      ['1.1.0', true],
      ['1.0.0', false],
    ]);

    await fx.admin.ok(withdrawRelease, { id: draft.id, withdrawn: false });
    expect(versions(await changelog())).toEqual(['1.1.0', '1.0.0']);
  });

  it('answers with an ETag and a 304 for an unchanged page', async () => {
    const first = await visitor.get('/_api/changelog');
    expect(first.status).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    expect((await visitor.get('/_api/changelog', { 'if-none-match': etag })).status).toBe(304);
  });

  it('shows the notes in the page language, English (marked lang "en") when there is no translation', async () => {
    const product = await createProduct(fx.app, { name: 'Lingua' });
    await publish(product.id, '2.0.0', { en: 'English *notes*', de: 'Deutsche *Hinweise*' });

    const german = await changelog({ lang: 'de' });
    expect(german.entries[0]!.notes).toEqual([
      { indicatorIds: [product.id], html: '<p>Deutsche <em>Hinweise</em></p>', lang: 'de' },
    ]);
    const french = await changelog({ lang: 'fr' });
    expect(french.entries[0]!.notes[0]).toMatchObject({ html: '<p>English <em>notes</em></p>', lang: 'en' });
    // Without `lang`, the request's language (cookie, then Accept-Language) decides, cached apart.
    expect((await changelog({}, { 'accept-language': 'de-DE,de;q=0.9' })).entries[0]!.notes[0]!.lang).toBe('de');
    expect((await changelog({}, { 'accept-language': 'fr' })).entries[0]!.notes[0]!.lang).toBe('en');
    // An indicator without notes is listed without a block.
    await publish(fx.product.id, '2.0.0');
    const entry = (await changelog({ lang: 'de' })).entries[0]!;
    // By name: `Indicator …` before `Lingua`.
    expect(entry.indicators.map((i) => i.id)).toEqual([fx.product.id, product.id]);
    expect(entry.notes.map((n) => n.indicatorIds)).toEqual([[product.id]]);

    // The customer library gets the same HTML, in the customer's language.
    const library = await fx.owner.client.ok(listReleases, { indicatorId: fx.product.id }, { 'accept-language': 'de' });
    expect(library.releases.find((r) => r.version === '1.1.0')).toMatchObject({
      notes: '## Fixed\n\n- the *gap*',
      notesHtml: '<h3>Fixed</h3>\n<ul>\n<li>the <em>gap</em></li>\n</ul>',
      notesLang: 'en',
    });
  });

  it('drops an indicator the admin deletes on the next read (the catalogue writes empty it too)', async () => {
    const product = await createProduct(fx.app, { name: 'Soon Gone' });
    await buy(fx.owner.client, product.id);
    await publish(product.id, '6.0.0', { en: 'Last one' });
    expect(versions(await changelog())).toContain('6.0.0');
    const deleted = await fx.admin.ok(deleteIndicator, { id: product.id });
    expect(deleted.softDeleted).toBe(true);
    expect(versions(await changelog())).not.toContain('6.0.0');
  });

  it(`serves ${XSS_PAYLOADS.length} hostile notes inert, on the changelog and in the library`, async () => {
    const product = await createProduct(fx.app, { name: 'Hostile' });
    for (const [index, payload] of XSS_PAYLOADS.entries())
      await publish(product.id, `9.0.${index}`, { en: `Intro\n\n${payload}\n\nOutro`, de: payload });
    await fx.app.db
      .update(releases)
      .set({ publishedAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(releases.indicatorId, product.id));
    await fx.app.publicCache('changelog').invalidate();

    for (const lang of ['en', 'de'] as const) {
      const answer = await changelog({ lang });
      const hostile: ChangelogResponse['entries'] = [];
      for (let page = 1; page <= answer.pagination.totalPages; page++)
        hostile.push(...(await changelog({ page, lang })).entries.filter((e) => e.version.startsWith('9.0.')));
      expect(hostile).toHaveLength(XSS_PAYLOADS.length);
      for (const block of hostile.flatMap((e) => e.notes)) expectInert(block.html);
      // The English text keeps its harmless words around the payload.
      if (lang === 'en') expect(hostile.every((e) => /Intro[\s\S]*Outro/.test(e.notes[0]!.html))).toBe(true);
    }
    const admin = await fx.admin.ok(listReleases, { indicatorId: product.id });
    for (const release of admin.releases) expectInert(release.notesHtml);
    // Markdown nested deeper than the parser allows is shown as typed, escaped.
    const deep = await publish(product.id, '9.9.9', { en: `${'> '.repeat(5000)}<script>x</script>` });
    const row = (await fx.admin.ok(listReleases, { indicatorId: product.id })).releases.find((r) => r.id === deep.id)!;
    expect(row.notesHtml.startsWith('<p>&gt; &gt; ')).toBe(true);
    expectInert(row.notesHtml);
    // 63 releases published through the API: 5-6 s alone, over 30 s on a machine shared with other runs.
  }, 90_000);

  it('pages entries newest first; a version released again on a later day gets its own anchor', async () => {
    const product = await createProduct(fx.app, { name: 'Pager' });
    for (let i = 0; i < CHANGELOG_PAGE_SIZE + 1; i++) {
      await insertRelease(fx.app.db, pagerRelease(product.id, `5.${i}.0`, i));
    }
    // 5.0.0 again, for another indicator, a day after the first.
    await insertRelease(fx.app.db, { ...pagerRelease(fx.product.id, '5.0.0', 1), notes: {} });
    await fx.app.publicCache('changelog').invalidate();

    const first = await changelog();
    expect(first.entries).toHaveLength(CHANGELOG_PAGE_SIZE);
    expect(first.entries[0]).toMatchObject({ version: `5.${CHANGELOG_PAGE_SIZE}.0`, date: '2030-01-21' });
    const all: ChangelogResponse['entries'] = [];
    for (let page = 1; page <= first.pagination.totalPages; page++) all.push(...(await changelog({ page })).entries);
    expect(all).toHaveLength(first.pagination.totalCount);
    const dates = all.map((e) => e.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const fives = all.filter((e) => e.version === '5.0.0');
    expect(fives.map((e) => [e.anchor, e.date])).toEqual([
      ['v5.0.0-2030-01-02', '2030-01-02'],
      ['v5.0.0', '2030-01-01'],
    ]);
    expect(new Set(all.map((e) => e.anchor)).size).toBe(all.length);

    // Products the catalogue does not show (inactive, deleted) keep their releases off it.
    for (const options of [{ isActive: false }, { deleted: true }]) {
      const hidden = await createProduct(fx.app, { name: 'Hidden', ...options });
      await insertRelease(fx.app.db, pagerRelease(hidden.id, '7.7.7', 0));
    }
    await fx.app.publicCache('changelog').invalidate();
    expect(versions(await changelog())).not.toContain('7.7.7');
  });

  it('refuses a page that is not a positive number and an unknown language', async () => {
    expect((await visitor.get('/_api/changelog?page=0')).status).toBe(400);
    expect((await visitor.get('/_api/changelog?lang=xx')).status).toBe(400);
  });
});
