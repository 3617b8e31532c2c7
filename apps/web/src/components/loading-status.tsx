import { Box, CircularProgress, Typography } from '@mui/material';

/** « Chargement… » with a spinner: a list or a detail on its way, or a form whose code is loading (issue 20). */
export function LoadingStatus() {
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 2, py: 6 }}>
      <CircularProgress size={28} aria-hidden />
      <Typography color="text.secondary">Chargement…</Typography>
    </Box>
  );
}
