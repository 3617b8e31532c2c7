import type { SvgIconComponent } from '@mui/icons-material';
import { Box, Card, CardActionArea, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** A count of the home that leads to its screen (SPEC §2: messages, propositions). */
export function CountTile({
  label,
  caption,
  to,
  icon: Icon,
  count,
  loading,
}: {
  label: string;
  caption: string;
  to: string;
  icon: SvgIconComponent;
  count: number | undefined;
  loading: boolean;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={to} sx={{ p: 2.5, height: '100%' }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box
            sx={{
              display: 'grid',
              placeItems: 'center',
              width: 48,
              height: 48,
              borderRadius: 2,
              bgcolor: 'rgba(31,60,136,0.08)',
              color: 'primary.main',
              flexShrink: 0,
            }}
          >
            <Icon aria-hidden />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
            <Typography component="p" variant="h2" sx={{ fontSize: '1.9rem', lineHeight: 1.2 }}>
              {loading ? <Skeleton width={40} /> : (count ?? '—')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {caption}
            </Typography>
          </Box>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
