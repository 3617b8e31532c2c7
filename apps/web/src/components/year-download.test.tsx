import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { renderScreen } from '../test/render';
import { YearDownload } from './year-download';

describe('YearDownload (the annual statement, the DAC7 export)', { timeout: 20_000 }, () => {
  it('downloads the chosen year, and says why a download failed', async () => {
    const download = vi
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new ApiError('Aucun versement en 2024.', 404, { fromServer: true }));
    const ui = renderScreen(
      <YearDownload
        years={[2026, 2025, 2024]}
        initialYear={2025}
        download={download}
        buttonLabel={(a) => `Télécharger le relevé ${a}`}
      />,
    );
    await ui.user.click(screen.getByRole('button', { name: 'Télécharger le relevé 2025' }));
    expect(download).toHaveBeenLastCalledWith(2025);

    await ui.user.click(screen.getByRole('combobox', { name: 'Année' }));
    await ui.user.click(within(screen.getByRole('listbox')).getByRole('option', { name: '2024' }));
    await ui.user.click(screen.getByRole('button', { name: 'Télécharger le relevé 2024' }));
    expect(download).toHaveBeenLastCalledWith(2024);
    expect(await screen.findByText('Aucun versement en 2024.')).toBeTruthy();
  });
});
