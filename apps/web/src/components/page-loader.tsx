import { Box, CircularProgress, Typography } from '@mui/material';

/** The page is on its way: a spinner with a text for screen readers and humans. */
export function PageLoader({ label = 'Chargement…' }: { label?: string }) {
  return (
    <Box role="status" sx={{ minHeight: '50vh', display: 'grid', placeItems: 'center', gap: 2, p: 4 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
        <CircularProgress aria-hidden />
        <Typography color="text.secondary">{label}</Typography>
      </Box>
    </Box>
  );
}
