import {
  DISPO_CONFIRMED_DAYS,
  MATCH_LATE_DAYS,
  MATCH_OVERQUALIFIED_C1,
  MATCH_PLUS_WEIGHT,
  MATCH_WEIGHTS,
  SEARCH_LOG_MONTHS,
  SEARCH_LOG_RESULTS,
} from '@passerelle/shared/constants';
import { matchParts } from '@passerelle/shared/match-score';
import { paths } from '@passerelle/shared/paths';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render';
import { TransparencyPage } from './transparency-page';

const text = (id: string) => screen.getByTestId(id).textContent;

describe('/transparence (DECISIONS §6.8: the ranking, public)', () => {
  it('prints the numbers the ranking computes with', () => {
    renderScreen(<TransparencyPage />, { path: paths.transparency, pattern: paths.transparency });
    expect(screen.getByRole('heading', { level: 1, name: 'Comment nous classons les profils' })).toBeTruthy();
    // The weights, the over-qualified level, the nice-to-have weight, the days late: as the shared reference scores.
    const candidate = { skills: ['a'], nivExp: '>10' as const, dispo: '2026-03-02' };
    const over = matchParts({ skills: ['b'], nivExp: '1-10' }, candidate);
    const late = matchParts({ skills: ['b'], nivExp: '>10', dateDispo: '2026-01-01' }, candidate);
    const plus = matchParts({ skills: ['b'], skillsPlus: ['a'] }, candidate);
    expect(Number(text('poids-experience'))).toBe(MATCH_WEIGHTS.experience);
    expect(Number(text('poids-competences'))).toBe(MATCH_WEIGHTS.skills);
    expect(Number(text('poids-disponibilite'))).toBe(MATCH_WEIGHTS.availability);
    expect(Number(text('poids-experience')) + Number(text('poids-competences')) + Number(text('poids-disponibilite'))).toBe(100);
    expect(Number(text('surqualifie')?.replace(',', '.'))).toBe(over.c1);
    expect(over.score).toBe(Math.round(MATCH_WEIGHTS.experience * MATCH_OVERQUALIFIED_C1 + MATCH_WEIGHTS.availability));
    // 60 days late (the page's number) or more: c3 is 0; one day less, it is not.
    expect(Number(text('jours-retard'))).toBe(MATCH_LATE_DAYS);
    expect(late.c3).toBe(0);
    expect(matchParts({ skills: ['b'], dateDispo: '2026-01-02' }, { ...candidate, dispo: '2026-03-02' }).c3).toBeGreaterThan(0);
    // One nice-to-have found of one required missing: plus / (1 + plus).
    expect(Number(text('poids-plus')?.replace(',', '.'))).toBe(MATCH_PLUS_WEIGHT);
    expect(plus.c2).toBeCloseTo(MATCH_PLUS_WEIGHT / (1 + MATCH_PLUS_WEIGHT), 4);
    expect(Number(text('jours-confirmation'))).toBe(DISPO_CONFIRMED_DAYS);
    expect(Number(text('resultats-journal'))).toBe(SEARCH_LOG_RESULTS);
    expect(Number(text('mois-journal'))).toBe(SEARCH_LOG_MONTHS);
    expect(screen.getByText(/sexe, votre âge, votre photo, votre nom et votre nationalité/)).toBeTruthy();
  });
});
