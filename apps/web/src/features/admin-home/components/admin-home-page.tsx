import { Box, Card, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { STATS_DEFAULT_MONTHS, STATS_PERIODS } from '@passerelle/shared/constants';
import { MSG } from '@passerelle/shared/messages';
import type { Stats } from '@passerelle/shared/schemas/admin-stats';
import { useId, useState } from 'react';
import { placeholderDataProps, QueryState } from '../../../components/query-state';
import { formatDate } from '../../../lib/dates';
import { plural } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useStats } from '../api/get-stats';
import { formatCount, formatExactEuros, formatKiloEuros } from '../utils/stats-format';
import { ExposureReport } from './exposure-report';
import { StatsCharts } from './stats-charts';

/**
 * /dashb for the staff (SPEC §2 Home): a greeting and the four charts, computed from the database over
 * the period chosen (DECISIONS §4), with the period's totals.
 */
export function AdminHomePage() {
  useDocumentTitle('Accueil');
  const user = useSession()?.user;
  const [months, setMonths] = useState<number>(STATS_DEFAULT_MONTHS);
  const stats = useStats(months);
  const periodId = useId();

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-end' } }}
      >
        <Box>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
            Bonjour{user?.prenom ? ` ${user.prenom}` : ''} !
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {stats.data
              ? `L'activité de Passerelle du ${formatDate(stats.data.from)} au ${formatDate(stats.data.to)}.`
              : "L'activité de Passerelle en chiffres."}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Typography id={periodId} color="text.secondary">
            Période
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={months}
            onChange={(_, value: number | null) => value && setMonths(value)}
            aria-labelledby={periodId}
          >
            {STATS_PERIODS.map((period) => (
              <ToggleButton key={period} value={period}>
                {period} mois
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
      </Stack>
      <QueryState isPending={stats.isPending} error={stats.error} onRetry={() => stats.refetch()} fallback={MSG.fetchFailed}>
        {stats.data && (
          <Stack
            spacing={3}
            {...placeholderDataProps(stats, { transition: 'opacity 150ms' })}
            // busy during any refetch of the figures, not only while another period loads
            aria-busy={stats.isFetching}
          >
            <Totals stats={stats.data} />
            <StatsCharts stats={stats.data} />
          </Stack>
        )}
      </QueryState>
      <ExposureReport />
    </Stack>
  );
}

function Totals({ stats }: { stats: Stats }) {
  const tiles = [
    { label: "Chiffre d'affaires", value: formatKiloEuros(stats.totals.revenue), detail: formatExactEuros(stats.totals.revenue) },
    {
      // DECISIONS §6.5: what the platform keeps, Σ (TJM client − TJM candidat) over the worked days.
      label: 'Marge de la plateforme',
      value: formatKiloEuros(stats.totals.margin),
      detail: formatExactEuros(stats.totals.margin),
    },
    {
      label: 'Consultants en mission',
      value: formatCount(stats.totals.consultants),
      detail: `${plural(stats.totals.days, 'jour ouvré facturé', 'jours ouvrés facturés')}`,
    },
    { label: 'Missions signées', value: formatCount(stats.totals.missions), detail: 'créées sur la période' },
    {
      label: 'Offres publiées',
      value: formatCount(stats.totals.offers),
      detail: `${plural(stats.totals.searches, 'recherche')} de clients`,
    },
  ];
  return (
    <Box
      component="dl"
      aria-label="Totaux de la période"
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          lg: 'repeat(5, minmax(0, 1fr))',
        },
      }}
    >
      {tiles.map((tile) => (
        // dt and dd straight inside the card: a <dl> allows one wrapping <div> per group, no more.
        <Card key={tile.label} variant="outlined" sx={{ p: 2 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {tile.label}
          </Typography>
          <Box component="dd" sx={{ m: 0 }}>
            <Typography sx={{ fontSize: { xs: '1.35rem', md: '1.7rem' }, fontWeight: 700, color: 'primary.dark' }}>
              {tile.value}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {tile.detail}
            </Typography>
          </Box>
        </Card>
      ))}
    </Box>
  );
}
