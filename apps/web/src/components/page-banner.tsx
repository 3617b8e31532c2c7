import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The banner at the top of a list screen (SPEC §2: 'Les offres', 'Clients'… with their count). A paged list
 * gives `shown`, the rows on this page: « 10 sur 87 » rather than a bare « 10 » or « 87 » (DECISIONS §6.9).
 */
export function PageBanner({
  title,
  count,
  shown,
  actions,
}: {
  title: string;
  count?: number;
  shown?: number;
  actions?: ReactNode;
}) {
  const partial = count !== undefined && shown !== undefined && shown < count;
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
            {partial ? `${shown.toLocaleString('fr-FR')} sur ${count.toLocaleString('fr-FR')}` : count.toLocaleString('fr-FR')}
          </Box>
        )}
      </Typography>
      {actions}
    </Box>
  );
}
