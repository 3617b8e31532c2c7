import { Box, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';

/** The match percentage (DECISIONS §3), as a ring: an image named by its value. */
export function ScoreRing({ score, size = 64 }: { score: number; size?: number }) {
  const theme = useTheme();
  const color = score >= 75 ? theme.palette.success.main : score >= 50 ? theme.palette.primary.main : theme.palette.warning.main;
  const radius = 15.5;
  const circumference = 2 * Math.PI * radius;
  return (
    <Box
      role="img"
      aria-label={`Correspondance : ${score} %`}
      sx={{ position: 'relative', display: 'inline-flex', width: size, height: size, flexShrink: 0 }}
    >
      <svg viewBox="0 0 36 36" width={size} height={size} aria-hidden="true" focusable="false">
        <circle cx="18" cy="18" r={radius} fill="none" stroke={theme.palette.action.hover} strokeWidth="3" />
        <circle
          cx="18"
          cy="18"
          r={radius}
          fill="none"
          stroke={color}
          strokeWidth="3"
          strokeLinecap="round"
          strokeDasharray={`${(score / 100) * circumference} ${circumference}`}
          transform="rotate(-90 18 18)"
        />
      </svg>
      <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
        <Typography component="span" aria-hidden sx={{ fontWeight: 700, fontSize: size / 4.2 }}>
          {score} %
        </Typography>
      </Box>
    </Box>
  );
}
