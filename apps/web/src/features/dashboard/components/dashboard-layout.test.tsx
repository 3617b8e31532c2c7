import HomeOutlined from '@mui/icons-material/HomeOutlined';
import { paths } from '@passerelle/shared/paths';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath, renderScreen } from '../../../test/render';
import { DashboardLayout } from './dashboard-layout';

describe('DashboardLayout: the legal pages from every signed-in screen (DECISIONS §6.9)', () => {
  it('links « Mentions légales », « Confidentialité » and « CGU » in its footer', async () => {
    const ui = renderScreen(
      <DashboardLayout
        items={[{ label: 'Accueil', to: paths.dashboard.home, icon: HomeOutlined, end: true }]}
        roleLabel="Client"
        identity={{ name: 'Claire Durand', email: 'claire@exemple.fr' }}
        bell={null}
        onLogout={() => undefined}
      >
        <p>Contenu</p>
      </DashboardLayout>,
      { path: paths.dashboard.home },
    );
    const legal = within(screen.getByRole('contentinfo')).getByRole('list', { name: 'Informations légales' });
    const links = within(legal).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Mentions légales', paths.legal.notice],
      ['Confidentialité', paths.legal.privacy],
      ['CGU', paths.legal.terms],
    ]);
    await ui.user.click(links[2] as HTMLElement);
    expect(currentPath()).toBe(paths.legal.terms);
  });
});
