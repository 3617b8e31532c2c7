import { CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from './theme';

/**
 * MUI's theme and baseline, for the pages built with MUI only (issue 20). The router's `page()` wraps
 * each such page in it, loaded with the page's chunk: the sign-in screens, plain, load no MUI or emotion.
 */
export function MuiScope({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
