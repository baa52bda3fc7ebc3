import { expect, test } from './test.ts';
import { registerNewUser } from './auth-helpers.ts';

// A toast never covers the header's controls (the cart, the menu, the theme and
// language switchers): at the bottom of the screen, on a phone as on a desktop. Nothing here waits
// for a toast to go away: the header is usable while it shows.

test('the added-to-cart toast leaves the header free, and the cart opens while it shows', async ({ page }) => {
  await registerNewUser(page);
  const response = await page.request.get('/_api/indicators');
  const { indicators } = (await response.json()) as { indicators: Array<{ id: number; name: string }> };
  const indicator = indicators.find((i) => i.name === 'Delta Divergence')!;
  await page.goto(`/indicators/${indicator.id}`);
  await page.getByTestId('add-to-cart').click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Indicator added to cart.' });
  await expect(toast).toBeVisible();

  // Measured once the toast has finished sliding in from the bottom edge.
  await expect(async () => {
    const header = (await page.locator('body > header, header.sticky').first().boundingBox())!;
    const box = (await toast.boundingBox())!;
    expect(box.y, 'the toast starts below the header').toBeGreaterThanOrEqual(header.y + header.height);
    const viewport = page.viewportSize()!;
    expect(box.y + box.height, 'the toast is on screen').toBeLessThanOrEqual(viewport.height);
  }).toPass({ timeout: 5_000 });

  // The pointer resting on the toast keeps it, and the header's cart still takes the click.
  await toast.hover();
  await page.getByTestId('cart-badge').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
});
