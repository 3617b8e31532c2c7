import { Box, Button, Typography } from '@mui/material';
import { PAGE_SIZE } from '@passerelle/shared/constants';
import { pagerWindow } from '../lib/pager';

/**
 * The pager of SPEC §2: Premier, previous, numbered pages, next, Dernier, and the caption
 * « page / pages - 10 par page ». Pages are numbered from 0 in the API and from 1 on screen.
 */
export function Pager({ page, totalPages, onChange }: { page: number; totalPages: number; onChange: (page: number) => void }) {
  if (totalPages <= 1) return null;
  const last = totalPages - 1;
  return (
    <Box
      component="nav"
      aria-label="Pagination"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, my: 3 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 0.5 }}>
        <Button size="small" onClick={() => onChange(0)} disabled={page === 0}>
          Premier
        </Button>
        <Button size="small" onClick={() => onChange(page - 1)} disabled={page === 0} aria-label="Page précédente">
          ‹
        </Button>
        {pagerWindow(page, totalPages).map((p) => (
          <Button
            key={p}
            size="small"
            variant={p === page ? 'contained' : 'text'}
            onClick={() => onChange(p)}
            aria-current={p === page ? 'page' : undefined}
            aria-label={`Page ${p + 1}`}
            sx={{ minWidth: 36 }}
          >
            {p + 1}
          </Button>
        ))}
        <Button size="small" onClick={() => onChange(page + 1)} disabled={page >= last} aria-label="Page suivante">
          ›
        </Button>
        <Button size="small" onClick={() => onChange(last)} disabled={page >= last}>
          Dernier
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {page + 1} / {totalPages} - {PAGE_SIZE} par page
      </Typography>
    </Box>
  );
}
