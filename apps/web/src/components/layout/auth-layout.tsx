import { Box, Container, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

/** The frame of the login, registration and password screens: a centred card. */
export function AuthLayout({
  title,
  subtitle,
  children,
  wide = false,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <PublicHeader />
      <Container component="main" maxWidth={wide ? 'md' : 'sm'} sx={{ py: { xs: 3, sm: 6 }, flex: 1 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '1.9rem' }, mb: subtitle ? 1 : 3 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {subtitle}
            </Typography>
          )}
          {children}
        </Paper>
      </Container>
      <PublicFooter />
    </Box>
  );
}
