import { Stack } from '@mui/material';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../test/render';
import { placeholderDataProps } from './query-state';

describe('placeholderDataProps (a list kept on screen while its next page loads)', () => {
  it('marks the element busy and dims it while the previous page stands in, keeping its own styles', () => {
    renderScreen(
      <>
        <Stack
          component="ul"
          aria-label="Ancienne page"
          {...placeholderDataProps({ isPlaceholderData: true }, { listStyle: 'none' })}
        />
        <Stack
          component="ul"
          aria-label="Page à jour"
          {...placeholderDataProps({ isPlaceholderData: false }, { listStyle: 'none' })}
        />
      </>,
    );
    const stale = screen.getByRole('list', { name: 'Ancienne page' });
    const fresh = screen.getByRole('list', { name: 'Page à jour' });
    expect(stale.getAttribute('aria-busy')).toBe('true');
    expect(fresh.getAttribute('aria-busy')).toBe('false');
    expect(getComputedStyle(stale).opacity).toBe('0.6');
    expect(getComputedStyle(fresh).opacity).toBe('1');
    expect(getComputedStyle(stale).listStyle).toBe('none');
  });
});
