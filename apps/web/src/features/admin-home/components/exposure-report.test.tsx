import { paths } from '@passerelle/shared/paths';
import { rankingApi } from '@passerelle/shared/routes/ranking';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen } from '../../../test/render';
import { ExposureReport } from './exposure-report';

/** The staff's exposure report (DECISIONS §6.8): shares, the four-fifths ratio, a group under 0.8 flagged. */

const report = {
  done: true as const,
  jours: 30,
  apparitions_top10: 10,
  groupes: [
    { critere: 'sex' as const, groupe: 'male', part_vivier: 0.5, part_top10: 0.6, ratio: 1 },
    { critere: 'sex' as const, groupe: 'female', part_vivier: 0.5, part_top10: 0.4, ratio: 0.667 },
    { critere: 'age' as const, groupe: '<30', part_vivier: 0.3333, part_top10: 0.4, ratio: 1 },
    { critere: 'age' as const, groupe: '30-45', part_vivier: 0.5, part_top10: 0.4, ratio: 0.8 },
    { critere: 'age' as const, groupe: '>45', part_vivier: 0, part_top10: 0, ratio: null },
  ],
};

const render = () => renderScreen(<ExposureReport />, { path: paths.dashboard.home, pattern: paths.dashboard.home });

describe('the exposure report on the staff home', { timeout: 20_000 }, () => {
  it('flags a ratio under 0.8 and explains it; 0.8 itself is not under the threshold', async () => {
    const api = fakeApi();
    api.on(rankingApi.exposureReport, { body: report });
    render();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Sous le seuil des quatre cinquièmes\u00a0: Femmes (0,67).');
    expect(alert.textContent).not.toContain('30 à 45 ans');
    const bySex = screen.getByRole('table', { name: 'Exposition par sexe' });
    const rows = within(bySex)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows.slice(1)).toEqual([
      ['50\u00a0%', '60\u00a0%', '1'],
      ['50\u00a0%', '40\u00a0%', '0,67, sous le seuil'],
    ]);
    const byAge = screen.getByRole('table', { name: 'Exposition par âge' });
    expect(within(byAge).getByRole('rowheader', { name: 'Plus de 45 ans' }).closest('tr')?.textContent).toContain('—');
    expect(screen.getByText(/la règle des quatre cinquièmes/)).toBeTruthy();
    // The impact ratio, in words: a selection rate over the best group's of the same criterion.
    expect(alert.textContent).toContain('moins de 0,8 fois aussi souvent que ceux du groupe le mieux exposé du même critère');
    expect(
      screen.getByText(
        /taux de sélection d’un groupe \(sa part des dix premiers divisée par sa part des candidats\s+actifs\) à celui du groupe le mieux exposé du même critère \(sexe ou âge\)/,
      ),
    ).toBeTruthy();
    expect(within(bySex).getByRole('columnheader', { name: 'Ratio d’impact' })).toBeTruthy();
    expect(screen.getByText(/10 apparitions dans les dix premiers/)).toBeTruthy();
    expect(api.sentTo(rankingApi.exposureReport).map((r) => r.body)).toEqual([{ jours: 30 }]);
  });

  it('says when no group is under the threshold, and when there was no search to measure', async () => {
    const api = fakeApi();
    api.on(rankingApi.exposureReport, {
      body: { ...report, groupes: report.groupes.map((g) => ({ ...g, ratio: g.ratio === null ? null : 0.9 })) },
    });
    const first = render();
    expect(await screen.findByText('Aucun groupe sous le seuil des quatre cinquièmes.')).toBeTruthy();
    first.unmount();
    const empty = fakeApi();
    empty.on(rankingApi.exposureReport, {
      body: { ...report, apparitions_top10: 0, groupes: report.groupes.map((g) => ({ ...g, part_top10: 0, ratio: null })) },
    });
    render();
    expect(await screen.findByText('Aucune recherche sur la période : il n’y a pas encore de ratio à calculer.')).toBeTruthy();
  });
});
