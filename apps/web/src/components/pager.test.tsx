import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../test/render';
import { Pager } from './pager';

/** A screen of `width` px: MUI's useMediaQuery reads window.matchMedia. */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    };
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const numbers = () => screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent);

describe('Pager (SPEC §2; issue 29 on a phone)', () => {
  it('on a desktop: Premier, ‹, ten page numbers around the current one, ›, Dernier', () => {
    screenWidth(1280);
    renderScreen(<Pager page={6} totalPages={20} onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Premier' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dernier' })).toBeTruthy();
    expect(numbers()).toEqual(['3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
  });

  it('on a 375 px phone: one line of arrows and three page numbers, the current one in the middle', async () => {
    screenWidth(375);
    const onChange = vi.fn();
    const ui = renderScreen(<Pager page={6} totalPages={20} onChange={onChange} />);
    expect(numbers()).toEqual(['6', '7', '8']);
    expect(screen.getByRole('button', { name: 'Page 7' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('button', { name: 'Premier' })).toBeNull();
    await ui.user.click(screen.getByRole('button', { name: 'Première page' }));
    await ui.user.click(screen.getByRole('button', { name: 'Dernière page' }));
    await ui.user.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(onChange.mock.calls).toEqual([[0], [19], [7]]);
    const row = screen.getByRole('button', { name: 'Page 7' }).parentElement as HTMLElement;
    expect(getComputedStyle(row).flexWrap).toBe('nowrap');
  });

  it('on a phone, at the first and the last page: the first or last three', () => {
    screenWidth(375);
    const view = renderScreen(<Pager page={0} totalPages={5} onChange={() => undefined} />);
    expect(numbers()).toEqual(['1', '2', '3']);
    view.unmount();
    renderScreen(<Pager page={4} totalPages={5} onChange={() => undefined} />);
    expect(numbers()).toEqual(['3', '4', '5']);
  });
});
