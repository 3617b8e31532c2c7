import {
  Box,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { type ReactNode, useId, useState } from 'react';

export interface ChartTable {
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
}

/**
 * One staff chart (admin home, finance): its title, the chart, and the same figures as a table (a chart is not
 * read by a screen reader, and the exact amounts are worth seeing). Empty periods say so.
 */
export function ChartCard({
  title,
  subtitle,
  isEmpty,
  emptyText = 'Aucune donnée sur cette période.',
  table,
  children,
}: {
  title: string;
  subtitle?: string;
  isEmpty: boolean;
  emptyText?: string;
  table: ChartTable;
  children: ReactNode;
}) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { xs: 'flex-start', sm: 'flex-start' }, justifyContent: 'space-between', mb: 1 }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography id={titleId} component="h2" variant="h5">
              {title}
            </Typography>
            {subtitle && (
              <Typography variant="body2" color="text.secondary">
                {subtitle}
              </Typography>
            )}
          </Box>
          {!isEmpty && (
            <ToggleButtonGroup
              size="small"
              exclusive
              value={view}
              onChange={(_, next: 'chart' | 'table' | null) => next && setView(next)}
              aria-label={`Affichage : ${title}`}
              sx={{ flexShrink: 0 }}
            >
              <ToggleButton value="chart">Graphique</ToggleButton>
              <ToggleButton value="table">Tableau</ToggleButton>
            </ToggleButtonGroup>
          )}
        </Stack>
        {isEmpty ? (
          <Box sx={{ flex: 1, minHeight: 200, display: 'grid', placeItems: 'center', textAlign: 'center' }}>
            <Typography color="text.secondary">{emptyText}</Typography>
          </Box>
        ) : view === 'chart' ? (
          <Box role="img" aria-label={`${title} : graphique. Choisissez « Tableau » pour en lire les valeurs.`}>
            {children}
          </Box>
        ) : (
          <TableContainer>
            <Table size="small" aria-labelledby={titleId}>
              <TableHead>
                <TableRow>
                  {table.columns.map((column, index) => (
                    <TableCell key={column} align={index === 0 ? 'left' : 'right'}>
                      {column}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {table.rows.map((row) => (
                  <TableRow key={row.key}>
                    {row.cells.map((cell, index) => (
                      <TableCell
                        // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed; their position is their identity.
                        key={index}
                        align={index === 0 ? 'left' : 'right'}
                        sx={{ whiteSpace: index === 0 ? 'normal' : 'nowrap' }}
                      >
                        {cell}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}
