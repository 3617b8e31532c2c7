import { matchParts } from '@passerelle/shared/match-score';
import { paths } from '@passerelle/shared/paths';
import { rankingApi } from '@passerelle/shared/routes/ranking';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen } from '../../../test/render';
import { OfferMatchCard, raisersOf } from './offer-match-card';

/** « Votre adéquation à cette offre » (DECISIONS §6.8): the score, ✓/✗ per skill, what would raise it. */

const skills = [
  { label: 'Kotlin', ok: true },
  { label: 'Ktor', ok: true },
  { label: 'Gradle', ok: false },
];

describe('what would raise the score', () => {
  it('adds what the score’s own formula gives for each missing skill and for being available at the start', () => {
    // 30 + 50·2/3 + 20·(1 − 30/60) = 73; with Gradle 90; available at the start 83.
    expect(raisersOf({ score: 73, c1: 1, c2: 0.6667, c3: 0.5, skills })).toEqual([
      { kind: 'skill', label: 'Gradle', points: 17 },
      { kind: 'availability', points: 10 },
    ]);
    // Checked against the reference: the gains are the differences of two scores it computes.
    const query = { skills: ['kotlin', 'ktor', 'gradle'], dateDispo: '2026-10-01' };
    const me = { skills: ['kotlin', 'ktor'], nivExp: '1-10' as const, dispo: '2026-10-31' };
    const base = matchParts(query, me).score;
    expect(base).toBe(73);
    expect(matchParts(query, { ...me, skills: [...me.skills, 'gradle'] }).score - base).toBe(17);
    expect(matchParts(query, { ...me, dispo: '2026-10-01' }).score - base).toBe(10);
  });

  it('has nothing to add to a full match, and nothing for an availability 60 days late or more but its 20 points', () => {
    expect(raisersOf({ score: 100, c1: 1, c2: 1, c3: 1, skills: skills.map((s) => ({ ...s, ok: true })) })).toEqual([]);
    expect(raisersOf({ score: 80, c1: 1, c2: 1, c3: 0, skills: [{ label: 'Kotlin', ok: true }] })).toEqual([
      { kind: 'availability', points: 20 },
    ]);
  });
});

describe('the offer page’s block', { timeout: 20_000 }, () => {
  const render = () =>
    renderScreen(<OfferMatchCard offerId={7} dateDebut="2026-10-01" />, {
      path: paths.dashboard.candidate.offer(7),
      pattern: paths.dashboard.candidate.offer(),
    });

  it('shows the score, ✓/✗ per skill and what would raise it, with the public rule a link away', async () => {
    const api = fakeApi();
    api.on(rankingApi.offreMatch, { body: { done: true, score: 73, c1: 1, c2: 0.6667, c3: 0.5, skills } });
    render();
    expect(await screen.findByRole('img', { name: 'Correspondance : 73 %' })).toBeTruthy();
    expect(screen.getByText('2 compétences sur 3 demandées')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Compétences demandées' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Kotlin\u00a0: dans votre profil', 'Ktor\u00a0: dans votre profil', 'Gradle\u00a0: absente de votre profil']);
    expect(screen.getByText(/si vous la pratiquez/).textContent).toBe(
      'Gradle, si vous la pratiquez, dans vos compétences ou les technologies d’une expérience\u00a0: +17\u00a0points',
    );
    expect(screen.getByText(/Être disponible dès le début de la mission/).textContent).toBe(
      'Être disponible dès le début de la mission, le 01/10/2026\u00a0: +10\u00a0points',
    );
    expect(screen.getByRole('link', { name: 'Mettre à jour mon profil' }).getAttribute('href')).toBe(
      paths.dashboard.candidate.profile,
    );
    expect(screen.getByRole('link', { name: 'Comment nous classons les profils' }).getAttribute('href')).toBe(paths.transparency);
    expect(api.sentTo(rankingApi.offreMatch).map((r) => r.body)).toEqual([{ id: 7 }]);
  });

  it('says a full match needs nothing more, and says so plainly when the score cannot be read', async () => {
    const api = fakeApi();
    api.on(rankingApi.offreMatch, {
      body: { done: true, score: 100, c1: 1, c2: 1, c3: 1, skills: [{ label: 'Kotlin', ok: true }] },
    });
    const first = render();
    expect(await screen.findByText('Votre profil remplit tous les critères de cette offre.')).toBeTruthy();
    expect(screen.queryByText('Ce qui améliorerait votre score')).toBeNull();
    first.unmount();

    const failing = fakeApi();
    failing.on(rankingApi.offreMatch, {
      status: 400,
      body: { done: false, success: false, message: 'Non.', code: 'input.invalid' },
    });
    render();
    expect(await screen.findByText('Votre adéquation à cette offre n’est pas disponible pour l’instant.')).toBeTruthy();
  });
});
