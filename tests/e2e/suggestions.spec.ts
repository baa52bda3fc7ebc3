import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { registerNewUser, signInAsAdmin } from './auth-helpers.ts';
import { expectNoAxeViolations, readMails, usePreferences } from './helpers.ts';

// The desktop and mobile projects run side by side against one database, so each picks its own
// seeded suggestions to vote on and to triage. Submissions are rate limited per IP (5 per 10
// minutes), so only the visitor journey submits through the form.
const TARGETS = {
  desktop: {
    vote: 'Weekly pivot points with mid-pivots',
    edit: 'Export signals to CSV',
    editFilter: 'Under Review',
    reject: ['Monthly seasonality study', 'Opening range breakout levels'],
  },
  mobile: {
    vote: 'Dark mode for all indicator panels',
    edit: 'Footprint chart imbalance highlighting',
    editFilter: 'Under Review',
    reject: ['Multi-timeframe trend dashboard', 'Market profile TPO letters'],
  },
} as const;
const targets = () => TARGETS[test.info().project.name === 'mobile' ? 'mobile' : 'desktop'];
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The card of a suggestion on the public board, paging with Next until it shows up. */
async function findCard(page: Page, title: string) {
  const card = page.getByRole('article', { name: title });
  const loaded = async () => {
    await expect(page.getByTestId('suggestion-skeleton')).toHaveCount(0);
    await page.getByTestId('suggestion-card').first().waitFor();
  };
  await loaded();
  for (let i = 0; i < 5 && !(await card.isVisible()); i++) {
    const next = page.getByRole('button', { name: 'Next', exact: true });
    if (!(await next.isVisible()) || (await next.isDisabled())) break;
    await next.click();
    await loaded();
  }
  await expect(card).toBeVisible();
  return card;
}

/** E-mails are quoted-printable with folded lines: unfold them before reading. */
const unfold = (mail: string) =>
  mail
    .replace(/=\r?\n/g, '')
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

async function waitForStatusMail(to: string, match: RegExp, timeoutMs = 20_000): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () =>
        (found = readMails()
          .map(unfold)
          .find((m) => m.includes(`To: ${to}`) && match.test(m))),
      { message: `an e-mail to ${to} matching ${match}`, timeout: timeoutMs, intervals: [300] },
    )
    .toBeDefined();
  return found!;
}

