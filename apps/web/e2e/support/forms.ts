import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The MUI date field labelled `label`, its picker loaded: a date field is a plain text input until it is
 * pointed at, touched or focused (issue 20, components/form/date-input.tsx), as a user's mouse does here.
 */
export async function dateField(scope: Page | Locator, label: string): Promise<Locator> {
  const group = scope.getByRole('group', { name: label });
  await group.or(scope.getByRole('textbox', { name: label })).hover();
  await expect(group).toBeVisible();
  return group;
}

/** Types a date (dd/MM/yyyy) into the MUI date field labelled `label`, section by section as a user does. */
export async function fillDate(scope: Page | Locator, label: string, ddmmyyyy: string): Promise<void> {
  const group = await dateField(scope, label);
  const day = group.getByRole('spinbutton', { name: 'Jour' });
  await day.click();
  await expect(day).toBeFocused();
  await pageOf(scope).keyboard.type(ddmmyyyy.replace(/\D/g, ''), { delay: 20 });
  await expect(group).toContainText(ddmmyyyy);
}

function pageOf(scope: Page | Locator): Page {
  return 'keyboard' in scope ? scope : scope.page();
}

/** A valid 1×1 PNG photo, and an image one byte over the 2,000,000-byte limit. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==',
  'base64',
);
export const photo = { name: 'portrait.png', mimeType: 'image/png', buffer: PNG };
export const oversizedPhoto = {
  name: 'trop-grande.png',
  mimeType: 'image/png',
  buffer: Buffer.concat([PNG, Buffer.alloc(2_000_001 - PNG.length)]),
};

/** Chooses a MUI select option. */
export async function choose(scope: Page | Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await pageOf(scope).getByRole('option', { name: option }).click();
}
