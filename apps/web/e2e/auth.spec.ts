import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { loginThroughUi, newEmail, PASSWORD, verifiedAccount, visitorHeaders } from './support/accounts';
import { watchConsole } from './support/console';
import { countMails, waitForMail } from './support/mail';
import { captureScreens } from './support/screens';

test.describe('registration → mail → validation → onboarding', () => {
  for (const [sel, type, screen, next] of [
    ['client', 'client', 'vfcl', '/register/cl/inf'],
    ['candidat', 'condidat', 'vfcd', '/register/cd/inf'],
  ] as const) {
    test(`a ${type} registers, follows the link and lands on ${next}`, async ({ page }) => {
      const errors = watchConsole(page);
      await page.goto(`/register?sel=${sel}`);
      await expect(page.getByRole('radio', { checked: true })).toHaveValue(type);
      if (type === 'client') {
        await captureScreens(page, 'register');
        await expectAccessible(page);
      }
      const email = newEmail(`ui-${type}`);
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
      await expect(page.getByText(/Solidité : /)).toBeVisible();
      await page.getByLabel('Confirmation du mot de passe').fill(PASSWORD);

      // The terms are required (DECISIONS §3).
      await page.getByRole('button', { name: 'Créer mon compte' }).click();
      await expect(page.getByText('Vous devez accepter les conditions générales !')).toBeVisible();
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Créer mon compte' }).click();

      await expect(page.getByRole('heading', { name: 'Vérifiez votre boîte mail' })).toBeVisible();
      await expect(page.getByText(email)).toBeVisible();
      const first = await waitForMail(email, 'validez');
      if (type === 'client') {
        await captureScreens(page, 'register-mail-sent');
        await expectAccessible(page);
      }
      await page.getByRole('button', { name: "Renvoyer l'e-mail" }).click();
      await expect(page.getByText('Un nouvel e-mail vient de vous être envoyé.')).toBeVisible();
      const second = await waitForMail(email, 'validez', 1);
      expect(second.link).not.toBe(first.link);
      expect(second.link).toContain(`/register/${screen}/`);

      await page.goto(second.link ?? '');
      await expect(page).toHaveURL(new RegExp(`${next}$`));
      expect(errors).toEqual([]);
    });
  }

  test('the validation screen without a token goes home; with a used token it says so', async ({ page, request }) => {
    await page.goto('/register/vfcl');
    await expect(page).toHaveURL(/\/home$/);
    const email = newEmail('used');
    await request.post('/api/users/newClient', {
      headers: visitorHeaders(),
      data: { type_cmpt: 'client', email, password: PASSWORD, confirmPassword: PASSWORD, cgu: true },
    });
    const mail = await waitForMail(email, 'validez');
    await request.post('/api/users/vrfmail', { headers: { 'sb-tkn': mail.link?.split('/').pop() ?? '' } });
    await page.goto(mail.link ?? '');
    await expect(page.getByRole('alert')).toContainText('Ce lien est invalide ou a expiré');
    await expect(page.getByRole('button', { name: 'Renvoyer le mail' })).toBeDisabled();
    await captureScreens(page, 'verify-email-failed');
    await expectAccessible(page);
  });
});

test.describe('login', () => {
  test('shows each French message of SPEC §5 for its bad input', async ({ page }) => {
    await page.goto('/login');
    await captureScreens(page, 'login');
    await expectAccessible(page);
    const email = page.getByLabel('E-mail');
    const password = page.getByLabel('Mot de passe', { exact: true });
    const submit = page.getByRole('button', { name: 'Se connecter' });

    await submit.click();
    await expect(page.getByText('Vous devez saisir votre e-mail !')).toBeVisible();
    await expect(page.getByText('Vous devez saisir votre mot de passe !')).toBeVisible();
    await email.fill('pas-un-email');
    await password.fill('12345');
    await submit.click();
    await expect(page.getByText('E-mail non valide !')).toBeVisible();
    await expect(page.getByText('Mot de passe non valide !')).toBeVisible();
    await captureScreens(page, 'login-errors');
    await expectAccessible(page);
  });

  test("a wrong password shows the server's message", async ({ page, request }) => {
    const account = await verifiedAccount(request, 'client');
    await loginThroughUi(page, account.email, 'Mauvais-Mot-9');
    await expect(page.getByRole('alert')).toHaveText('E-mail ou mot de passe incorrect !');
  });

  test('an unverified account is told so and gets a new link with « Renvoyer le mail »', async ({ page, request }) => {
    const email = newEmail('unverified');
    await request.post('/api/users/newCondidat', {
      headers: visitorHeaders(),
      data: { type_cmpt: 'condidat', email, password: PASSWORD, confirmPassword: PASSWORD, cgu: true },
    });
    await waitForMail(email, 'validez');
    await loginThroughUi(page, email, PASSWORD);
    await expect(page.getByRole('alert')).toHaveText("Vous devez d'abord valider votre adresse e-mail.");
    await page.getByRole('button', { name: 'Renvoyer le mail' }).click();
    await expect(page.getByText('Un nouveau lien de validation vient de vous être envoyé.')).toBeVisible();
    await captureScreens(page, 'login-unverified');
    const second = await waitForMail(email, 'validez', 1);
    await page.goto(second.link ?? '');
    await expect(page).toHaveURL(/\/register\/cd\/inf$/);
  });
});

test('forgot → mail → reset → login with the new password', async ({ page, request }) => {
  const account = await verifiedAccount(request, 'condidat');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL(/\/forget-pass$/);
  await captureScreens(page, 'forgot-password');
  await expectAccessible(page);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByRole('heading', { name: 'E-mail de réinitialisation envoyé' })).toBeVisible();
  await captureScreens(page, 'forgot-password-sent');
  const mail = await waitForMail(account.email, 'réinitialisation');
  await page.getByRole('button', { name: "Renvoyer l'e-mail" }).click();
  await expect(page.getByText('Un nouvel e-mail vient de vous être envoyé.')).toBeVisible();
  // The mail leaves after the answer (forgetPass answers in the same time for any address): wait for it.
  const latest = await waitForMail(account.email, 'réinitialisation', 1);
  expect(await countMails(account.email, 'réinitialisation')).toBe(2);
  expect(latest.link).not.toBe(mail.link);

  await page.goto(latest.link ?? '');
  await captureScreens(page, 'reset-password');
  await expectAccessible(page);
  const newPassword = 'Nouvelle-Lune-2027';
  await page.getByLabel('Nouveau mot de passe').fill(newPassword);
  await page.getByLabel('Confirmation').fill('autre-chose');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Les mots de passe ne sont pas identiques !')).toBeVisible();
  await page.getByLabel('Confirmation').fill(newPassword);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status')).toContainText('Votre mot de passe a été modifié avec succès');
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });

  await loginThroughUi(page, account.email, newPassword);
  await expect(page).toHaveURL(/\/register\/cd\/inf$/);
});
