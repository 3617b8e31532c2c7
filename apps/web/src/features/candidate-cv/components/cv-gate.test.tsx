import { accountsApi } from '@passerelle/shared/routes/accounts';
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { userOf } from '../../../test/fixtures';
import { fakeApi, renderScreen } from '../../../test/render';
import { CvBanner } from './cv-banner';
import { CvGate } from './cv-gate';

const user = userOf('condidat', { formation_done: true, exp_done: true });

function withoutCv() {
  const api = fakeApi();
  api.on(accountsApi.checkcv, { body: { done: false } });
  return api;
}

describe('the CV dialog, once a session, and the « Ajoutez votre CV » banner (DECISIONS §6.9)', { timeout: 20_000 }, () => {
  it('opens once: « Annuler » closes it, and neither a reload nor a navigation brings it back until the next login', async () => {
    sessionStore.set({ token: 'jeton', user });
    withoutCv();
    const ui = renderScreen(<CvGate enabled />);
    const dialog = await screen.findByRole('dialog', { name: 'Mettez votre CV' });
    await ui.user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(sessionStore.get()?.cvDialogShown).toBe(true);

    // A reload: the app starts again from the session kept in the browser.
    cleanup();
    withoutCv();
    renderScreen(<CvGate enabled />);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog', { name: 'Mettez votre CV' })).toBeNull();

    // A new login is a new session: the dialog opens again.
    cleanup();
    sessionStore.clear();
    sessionStore.set({ token: 'autre-jeton', user });
    withoutCv();
    renderScreen(<CvGate enabled />);
    expect(await screen.findByRole('dialog', { name: 'Mettez votre CV' })).toBeTruthy();
  });

  it('the banner stays while there is no CV and opens the same dialog', async () => {
    sessionStore.set({ token: 'jeton', user, cvDialogShown: true });
    withoutCv();
    const ui = renderScreen(<CvBanner />);
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('Ajoutez votre CV');
    await ui.user.click(within(banner).getByRole('button', { name: 'Ajouter mon CV' }));
    expect(await screen.findByRole('dialog', { name: 'Mettez votre CV' })).toBeTruthy();
  });

  it('shows no banner once the CV is there', async () => {
    sessionStore.set({ token: 'jeton', user });
    const api = fakeApi();
    api.on(accountsApi.checkcv, { body: { done: true } });
    renderScreen(<CvBanner />);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
