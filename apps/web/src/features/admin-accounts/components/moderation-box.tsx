import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** The account actions, kept in sight at the foot of the side panel however long the profile. */
export function ModerationBox({ children }: { children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-label="Actions sur le compte"
      sx={{
        position: 'sticky',
        bottom: 0,
        mt: 3,
        mx: -3,
        mb: -3,
        px: 3,
        py: 2,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        zIndex: 1,
      }}
    >
      {children}
    </Box>
  );
}
