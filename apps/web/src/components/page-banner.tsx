import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The banner at the top of a list screen (SPEC §2: 'Les offres', 'Clients'… with their count). */
export function PageBanner({ title, count, actions }: { title: string; count?: number; actions?: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 2,
        p: { xs: 2.5, md: 3 },
        mb: 3,
        borderRadius: 3,
        color: '#fff',
        background: 'linear-gradient(120deg, #142a63 0%, #1f3c88 70%, #3556b3 100%)',
      }}
    >
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' }, flex: 1 }}>
        {title}
        {count !== undefined && (
          <Box
            component="span"
            sx={{
              ml: 1.5,
              px: 1.25,
              py: 0.25,
              borderRadius: 2,
              bgcolor: 'rgba(255,255,255,0.16)',
              fontSize: '0.7em',
              verticalAlign: 'middle',
            }}
          >
            {count}
          </Box>
        )}
      </Typography>
      {actions}
    </Box>
  );
}
