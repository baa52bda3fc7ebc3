import type { Locator, Page } from '@playwright/test';
import { signInAsAdmin } from './auth-helpers.ts';
import { expect, test } from './test.ts';

// The owner's screens on a 1280 px laptop. Desktop only (admin pages). The time
// zone is fixed so the note beside a date-time field can be checked.
test.use({ viewport: { width: 1280, height: 800 }, timezoneId: 'Europe/Berlin' });

/** Whether the element's right edge is inside both its scrolling table box and the window. */
async function fullyInView(cell: Locator) {
  return cell.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const scroller = element.closest('.overflow-x-auto')?.getBoundingClientRect();
    return box.right <= (scroller?.right ?? Infinity) + 0.5 && box.right <= window.innerWidth + 0.5;
  });
}

/** A seeded indicator with three releases. */
async function seededIndicatorId(page: Page) {
  const { indicators } = (await (await page.request.get('/_api/admin/indicators')).json()) as {
    indicators: Array<{ id: number; name: string }>;
  };
  return indicators.find((i) => i.name === 'Orderflow Pulse')!.id;
}

test.describe('admin screens at 1280 px', () => {
  test('the sidebar reaches the bottom of a long page; the releases and blog tables keep their actions in view', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/analytics');
    const reach = await page.evaluate(() => {
      const aside = document.querySelector('aside')!.getBoundingClientRect();
      return { asideBottom: aside.bottom + window.scrollY, page: document.documentElement.scrollHeight };
    });
    expect(reach.page).toBeGreaterThan(800);
    expect(reach.asideBottom).toBeGreaterThanOrEqual(reach.page - 1);

    await page.goto(`/admin/indicators/${await seededIndicatorId(page)}/releases`);
    const releases = page.getByTestId('releases-table');
    await expect(releases.getByRole('row').nth(1)).toBeVisible();
    expect(await fullyInView(releases.getByRole('columnheader', { name: 'Actions' }))).toBe(true);
    expect(await fullyInView(releases.getByRole('row').nth(1).getByRole('button').last())).toBe(true);

    await page.goto('/admin/blog');
    const posts = page.getByTestId('admin-post-row');
    await expect(posts.first()).toBeVisible();
    expect(await fullyInView(page.getByRole('columnheader', { name: 'Actions' }))).toBe(true);
    expect(await fullyInView(posts.first().getByRole('button').last())).toBe(true);
  });

  test('date-time fields say their time zone', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/discounts');
    await page.getByTestId('discount-new').click();
    const starts = page.getByLabel('Valid from');
    await expect(starts).toHaveAttribute('type', 'datetime-local');
    await expect(starts).toHaveAccessibleDescription(/Time zone: Europe\/Berlin \(GMT\+1\)/);
    await expect(page.getByTestId('time-zone-note').first()).toBeVisible();

    await page.goto('/admin/blog/new');
    await page.getByLabel('Visibility').selectOption('publish');
    await expect(page.getByTestId('time-zone-note')).toHaveText('Time zone: Europe/Berlin (GMT+1)');
  });
});
