import { expect, test } from './test.ts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGE_CODES } from '#shared/languages.ts';
import { describeNuMessage, nuHtmlErrors } from '../support/nu-html-checker.ts';
import { blogPostPaths, catalogue, fetchPage, inLanguage, STATIC_PUBLIC_PAGES } from './public-pages.ts';

// Done when: every public page passes the Nu HTML checker with 0 errors in all six
// languages. The pages are fetched as the server renders them (light theme), saved, and checked
// in one run of vnu.jar, which starts a JVM once for all of them. Desktop only (testIgnore).

test.describe('HTML validity', () => {
  test('every public page in every language has no Nu HTML checker error', async ({ request }) => {
    test.setTimeout(240_000);
    const { indicatorPath } = await catalogue(request);
    const posts = await blogPostPaths(request);
    const dir = mkdtempSync(join(tmpdir(), 'novatick-vnu-'));
    const pageOf = new Map<string, string>();
    try {
      for (const lang of LANGUAGE_CODES) {
        const post = posts.translated?.[lang] ?? posts.fallback;
        for (const path of [...STATIC_PUBLIC_PAGES, indicatorPath, post]) {
          const { status, html } = await fetchPage(request, path, lang);
          const page = inLanguage(path, lang);
          expect(status, page).toBe(path === '/no-such-page' ? 404 : 200);
          const file = `page-${pageOf.size}.html`;
          writeFileSync(join(dir, file), html);
          pageOf.set(file, page);
        }
      }
      const errors = nuHtmlErrors([...pageOf.keys()].map((file) => join(dir, file)));
      const report = errors.map((m) => describeNuMessage(m, (file) => pageOf.get(file) ?? file));
      expect(report, `${errors.length} HTML errors in ${pageOf.size} pages:\n${report.join('\n')}`).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
