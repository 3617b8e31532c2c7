import { IconButton } from '@mui/material';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../test/render';

// The Tooltip's code is loaded once for the page: each test starts from a page that has not loaded it.
let LazyTooltip: typeof import('./lazy-tooltip').LazyTooltip;
beforeEach(async () => {
  vi.resetModules();
  ({ LazyTooltip } = await import('./lazy-tooltip'));
});

describe('LazyTooltip (issue 20: the tooltip code loads on intent)', () => {
  it('renders the button alone, then the tooltip over it once pointed at; the button keeps its name and its clicks', async () => {
    const onClick = vi.fn();
    const ui = renderScreen(
      <>
        <LazyTooltip title="Changer le mot de passe">
          <IconButton aria-label="Changer le mot de passe" onClick={onClick}>
            <span>clé</span>
          </IconButton>
        </LazyTooltip>
        <LazyTooltip title="Modifier mes informations">
          <IconButton aria-label="Modifier mes informations">
            <span>crayon</span>
          </IconButton>
        </LazyTooltip>
      </>,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();
    await ui.user.hover(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe('Changer le mot de passe');
    // Its own aria-label still names it for screen readers.
    const key = screen.getByRole('button', { name: 'Changer le mot de passe' });
    await ui.user.click(key);
    expect(onClick).toHaveBeenCalledTimes(1);
    await ui.user.unhover(key);
    await vi.waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());

    // The other button was wrapped when the code came: its tooltip shows when it is pointed at.
    await ui.user.hover(screen.getByRole('button', { name: 'Modifier mes informations' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Modifier mes informations');
  });

  it('wraps the button that has the focus when the code comes, and the focus stays on it', async () => {
    const ui = renderScreen(
      <LazyTooltip title="Modifier mes formations">
        <IconButton aria-label="Modifier mes formations">
          <span>crayon</span>
        </IconButton>
      </LazyTooltip>,
    );
    const plain = screen.getByRole('button', { name: 'Modifier mes formations' });
    await ui.user.tab();
    // Wrapped in the Tooltip, the button is a new element, which has the focus.
    await vi.waitFor(() => expect(plain.isConnected).toBe(false));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Modifier mes formations' }));
  });
});
