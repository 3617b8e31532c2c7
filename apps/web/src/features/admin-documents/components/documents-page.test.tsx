import { MSG } from '@passerelle/shared/messages';
import { paths } from '@passerelle/shared/paths';
import { missionWorkApi } from '@passerelle/shared/routes/mission-work';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { userOf } from '../../../test/fixtures';
import { fakeApi, renderScreen } from '../../../test/render';
import { StaffDocumentsPage } from './documents-page';

const api = missionWorkApi.admDocuments;

const WAITING = [
  {
    id: 12,
    type: 'rc_pro',
    expire_le: '2027-06-30',
    etat: 'a_verifier',
    motif: null,
    createdAt: '2026-11-19T09:30:00.000Z',
    condidatId: 4,
    condidat: 'Léa Martin',
  },
  {
    id: 11,
    type: 'urssaf',
    expire_le: '2026-11-01',
    etat: 'a_verifier',
    motif: null,
    createdAt: '2026-05-02T08:00:00.000Z',
    condidatId: 5,
    condidat: 'Hugo Bernard',
  },
];
const REFUSED = [{ ...WAITING[0], id: 9, type: 'kbis', etat: 'refuse', motif: 'Extrait de plus de 3 mois' }];

function signedInStaff() {
  sessionStore.set({ token: 'jeton', user: userOf('admin') });
  const fake = fakeApi();
  fake.on(api.getDocuments, (request) => {
    const etat = (request.body as { etat?: string }).etat;
    const documents = etat === 'a_verifier' ? WAITING : etat === 'refuse' ? REFUSED : [];
    return { body: { done: true, documents } };
  });
  fake.on(api.verifyDocument, { body: { done: true } });
  return fake;
}

const renderPage = () =>
  renderScreen(<StaffDocumentsPage />, { path: paths.dashboard.admin.documents, pattern: paths.dashboard.admin.documents });

describe('StaffDocumentsPage (DECISIONS §6.4 /dashb/documents)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('lists the documents waiting for a check by default: candidate, kind, expiry, upload date', async () => {
    const fake = signedInStaff();
    renderPage();
    expect(screen.getByRole('status').textContent).toContain('Chargement');
    const rc = await screen.findByRole('article', { name: 'Attestation d’assurance RC Pro de Léa Martin' });
    expect(fake.sentTo(api.getDocuments)[0]?.body).toEqual({ etat: 'a_verifier' });
    expect(within(rc).getByText('À vérifier')).toBeTruthy();
    expect(within(rc).getByText(/Valable jusqu’au 30\/06\/2027 · envoyé le 19\/11\/2026 10:30/)).toBeTruthy();
    const urssaf = screen.getByRole('article', { name: 'Attestation de vigilance URSSAF de Hugo Bernard' });
    expect(within(urssaf).getByText(/Expiré le 01\/11\/2026/)).toBeTruthy();
    expect(within(rc).getByRole('button', { name: 'Ouvrir le PDF' })).toBeTruthy();
  });

  it('verifies after a confirmation; refuses only with a reason', async () => {
    const fake = signedInStaff();
    const ui = renderPage();
    const rc = await screen.findByRole('article', { name: 'Attestation d’assurance RC Pro de Léa Martin' });

    await ui.user.click(within(rc).getByRole('button', { name: 'Vérifier' }));
    const confirm = await screen.findByRole('dialog', { name: 'Vérifier ce document ?' });
    expect(confirm.textContent).toContain('Attestation d’assurance RC Pro de Léa Martin, valable jusqu’au 30/06/2027');
    await ui.user.click(within(confirm).getByRole('button', { name: 'Vérifier' }));
    await vi.waitFor(() => expect(fake.sentTo(api.verifyDocument)[0]?.body).toEqual({ id: 12, valide: true }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const urssaf = screen.getByRole('article', { name: 'Attestation de vigilance URSSAF de Hugo Bernard' });
    await ui.user.click(within(urssaf).getByRole('button', { name: 'Refuser' }));
    const refuse = await screen.findByRole('dialog', { name: 'Refuser ce document ?' });
    // The reason field has the focus as the dialog opens: the keyboard alone fills it.
    const reason = within(refuse).getByRole('textbox', { name: /Motif du refus/ });
    await vi.waitFor(() => expect(document.activeElement).toBe(reason));
    await ui.user.keyboard('   ');
    await ui.user.click(within(refuse).getByRole('button', { name: 'Refuser' }));
    expect(await within(refuse).findByText(MSG.documentMotifRequired)).toBeTruthy();
    expect(fake.sentTo(api.verifyDocument)).toHaveLength(1);
    await ui.user.type(reason, 'Attestation expirée');
    await ui.user.click(within(refuse).getByRole('button', { name: 'Refuser' }));
    await vi.waitFor(() =>
      expect(fake.sentTo(api.verifyDocument)[1]?.body).toEqual({ id: 11, valide: false, motif: 'Attestation expirée' }),
    );
  });

  it('filters by état, with its own empty text', async () => {
    const fake = signedInStaff();
    const ui = renderPage();
    await screen.findByRole('article', { name: 'Attestation d’assurance RC Pro de Léa Martin' });
    await ui.user.click(screen.getByRole('combobox', { name: 'État' }));
    await ui.user.click(await screen.findByRole('option', { name: 'Refusés' }));
    const kbis = await screen.findByRole('article', { name: 'Extrait Kbis de Léa Martin' });
    expect(within(kbis).getByText('Motif du refus : Extrait de plus de 3 mois')).toBeTruthy();
    expect(within(kbis).queryByRole('button', { name: 'Refuser' })).toBeNull();
    await ui.user.click(screen.getByRole('combobox', { name: 'État' }));
    await ui.user.click(await screen.findByRole('option', { name: 'Vérifiés' }));
    expect(await screen.findByText('Aucun document vérifié.')).toBeTruthy();
    expect(fake.sentTo(api.getDocuments).map((r) => r.body)).toEqual([
      { etat: 'a_verifier' },
      { etat: 'refuse' },
      { etat: 'valide' },
    ]);
  });
});
