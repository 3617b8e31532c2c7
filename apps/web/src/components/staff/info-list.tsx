import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled block of a staff side panel (SPEC §2: company, account, candidate information…). */
export function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography component="h3" variant="h5" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Labelled values as a definition list; an empty value reads « — ». */
export function InfoList({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        // One label width for every list of a panel, so that their values line up.
        gridTemplateColumns: { xs: '118px minmax(0, 1fr)', sm: '150px minmax(0, 1fr)' },
        columnGap: 2,
        rowGap: 0.75,
        m: 0,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, fontWeight: 500, overflowWrap: 'anywhere' },
      }}
    >
      {items.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value === null || value === undefined || value === '' ? '—' : value}</dd>
        </Box>
      ))}
    </Box>
  );
}
