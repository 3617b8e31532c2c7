import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { E2E } from './env';
import { waitForMail } from './mail';

/** Accounts for the journeys, made through the API as a real user would (register, mail, link). */

let counter = 0;
export function newEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@exemple.fr`;
}

export const PASSWORD = 'Soleil-Levant-2026';

/**
 * A fresh client address for each account the tests create through the API, as if each came from its
 * own visitor: the test server trusts one proxy hop (TRUST_PROXY=1, support/server.mjs), so the
 * per-address limits (20 registrations in 15 minutes) apply to the journeys, not to the whole suite.
 */
let visitor = 0;
export function visitorHeaders(): Record<string, string> {
  visitor += 1;
  return { 'x-forwarded-for': `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}` };
}

export interface Account {
  email: string;
  password: string;
  token: string;
  userId: number;
}

/** Registers and verifies an account; returns its session. */
export async function verifiedAccount(request: APIRequestContext, type: 'client' | 'condidat'): Promise<Account> {
  const email = newEmail(type);
  const url = type === 'client' ? '/api/users/newClient' : '/api/users/newCondidat';
  const registered = await request.post(url, {
    headers: visitorHeaders(),
    data: { type_cmpt: type, email, password: PASSWORD, confirmPassword: PASSWORD, cgu: true },
  });
  expect(registered.ok()).toBe(true);
  const mail = await waitForMail(email, 'validez');
  const token = mail.link?.split('/').pop() ?? '';
  const verified = await request.post('/api/users/vrfmail', { headers: { 'sb-tkn': token } });
  expect(verified.ok()).toBe(true);
  const body = await verified.json();
  return { email, password: PASSWORD, token: body.token, userId: body.user.id };
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/users/login', { data: { email: E2E.adminEmail, password: E2E.adminPassword } });
  expect(res.ok()).toBe(true);
  return (await res.json()).token;
}

/**
 * Signs in through the API and opens `path` with the session the login screen would have kept (the same
 * answer, in the same place: lib/session.ts): for the journeys where signing in is not what is tested. The
 * login screen itself is walked by auth.spec.ts and account.spec.ts (loginThroughUi). It saves each journey a
 * screen, a form and a navigation (issue 14: about 70 logins in the suite).
 */
export async function signIn(page: Page, email: string, password: string, path = '/dashb'): Promise<void> {
  const res = await page.request.post('/api/users/login', { data: { email, password } });
  expect(res.ok()).toBe(true);
  const { token, user } = await res.json();
  expect(token).toBeTruthy();
  // Any page of the origin gives access to its storage: the smallest one.
  await page.goto('/favicon.svg');
  await page.evaluate((session) => localStorage.setItem('passerelle.session', JSON.stringify(session)), { token, user });
  await page.goto(path);
}

/** Logs in through the login screen. */
export async function loginThroughUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}
