import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import { Box, Typography } from '@mui/material';

/** A failed call, as SPEC §8 shows it in forms: a red line with an exclamation icon, announced. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Box role="alert" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'error.main', my: 1 }}>
      <ErrorOutline fontSize="small" aria-hidden />
      <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
        {message}
      </Typography>
    </Box>
  );
}
