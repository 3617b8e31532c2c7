import EditOutlined from '@mui/icons-material/EditOutlined';
import { Box, IconButton, Paper, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { LazyTooltip } from '../../../components/lazy-tooltip';

/** A block of the profile screen, with its edit pencil when it has one. */
export function ProfileSection({
  title,
  editLabel,
  onEdit,
  children,
}: {
  title: string;
  editLabel?: string;
  onEdit?: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography id={titleId} component="h2" variant="h4" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {onEdit && editLabel && (
          <LazyTooltip title={editLabel}>
            <IconButton onClick={onEdit} aria-label={editLabel} size="small" color="primary">
              <EditOutlined />
            </IconButton>
          </LazyTooltip>
        )}
      </Box>
      {children}
    </Paper>
  );
}

/** Label / value pairs, as a definition list. */
export function Details({ items }: { items: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(150px, auto) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0, sm: 1 },
        m: 0,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, mb: { xs: 1, sm: 0 }, fontWeight: 500, wordBreak: 'break-word' },
      }}
    >
      {items.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}
