import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { registerNewUser, signInAsAdmin } from './auth-helpers.ts';

// Comments with Official replies, and merging duplicates. Both involve the admin, so
// they run at desktop size only ("admin suggestions" is in the mobile project's grepInvert).
// Each uses seeded suggestions no other spec touches.
const COMMENTED = 'Economic calendar markers';
const MERGE_FROM = 'Crypto exchange data feeds';
const MERGE_INTO = 'Renko-friendly ATR trailing stop';

async function suggestionId(page: Page, title: string): Promise<number> {
  const list = (await (await page.request.get('/_api/suggestions?sortBy=createdAt&limit=50')).json()) as {
    suggestions: Array<{ id: number; suggestionTitle: string }>;
  };
  return list.suggestions.find((s) => s.suggestionTitle === title)!.id;
}

test.describe('admin suggestions: community', () => {
  test('a user comments, and the admin replies "Official"', async ({ page, browser }) => {
    await registerNewUser(page, { displayName: 'Commenting Trader' });
    const id = await suggestionId(page, COMMENTED);
    // The served page has no comment box to type into before its code is there, only a line of text.
    const html = await (await page.request.get(`/suggestions?id=${id}`)).text();
    expect(html).toContain('data-testid="comments-pending"');
    expect(html).not.toContain('data-testid="comment-body"');

    await page.goto(`/suggestions?id=${id}`);
    const card = page.getByRole('article', { name: COMMENTED });
    const comments = card.getByTestId('comments');
    // Typed the moment the box shows, before the thread has loaded: the text survives the thread
    // arriving and everything else the page still loads (a lazy box once replaced it, CI3).
    const text = 'Please add <b>ECB</b> events, see https://example.com/calendar';
    const box = card.getByLabel('Add a comment');
    await box.fill(text);
    await expect(comments).toContainText('No comments yet');
    await page.waitForLoadState('networkidle');
    await expect(box).toHaveValue(text);
    // HTML stays text; addresses become nofollow links.
    await comments.getByRole('button', { name: 'Post comment' }).click();
    const mine = comments.getByTestId('comment').filter({ hasText: 'Commenting Trader' });
    await expect(mine).toContainText('Please add <b>ECB</b> events');
    await expect(mine.getByRole('link', { name: 'https://example.com/calendar' })).toHaveAttribute(
      'rel',
      'nofollow ugc noopener',
    );
    await expect(card.getByTestId('comments-toggle')).toHaveText('1 comment');

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin);
    await admin.goto(`/suggestions?id=${id}`);
    const adminComments = admin.getByRole('article', { name: COMMENTED }).getByTestId('comments');
    await adminComments.getByLabel('Reply as the team (marked Official)').fill('Good idea: it is on our list.');
    await adminComments.getByRole('button', { name: 'Post comment' }).click();
    await expect(adminComments.getByTestId('comment-official')).toHaveText('Official');
    await adminContext.close();

    await page.reload();
    const reply = page
      .getByRole('article', { name: COMMENTED })
      .getByTestId('comment')
      .filter({ hasText: 'Good idea: it is on our list.' });
    await expect(reply.getByTestId('comment-official')).toBeVisible();
  });

  test('the admin merges two suggestions and the votes add up', async ({ page, browser }) => {
    const fromId = await suggestionId(page, MERGE_FROM);
    const intoId = await suggestionId(page, MERGE_INTO);
    // Three traders: one votes on both, one on each. Merged, that is 3 votes, not 4.
    const votes = [[fromId, intoId], [fromId], [intoId]];
    for (const ids of votes) {
      const context = await browser.newContext();
      const voter = await context.newPage();
      await registerNewUser(voter);
      for (const id of ids)
        expect((await voter.request.post('/_api/suggestions/vote', { data: { id } })).status()).toBe(200);
      await context.close();
    }

    await signInAsAdmin(page);
    await page.goto('/admin/suggestions');
    // Both are found by their titles as one types, with the keyboard or the mouse.
    const form = page.getByTestId('merge-form');
    const duplicate = form.getByRole('combobox', { name: 'Duplicate' });
    await duplicate.pressSequentially('crypto exch');
    await expect(form.getByRole('option', { name: MERGE_FROM })).toHaveAttribute('aria-selected', 'true');
    await duplicate.press('Enter');
    await expect(duplicate).toHaveValue(MERGE_FROM);
    await expect(form.getByTestId('merge-from')).toContainText(`Picked: #${fromId}`);
    await form.getByRole('combobox', { name: 'Merge into' }).fill('ATR trailing');
    await form.getByRole('option', { name: MERGE_INTO }).click();
    await expect(form.getByTestId('merge-into')).toContainText(`Picked: #${intoId}`);
    await form.getByRole('button', { name: 'Merge' }).click();
    await expect(page.getByText('Merged. The suggestion now has 3 votes.')).toBeVisible();

    await page.goto(`/suggestions?id=${fromId}`);
    const merged = page.getByRole('article', { name: MERGE_FROM });
    await expect(merged.getByTestId('merged-into')).toContainText(`Merged into ${MERGE_INTO}`);
    await expect(merged.getByTestId('vote-button')).toBeDisabled();
    await merged.getByTestId('merged-into').getByRole('link', { name: MERGE_INTO }).click();
    await expect(page.getByRole('article', { name: MERGE_INTO }).getByTestId('vote-count')).toHaveText('3');
  });
});
