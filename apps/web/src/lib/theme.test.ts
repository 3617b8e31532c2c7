import { afterEach, describe, expect, it, vi } from 'vitest';

/** WCAG 2.3.3: the system's « réduire les animations » turns off the theme's ripples and skeleton waves. */
async function themeWith(reduce: boolean) {
  vi.resetModules();
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)' }));
  return (await import('./theme')).theme;
}

describe('theme and reduced motion', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps ripples and the skeleton pulse by default', async () => {
    const theme = await themeWith(false);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(false);
    expect(theme.components?.MuiSkeleton?.defaultProps?.animation).toBe('pulse');
  });

  it('turns them off when the system asks for reduced motion, and marks keyboard focus instead', async () => {
    const theme = await themeWith(true);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    // Keyboard focus keeps a visible mark without the ripple.
    expect(theme.components?.MuiButtonBase?.styleOverrides?.root).toMatchObject({
      '&.Mui-focusVisible': { outline: expect.any(String) },
    });
    expect(theme.components?.MuiSkeleton?.defaultProps?.animation).toBe(false);
  });
});
