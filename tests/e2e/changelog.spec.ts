import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { expectNoAxeViolations, usePreferences } from './helpers.ts';

// /changelog is built from the published releases: the seeded 3.2.0 of every demo
// indicator is one entry listing them, each indicator with its own part of the shop's history as
// its notes, and each version and each indicator's version has a stable anchor. Other journeys may publish releases meanwhile,
// so this looks for the seeded entries by their anchors.

const seeded = (page: Page, anchor: string) => page.locator(`li:has(> h2#${anchor.replaceAll('.', '\\.')})`);

test('the changelog shows the seeded 3.2.0 once, for every demo indicator, with its notes', async ({ page }) => {
  await page.goto('/changelog');
  await expect(page.getByRole('heading', { level: 1, name: 'Changelog' })).toBeVisible();
  const entry = seeded(page, 'v3.2.0');
  await expect(entry.getByRole('heading', { level: 2, name: 'Version 3.2.0' })).toBeVisible();
  await expect(entry.locator('time')).toHaveText('October 14, 2026');
  await expect(entry.locator('time')).toHaveAttribute('datetime', '2026-10-14');
  const indicators = entry.getByRole('list', { name: 'Indicators with version 3.2.0' }).getByRole('listitem');
  expect(await indicators.count()).toBeGreaterThanOrEqual(14);
  await expect(entry).toContainText(`For ${await indicators.count()} indicators`);
  await expect(indicators.getByRole('link', { name: 'Delta Divergence' })).toHaveAttribute(
    'href',
    /^\/indicators\/\d+$/,
  );
  // A notes block of its own for each indicator, labelled with its name, rendered from Markdown
  // (a list and bold labels).
  const notes = entry.getByTestId('changelog-notes');
  expect(await notes.count()).toBeGreaterThanOrEqual(14);
  const profile = entry.locator('div', { has: page.getByText('For Volume Profile Pro:', { exact: true }) });
  const profileNotes = profile.getByTestId('changelog-notes');
  await expect(profileNotes.locator('strong', { hasText: 'New' })).toBeVisible();
  await expect(profileNotes.getByRole('listitem').filter({ hasText: 'Composite profile period' })).toBeVisible();
  await expect(profileNotes).not.toHaveAttribute('lang');
  const divergence = entry.locator('div', { has: page.getByText('For Delta Divergence:', { exact: true }) });
  await expect(divergence.getByTestId('changelog-notes')).toContainText('Swing Strength');
  await expect(divergence.getByTestId('changelog-notes')).not.toContainText('Composite profile period');
  // Older history follows, newest first.
  const versions = await page
    .getByTestId('changelog-entry')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-version')));
  expect(versions.filter((v) => ['3.2.0', '3.1.5', '3.1.0'].includes(v ?? ''))).toEqual(['3.2.0', '3.1.5', '3.1.0']);
  await expectNoAxeViolations(page);
});

test('a version and an indicator’s version have anchors that scroll to them', async ({ page }) => {
  await page.goto('/changelog');
  const heading = page.getByRole('heading', { level: 2, name: 'Version 3.1.0' });
  await heading.getByRole('link').click();
  await expect(page).toHaveURL(/\/changelog#v3\.1\.0$/);
  await expect(heading).toBeInViewport();

  // An indicator's anchor shows the entry from its heading, the indicator marked.
  await page.goto('/changelog#delta-divergence-3.1.5');
  const entry = seeded(page, 'v3.1.5');
  await expect(entry.locator('#delta-divergence-3\\.1\\.5')).toHaveCount(1);
  await expect(entry.getByRole('heading', { level: 2, name: 'Version 3.1.5' })).toBeInViewport();
  const marked = entry.getByRole('listitem').filter({ has: page.locator(':target') });
  await expect(marked).toHaveText('Delta Divergence');
  await expect(marked).toBeInViewport();
});

test('the changelog is complete without JavaScript, in the visitor’s language', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await usePreferences(page, { lang: 'de' });
  await page.goto('/changelog#v3.2.0');
  const entry = seeded(page, 'v3.2.0');
  await expect(entry.getByRole('heading', { level: 2, name: 'Version 3.2.0' })).toBeVisible();
  await expect(entry.locator('time')).toHaveText('14. Oktober 2026');
  await expect(entry.getByTestId('changelog-notes').locator('strong', { hasText: 'Neu' }).first()).toBeVisible();
  await expect(entry.getByTestId('changelog-notes').filter({ hasText: 'Composite-Profil' })).toHaveCount(1);
  await context.close();
});
