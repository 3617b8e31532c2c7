import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { adminToken } from './support/accounts';
import { watchConsole } from './support/console';
import { captureScreen, captureScreens } from './support/screens';

test('the landing page: banner rotating every 10 s, sections, header links, no console error', async ({ page }) => {
  const errors = watchConsole(page);
  await page.clock.install();
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Le bon profil en 4 clics, en moins d'une minute");
  await expect(page.getByRole('link', { name: 'Commencer maintenant' })).toHaveAttribute('href', '/register?sel=client');
  await captureScreens(page, 'home');
  await expectAccessible(page);

  await page.clock.runFor(10_000);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre prochaine mission, 100 % à distance');
  await expect(page.getByRole('link', { name: 'Commencer maintenant' })).toHaveAttribute('href', '/register?sel=candidat');
  await page.clock.runFor(10_000);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sans frontières, avec une équipe à vos côtés');
  const rate = await page.locator('video').evaluate((v: HTMLVideoElement) => v.playbackRate);
  expect(rate).toBe(0.75);
  await captureScreens(page, 'home-video-slide');
  await page.clock.runFor(10_000);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Le bon profil en 4 clics, en moins d'une minute");

  // Paused, it stays.
  await page.getByRole('button', { name: 'Mettre le défilement en pause' }).click();
  await page.clock.runFor(30_000);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Le bon profil en 4 clics, en moins d'une minute");

  for (const name of ['Pourquoi choisir Passerelle ?', 'Notre mission', 'Contactez-nous']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Inscrire mon entreprise' })).toHaveAttribute('href', '/register?sel=client');
  await expect(page.getByRole('link', { name: "M'inscrire comme candidat" })).toHaveAttribute('href', '/register?sel=candidat');
  await expect(page.getByRole('link', { name: 'LinkedIn' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the contact form stores a message that the staff then reads through the API', async ({ page, request }) => {
  await page.goto('/home#contact');
  const form = page.getByRole('form', { name: 'Formulaire de contact' });
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(form.getByText('Tous les champs sont obligatoires.').first()).toBeVisible();

  const subject = `Partenariat ${Date.now()}`;
  await form.getByLabel('Nom complet').fill('Claire Durand');
  await form.getByLabel('E-mail').fill('claire.durand@exemple.fr');
  await form.getByLabel('Sujet').fill(subject);
  await form.getByLabel('Message').fill('Bonjour, nous aimerions présenter nos missions à vos candidats.');
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByText('Votre message a été envoyé.')).toBeVisible();
  await expect(form.getByLabel('Sujet')).toHaveValue('');
  await captureScreens(page, 'home-contact-sent');

  const list = await request.get('/api/adm/contactus/list', { headers: { 'sb-tkn': await adminToken(request) } });
  // One page of the messages, newest first (issue 16).
  const messages = (await list.json()).data;
  expect(messages[0]).toMatchObject({ fullname: 'Claire Durand', subject, email: 'claire.durand@exemple.fr' });
});

test('a phone-sized visitor opens the menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/home');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Inscription' })).toBeVisible();
  await captureScreen(page, 'home-menu-375');
  await menu.getByRole('link', { name: 'Connexion' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown page says so', async ({ page }) => {
  await page.goto('/nulle-part');
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  await expectAccessible(page);
});
