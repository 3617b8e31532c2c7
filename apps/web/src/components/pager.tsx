import { Box, Button, Typography, useMediaQuery, useTheme } from '@mui/material';
import { PAGE_SIZE } from '@passerelle/shared/constants';
import { pagerWindow } from '../lib/pager';

/**
 * The pager of SPEC §2: Premier, previous, numbered pages, next, Dernier, and the caption
 * « page / pages - 10 par page ». Pages are numbered from 0 in the API and from 1 on screen. On a phone
 * (issue 29) it holds on one line: « « ‹ 2 3 4 › » », Premier and Dernier as arrows, three page numbers.
 * `size` is the page size the list asked for (SPEC §2's 10 unless a screen shows more).
 */
export function Pager({
  page,
  totalPages,
  size = PAGE_SIZE,
  onChange,
}: {
  page: number;
  totalPages: number;
  size?: number;
  onChange: (page: number) => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  if (totalPages <= 1) return null;
  const last = totalPages - 1;
  const pages = phone ? pagerWindow(Math.max(page - 1, 0), totalPages, 3) : pagerWindow(page, totalPages);
  const compact = { minWidth: 36, px: 0.5 };
  return (
    <Box
      component="nav"
      aria-label="Pagination"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, my: 3 }}
    >
      <Box sx={{ display: 'flex', flexWrap: phone ? 'nowrap' : 'wrap', justifyContent: 'center', gap: 0.5 }}>
        <Button
          size="small"
          onClick={() => onChange(0)}
          disabled={page === 0}
          aria-label={phone ? 'Première page' : undefined}
          sx={phone ? compact : undefined}
        >
          {phone ? '«' : 'Premier'}
        </Button>
        <Button
          size="small"
          onClick={() => onChange(page - 1)}
          disabled={page === 0}
          aria-label="Page précédente"
          sx={phone ? compact : undefined}
        >
          ‹
        </Button>
        {pages.map((p) => (
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
        <Button
          size="small"
          onClick={() => onChange(page + 1)}
          disabled={page >= last}
          aria-label="Page suivante"
          sx={phone ? compact : undefined}
        >
          ›
        </Button>
        <Button
          size="small"
          onClick={() => onChange(last)}
          disabled={page >= last}
          aria-label={phone ? 'Dernière page' : undefined}
          sx={phone ? compact : undefined}
        >
          {phone ? '»' : 'Dernier'}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {page + 1} / {totalPages} - {size} par page
      </Typography>
    </Box>
  );
}