test.describe('suggestions board', () => {
  test('a visitor submits a suggestion through the form and sees it on the board', async ({ page }) => {
    const title = `Delta ladder heatmap ${unique()}`;
    await page.goto('/suggestions');
    await expect(page.getByRole('heading', { level: 1, name: 'Community Suggestions' })).toBeVisible();

    const toggle = page.getByRole('button', { name: 'Suggest a Feature' });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-expanded', 'true');
    const form = page.getByTestId('suggestion-form');

    // Every rule is checked in the browser first, with the spec's messages.
    await form.getByRole('button', { name: 'Submit Suggestion' }).click();
    for (const text of [
      'Name is required',
      'Email address is required',
      'Suggestion title is required',
      'Description is required',
    ])
      await expect(form.getByText(text, { exact: true })).toBeVisible();
    await form.getByLabel('Suggestion title').fill('Abc');
    await form.getByLabel('Email address').fill('not-an-email');
    await form.getByLabel('Description').focus();
    await expect(form.getByText('Title must be at least 5 characters')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();

    // Clear resets every field.
    await form.getByRole('button', { name: 'Clear' }).click();
    await expect(form.getByLabel('Suggestion title')).toHaveValue('');

    await form.getByLabel('Your name').fill('Rita Visitor');
    await form.getByLabel('Email address').fill(`rita-${unique()}@example.com`);
    await form.getByLabel('Suggestion title').fill(title);
    await form
      .getByLabel('Description')
      .fill('Colour the price ladder by cumulative delta at each price over the session.');
    await expect(form.getByLabel('Description')).toHaveAttribute('rows', '6');
    await form.getByLabel('Key features').fill('Session reset\nCustom colours');
    await form.getByLabel('Trading style').selectOption('dayTrading');
    await form.getByLabel('Timeframe').selectOption('minutes');
    await form.getByRole('button', { name: 'Submit Suggestion' }).click();

    await expect(page.getByText('Thank you! Your suggestion has been submitted successfully.')).toBeVisible();
    await expect(
      page.getByText("We'll review your suggestion and may contact you for additional details."),
    ).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('suggestion-form')).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);

    await page.getByLabel('Sort by').selectOption('createdAt');
    const card = await findCard(page, title);
    await expect(card.getByText('Under Review')).toBeVisible();
    await expect(card.getByText('Rita Visitor')).toBeVisible();
    await expect(card.getByText('Day trading')).toBeVisible();
    await expect(card.getByText('Minutes', { exact: true })).toBeVisible();
    await expect(card.getByTestId('vote-count')).toHaveText('0');
    // The submitter's address is never shown.
    await expect(page.getByText('@example.com')).toHaveCount(0);

    // A visitor who votes is asked to sign in, and nothing is counted.
    await card.getByTestId('vote-button').click();
    await expect(page.getByText('Sign in to vote')).toBeVisible();
    await expect(card.getByTestId('vote-count')).toHaveText('0');
    await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
    await expect(page).toHaveURL(/\/login\?next=%2Fsuggestions$/);
  });

  test('loading shows five placeholder cards; a failed load shows a toast and an inline message', async ({ page }) => {
    await page.goto('/suggestions');
    await expect(page.getByTestId('suggestion-card').first()).toBeVisible();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_api/suggestions?*sortBy=createdAt*', async (route) => {
      await held;
      await route.fulfill({ status: 500, json: { error: 'An unexpected error occurred.' } });
    });
    await page.getByLabel('Sort by').selectOption('createdAt');
    await expect(page.getByTestId('suggestion-skeleton')).toHaveCount(5);
    release();
    await expect(page.getByText('Failed to load suggestions').first()).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Please refresh the page to try again.' })).toBeVisible();
  });

  test('a signed-in user votes and takes the vote back; the form skips name and e-mail', async ({ page }) => {
    await registerNewUser(page);
    await page.goto('/suggestions');
    await page.getByRole('button', { name: 'Suggest a Feature' }).click();
    await expect(page.getByTestId('suggestion-form').getByLabel('Suggestion title')).toBeVisible();
    await expect(page.getByLabel('Your name')).toHaveCount(0);
    await expect(page.getByLabel('Email address')).toHaveCount(0);
    await page.getByRole('button', { name: 'Cancel' }).click();

    const { vote: title } = targets();
    let card = await findCard(page, title);
    const button = () => card.getByTestId('vote-button');
    const before = Number(await card.getByTestId('vote-count').textContent());
    await expect(button()).toHaveAttribute('aria-pressed', 'false');
    await button().click();
    await expect(card.getByTestId('vote-count')).toHaveText(String(before + 1));
    await expect(button()).toHaveAttribute('aria-pressed', 'true');
    await expect(button()).toBeEnabled();

    // The vote is stored: a fresh page still shows it.
    await page.reload();
    card = await findCard(page, title);
    await expect(card.getByTestId('vote-count')).toHaveText(String(before + 1));
    await expect(button()).toHaveAttribute('aria-pressed', 'true');

    await button().click();
    await expect(card.getByTestId('vote-count')).toHaveText(String(before));
    await expect(button()).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    card = await findCard(page, title);
    await expect(card.getByTestId('vote-count')).toHaveText(String(before));
  });

  test('a failed vote rolls the count back', async ({ page }) => {
    await registerNewUser(page);
    await page.goto('/suggestions');
    const card = page.getByTestId('suggestion-card').first();
    const before = await card.getByTestId('vote-count').textContent();
    await page.route('**/_api/suggestions/vote', (route) =>
      route.fulfill({ status: 500, json: { error: 'An unexpected error occurred.' } }),
    );
    await card.getByTestId('vote-button').click();
    await expect(page.getByText('Your vote was not saved')).toBeVisible();
    await expect(card.getByTestId('vote-count')).toHaveText(before!);
    await expect(card.getByTestId('vote-button')).toHaveAttribute('aria-pressed', 'false');
  });

  // A keyboard voter keeps their place (en and de; cards no other test counts votes on).
  for (const [lang, title] of [
    ['en', 'Volume profile next to the DOM'],
    ['de', 'Cumulative delta divergence alerts'],
  ] as const) {
    test(`voting with Enter and Space keeps the focus on the vote button (${lang})`, async ({ page }) => {
      test.skip(test.info().project.name === 'mobile', 'keyboard');
      await usePreferences(page, { lang });
      await registerNewUser(page);
      await page.goto('/suggestions');
      const button = page.getByRole('article', { name: title }).getByTestId('vote-button');
      await button.focus();
      for (const [key, pressed] of [
        ['Enter', 'true'],
        ['Space', 'false'],
      ] as const) {
        const saved = page.waitForResponse('**/_api/suggestions/vote');
        await page.keyboard.press(key);
        expect((await saved).ok()).toBe(true);
        await expect(button).toHaveAttribute('aria-pressed', pressed);
        await expect(button).not.toHaveAttribute('aria-disabled', 'true');
        await expect(button).toBeFocused();
      }
    });
  }

  test('Spanish visitors get the board in Spanish', async ({ page }) => {
    await usePreferences(page, { lang: 'es' });
    await page.goto('/suggestions');
    await expect(page.getByRole('heading', { level: 1, name: 'Sugerencias de la comunidad' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sugerir una función' })).toBeVisible();
    await expect(page.getByLabel('Ordenar por')).toBeVisible();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the board and its open form have no accessibility violations (${theme})`, async ({ page }) => {
      await usePreferences(page, { theme });
      await page.goto('/suggestions');
      await expect(page.getByTestId('suggestion-card').first()).toBeVisible();
      await page.getByRole('button', { name: 'Suggest a Feature' }).click();
      await page.getByTestId('suggestion-form').getByRole('button', { name: 'Submit Suggestion' }).click();
      await expect(page.getByText('Name is required')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('admin suggestions', () => {
  test('an admin filters, edits status, priority and notes inline, bulk-rejects two suggestions, and subscribers are e-mailed', async ({
    page,
    browser,
  }) => {
    const { edit, editFilter, reject } = targets();
    // A trader votes on, and asks to be notified about, the suggestion the admin will move forward
    // and one that gets rejected (voting alone sends no e-mail).
    const voterContext = await browser.newContext();
    const voterPage = await voterContext.newPage();
    const voter = await registerNewUser(voterPage);
    const list = (await (await voterPage.request.get('/_api/suggestions?sortBy=createdAt&limit=50')).json()) as {
      suggestions: Array<{ id: number; suggestionTitle: string }>;
    };
    for (const title of [edit, reject[0]]) {
      const id = list.suggestions.find((s) => s.suggestionTitle === title)!.id;
      expect((await voterPage.request.post('/_api/suggestions/vote', { data: { id } })).status()).toBe(200);
      const subscribe = await voterPage.request.post('/_api/suggestions/subscribe', { data: { id, subscribed: true } });
      expect(subscribe.status()).toBe(200);
    }
    await voterContext.close();

    await signInAsAdmin(page);
    await page.goto('/admin/suggestions');
    await expect(page.getByRole('heading', { level: 1, name: 'Suggestions' })).toBeVisible();
    const stats = page.getByTestId('suggestion-stats');
    for (const label of ['Total', 'Under Review', 'Planned', 'In Development', 'Completed', 'Not Planned'])
      await expect(stats.getByText(label, { exact: true })).toBeVisible();

    // Filter: only the chosen status remains.
    await page.getByLabel('Status', { exact: true }).selectOption({ label: editFilter });
    const rows = page.getByTestId('suggestion-row');
    await expect(rows.filter({ hasText: 'Completed' })).toHaveCount(0);
    const row = rows.filter({ hasText: edit });
    await expect(row).toHaveCount(1);

    // Priority: five stars, the editor starts at Medium; confirm sends the change.
    await row.getByRole('button', { name: `Edit the priority of “${edit}”` }).click();
    await expect(row.getByRole('radio', { name: '3 – Medium' })).toHaveAttribute('aria-checked', 'true');
    await row.getByRole('radio', { name: '4 – High' }).click();
    await row.getByRole('button', { name: 'Save priority' }).click();
    await expect(page.getByText('Suggestion updated successfully.').first()).toBeVisible();
    await expect(row.getByText('High', { exact: true })).toBeVisible();

    // Notes: cancel keeps the old value, confirm saves.
    await row.getByRole('button', { name: `Edit the admin notes of “${edit}”` }).click();
    await row.getByRole('textbox', { name: 'Admin notes' }).fill('Discarded text');
    await row.getByRole('button', { name: 'Cancel editing' }).click();
    await expect(row.getByText('Discarded text')).toHaveCount(0);
    await row.getByRole('button', { name: `Edit the admin notes of “${edit}”` }).click();
    await row.getByRole('textbox', { name: 'Admin notes' }).fill('CSV export scheduled with the reporting work.');
    await row.getByRole('button', { name: 'Save notes' }).click();
    await expect(row.getByText('CSV export scheduled with the reporting work.')).toBeVisible();

    // Status last: it leaves the filtered list once saved.
    await row.getByRole('button', { name: `Edit the status of “${edit}”` }).click();
    await row.getByRole('combobox', { name: 'Status' }).selectOption('in_progress');
    await row.getByRole('button', { name: 'Save status' }).click();
    await expect(rows.filter({ hasText: edit })).toHaveCount(0);

    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'All' });
    const moved = rows.filter({ hasText: edit });
    await expect(moved.getByText('In Development')).toBeVisible();
    await expect(moved.getByText('CSV export scheduled with the reporting work.')).toBeVisible();

    // Bulk reject two rows.
    for (const title of reject) await page.getByRole('checkbox', { name: `Select “${title}”` }).click();
    const bulk = page.getByTestId('bulk-actions');
    await expect(bulk.getByText('2 selected')).toBeVisible();
    await bulk.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText('2 suggestions rejected.')).toBeVisible();
    for (const title of reject) await expect(rows.filter({ hasText: title }).getByText('Not Planned')).toBeVisible();
    await expect(bulk).toHaveCount(0);

    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Not Planned' });
    for (const title of reject) await expect(rows.filter({ hasText: title })).toHaveCount(1);

    // Sorting changes the order and keeps the filter.
    await page.getByLabel('Sort by').selectOption({ label: 'Oldest' });
    await expect(rows.first()).toBeVisible();
    await expectNoAxeViolations(page);

    // The subscribed voter hears about both changes, with a working one-click unsubscribe.
    const started = await waitForStatusMail(voter, new RegExp(`now In Development: ${edit}`));
    expect(started).toContain('/suggestions');
    await waitForStatusMail(voter, new RegExp(`now Not Planned: ${reject[0]}`));
    const link = started.match(/https?:\/\/[^\s]+\/suggestions\/unsubscribe\?token=[\w-]+/)?.[0];
    expect(link).toBeTruthy();
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText(/will no longer receive suggestion status updates/)).toBeVisible();
  });

  test('a signed-in non-admin is refused the admin page', async ({ page }) => {
    await registerNewUser(page);
    await page.goto('/admin/suggestions');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  });
});
