import { frFR } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

/** The system's « réduire les animations » (base.css removes the transitions; the theme, ripples and waves). */
const reducedMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)')?.matches === true;

/** Passerelle's look: a deep blue for trust, a warm amber for action; French component texts. */
export const theme = createTheme(
  {
    palette: {
      primary: { main: '#1f3c88', light: '#4a64b0', dark: '#142a63', contrastText: '#ffffff' },
      secondary: { main: '#f2a516', contrastText: '#1d2433' },
      background: { default: '#f5f7fb', paper: '#ffffff' },
      text: { primary: '#1d2433', secondary: '#4f586b' },
      success: { main: '#1e7d4f' },
      // Amber with dark text: waiting states read at AA contrast (white on amber would not).
      warning: { main: '#f6c343', dark: '#8a5a00', contrastText: '#1d2433' },
      error: { main: '#c62828' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '2.4rem', fontWeight: 700, lineHeight: 1.15 },
      h2: { fontSize: '1.9rem', fontWeight: 700, lineHeight: 1.2 },
      h3: { fontSize: '1.45rem', fontWeight: 700 },
      h4: { fontSize: '1.2rem', fontWeight: 600 },
      h5: { fontSize: '1.05rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      // Without the ripple, keyboard focus needs its own mark (MUI draws it with the ripple): WCAG 2.4.7.
      MuiButtonBase: {
        defaultProps: { disableRipple: reducedMotion },
        styleOverrides: reducedMotion
          ? { root: { '&.Mui-focusVisible': { outline: '2px solid #1f3c88', outlineOffset: 2 } } }
          : {},
      },
      MuiSkeleton: { defaultProps: { animation: reducedMotion ? false : 'pulse' } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      // Links in text stay underlined: colour alone does not tell them apart (WCAG 1.4.1).
      MuiLink: { defaultProps: { underline: 'always' } },
      // MUI's grey (54 % black) reads below 4.5:1 on the page background: the secondary text colour instead.
      MuiToggleButton: { defaultProps: { color: 'primary' }, styleOverrides: { root: { color: '#4f586b' } } },
    },
  },
  frFR,
);
