import { expect, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';

/** The demo accounts the accounts seeder creates on every fresh e2e database. */
export const DEMO_ADMIN = {
  email: 'admin@novatick.example',
  password: 'admin-demo-2026',
  displayName: 'Alex Morgan (Admin)',
} as const;
export const DEMO_USER = {
  email: 'trader@novatick.example',
  password: 'trader-demo-2026',
  displayName: 'Jordan Lee',
} as const;

export interface SignedInUser {
  id: number;
  email: string;
  displayName: string;
  role: 'user' | 'admin';
}

/**
 * Signs in through the API. `page.request` shares the browser context's cookie jar, so the
 * session cookie is in place for the next `page.goto(...)`. It does not navigate: open the
 * page you need afterwards (reload if a page is already open).
 */
export async function signIn(page: Page, email: string, password: string): Promise<SignedInUser> {
  const response = await page.request.post('/_api/auth/login_with_password', { data: { email, password } });
  expect(response.status(), `sign in as ${email}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { user: SignedInUser }).user;
}

export function signInAsAdmin(page: Page) {
  return signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
}

export function signInAsUser(page: Page) {
  return signIn(page, DEMO_USER.email, DEMO_USER.password);
}

/** A fresh address nobody has used, e.g. for a sign-up through the form. */
export function uniqueEmail(prefix = 'e2e') {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;
}

export interface NewUserOptions {
  email?: string;
  password?: string;
  displayName?: string;
  referralCode?: string;
}

/**
 * Registers a brand-new account through the API and leaves it signed in (same cookie jar as
 * the page). Returns the e-mail; the password is `options.password` or 'e2e-password-1'.
 * Like `signIn`, it does not navigate.
 */
export async function registerNewUser(page: Page, options: NewUserOptions = {}): Promise<string> {
  const email = options.email ?? uniqueEmail();
  const data = {
    email,
    password: options.password ?? 'e2e-password-1',
    displayName: options.displayName ?? `E2E ${email.slice(4, 12)}`,
    ...(options.referralCode ? { referralCode: options.referralCode } : {}),
  };
  const response = await page.request.post('/_api/auth/register_with_password', { data });
  expect(response.status(), `register ${email}: ${await response.text()}`).toBe(200);
  return email;
}

/** Ends the session through the API (the header's Sign out does the same for the UI). */
export async function signOut(page: Page) {
  const response = await page.request.post('/_api/auth/logout', { data: {} });
  expect(response.ok()).toBe(true);
}
