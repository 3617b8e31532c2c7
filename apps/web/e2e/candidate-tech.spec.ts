import { expect, test } from '@playwright/test';
import { loginCandidate, seedCandidate } from './candidate-fixtures';
import { expectAccessible } from './support/a11y';
import { adminToken } from './support/accounts';
import { captureScreens } from './support/screens';

test('Test technique: the candidate asks for a test, the staff get it in the chat, once a day', async ({ page, request }) => {
  const candidate = await seedCandidate(request);
  await loginCandidate(page, candidate);
  await page.getByRole('navigation', { name: 'Menu du tableau de bord' }).getByRole('link', { name: 'Test technique' }).click();
  await expect(page).toHaveURL(/\/dashb\/tech$/);
  await expect(page.getByRole('heading', { name: 'Faites valider vos compétences' })).toBeVisible();
  await captureScreens(page, 'candidate-tech');
  await expectAccessible(page);

  const ask = page.getByRole('button', { name: 'Demander un test technique' });
  await ask.click();
  await expect(page.getByText('Votre demande a été envoyée à notre équipe')).toBeVisible();
  await expect(ask).toBeDisabled();
  await captureScreens(page, 'candidate-tech-asked');

  // The staff see it as the candidate's message in their conversation list.
  const admin = await adminToken(request);
  const list = await (await request.post('/api/chat/getUserChat', { headers: { 'sb-tkn': admin }, data: {} })).json();
  const entry = list.data.find((u: { id: number }) => u.id === candidate.userId);
  expect(entry.lastMessage).toContain('je souhaite passer un test technique');

  // Back later: the last request is shown and the button waits for the next day.
  await page.reload();
  await expect(page.getByText(/Dernière demande envoyée le .* Vous pourrez la renouveler à partir du/)).toBeVisible();
  await expect(ask).toBeDisabled();
});
