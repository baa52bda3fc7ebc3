import { expect, test } from './test.ts';
import { signInAsAdmin } from './auth-helpers.ts';
import { expectNoAxeViolations, holdChunk, usePreferences, waitForMail } from './helpers.ts';

const SUPPORT_EMAIL = 'support@novatick.example';

test.describe('support page', () => {
  test('the contact form sends a message: success toast, confirmation to the sender and a notification to support', async ({
    page,
  }) => {
    const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const email = `sender-${id}@example.com`;
    const subject = `Licence question ${id}`;
    await page.goto('/support');
    const form = page.getByTestId('contact-form');
    await form.getByLabel('Name').fill('Priya Raman');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Message').fill('Can I use my Starter licence on a laptop and a desktop?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Thank you! Your message has been sent.')).toBeVisible();
    await expect(form.getByLabel('Subject')).toHaveValue('');

    const confirmation = await waitForMail(email, /we received your message \(#\d+\)/);
    expect(confirmation).toContain('24 business hours');
    // The confirmation goes to any address typed in, so it carries none of the sender's words.
    expect(confirmation).not.toContain(subject);
    expect(confirmation).toContain(`Reply-To: ${SUPPORT_EMAIL}`);
    const notification = await waitForMail(SUPPORT_EMAIL, new RegExp(subject));
    expect(notification).toContain(`Reply-To: ${email}`);
  });

  test('all fields are required, with a message per field', async ({ page }) => {
    await page.goto('/support');
    let posted = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/_api/support')) posted = true;
    });
    const form = page.getByTestId('contact-form');
    await form.getByRole('button', { name: 'Send message' }).click();
    for (const text of ['Name is required', 'Email is required', 'Subject is required', 'Message is required'])
      await expect(form.getByText(text, { exact: true })).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Name').focus();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    expect(posted).toBe(false);
  });

  test('a message typed and sent before the form logic arrives is sent once, checked first', async ({ page }) => {
    // The form is server-rendered and its logic (react-hook-form) loads on the first focus: hold
    // that back so the typing, leaving a bad e-mail and the first submit all happen before it.
    const chunk = await holdChunk(page, 'use-contact-form');
    let posts = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/_api/support') && request.method() === 'POST') posts += 1;
    });
    await page.goto('/support');
    const form = page.getByTestId('contact-form');
    await form.getByLabel('Name').fill('Quick Typist');
    await form.getByLabel('Email').fill('quick@');
    await form.getByLabel('Subject').fill('Fast hands');
    await form.getByLabel('Message').fill('Typed before the page finished loading.');
    await form.getByRole('button', { name: 'Send message' }).click();
    expect(chunk.requested()).toBe(true);
    chunk.release();
    // The e-mail field was left with a bad address, and the submit is checked, not sent.
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByLabel('Message')).toHaveValue('Typed before the page finished loading.');
    expect(posts).toBe(0);
    // The real form re-validates as the visitor corrects the address, then sends once.
    await form.getByLabel('Email').fill('quick@example.com');
    await expect(form.getByText('Please enter a valid email address')).toBeHidden();
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Thank you! Your message has been sent.')).toBeVisible();
    expect(posts).toBe(1);
  });

  test('a failed send shows an error toast', async ({ page }) => {
    await page.goto('/support');
    await page.route('**/_api/support', (route) =>
      route.fulfill({ status: 500, json: { error: 'An unexpected error occurred.' } }),
    );
    const form = page.getByTestId('contact-form');
    await form.getByLabel('Name').fill('Sam');
    await form.getByLabel('Email').fill('sam@example.com');
    await form.getByLabel('Subject').fill('Hello');
    await form.getByLabel('Message').fill('Hi there');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Failed to send message')).toBeVisible();
  });

  test('?subject= pre-fills the subject (the Enterprise plan links here)', async ({ page }) => {
    await page.goto('/support?subject=Enterprise');
    await expect(page.getByTestId('contact-form').getByLabel('Subject')).toHaveValue('Enterprise');
  });

  test('FAQ: one answer open at a time, covering the licence rules, with FAQPage JSON-LD', async ({ page }) => {
    await page.goto('/support');
    const faq = page.getByTestId('faq');
    const licence = faq.getByRole('button', { name: 'How many computers does a licence cover?' });
    const bundle = faq.getByRole('button', { name: 'What does the Pro Bundle include?' });
    await licence.click();
    await expect(faq.getByText('A standard licence covers one machine.')).toBeVisible();
    await bundle.click();
    await expect(faq.getByText(/covers two machines/)).toBeVisible();
    await expect(licence).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByText('A standard licence covers one machine.')).toBeHidden();
    await faq.getByRole('button', { name: /more than two machines/ }).click();
    await expect(faq.getByText(/Enterprise solution/)).toBeVisible();

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faqPage = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'FAQPage');
    expect(faqPage.mainEntity.length).toBeGreaterThanOrEqual(6);
    expect(JSON.stringify(faqPage)).toContain('14 days');
  });

  test('no live-chat script without LIVE_CHAT_URL', async ({ page }) => {
    await page.goto('/support');
    await page.waitForLoadState('load');
    // The widget is injected from an idle callback asked for at load (after hydration, which goto
    // waits for); an idle callback asked for now runs after it, so by then it would be there.
    await page.evaluate(() => new Promise<void>((resolve) => window.requestIdleCallback(() => resolve())));
    await expect(page.locator('script[data-live-chat]')).toHaveCount(0);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`support page has no accessibility violations (${theme})`, async ({ page }) => {
      await usePreferences(page, { theme });
      await page.goto('/support');
      await page.getByTestId('faq').getByRole('button').first().click();
      await expectNoAxeViolations(page);
    });
  }

  test('Spanish visitors get the support page in Spanish', async ({ page }) => {
    await usePreferences(page, { lang: 'es' });
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¿Cómo podemos ayudarte?');
    await page.getByTestId('contact-form').getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByText('El nombre es obligatorio')).toBeVisible();
  });
});

test.describe('admin support inbox', () => {
  test('newest first, search, reply in the shop, close and reopen', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/support');
    await expect(page.getByRole('heading', { name: 'Support inbox' })).toBeVisible();
    const messages = page.getByTestId('support-message');
    await expect(messages.first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('searchbox', { name: /Search by name/ }).fill('prop firm');
    await expect(messages).toHaveCount(1);
    const message = messages.first();
    await expect(message.getByRole('heading')).toHaveText('Enterprise');
    // The reply is written in the shop, e-mailed, and kept under the message.
    await message.getByRole('button', { name: 'Reply by e-mail' }).click();
    await message.getByRole('button', { name: 'Send reply' }).click();
    await expect(message.getByText('Write a reply first.')).toBeVisible();
    await message.getByRole('textbox', { name: 'Your reply' }).fill('We offer team licences: see /pricing.');
    await message.getByRole('button', { name: 'Send reply' }).click();
    await expect(message.getByTestId('support-reply')).toContainText('We offer team licences: see /pricing.');
    await expect(message.getByText('Answered', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await message.getByRole('button', { name: 'Mark as closed' }).click();
    await expect(message.getByText('Closed', { exact: true })).toBeVisible();
    await message.getByRole('button', { name: 'Reopen' }).click();
    await expect(message.getByText('Open', { exact: true })).toBeVisible();
  });
});
