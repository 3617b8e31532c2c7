import { Box } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { frFRLocalText } from '@mui/x-charts/locales';
import type { Stats } from '@passerelle/shared/schemas/admin-stats';
import { formatCount, formatExactEuros, formatKiloEuros, formatMonth } from '../utils/stats-format';
import { ChartCard } from './chart-card';

const HEIGHT = 300;
/** Horizontal bars grow with their number: a lone consultant gets a bar, not a wall. */
const barsHeight = (count: number, legend = false) => Math.max(170, count * 40 + (legend ? 100 : 70));

/** Names on a band axis are cut to fit a phone; the table and the tooltip give them whole. */
const clip = (text: string, max = 16) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const kiloEurosTick = (value: number | null) => (value === null ? '' : formatKiloEuros(value * 1000));

/** Monthly revenue in K€ (SPEC §2, DECISIONS §4: TJM × working days of the missions, per month). */
export function MonthlyRevenueChart({ stats }: { stats: Stats }) {
  const theme = useTheme();
  const dataset = stats.months.map((m) => ({ month: m.month, revenue: m.revenue / 1000 }));
  return (
    <ChartCard
      title="Chiffre d'affaires mensuel (K€)"
      subtitle="TJM × jours ouvrés des missions, mois par mois"
      isEmpty={stats.totals.revenue === 0}
      emptyText="Aucune mission travaillée sur cette période."
      table={{
        columns: ['Mois', "Chiffre d'affaires", 'Jours ouvrés'],
        rows: stats.months.map((m) => ({
          key: m.month,
          cells: [formatMonth(m.month, true), formatExactEuros(m.revenue), formatCount(m.days)],
        })),
      }}
    >
      <BarChart
        height={HEIGHT}
        dataset={dataset}
        xAxis={[
          {
            scaleType: 'band',
            dataKey: 'month',
            valueFormatter: (month: string, context) => formatMonth(month, context.location !== 'tick'),
          },
        ]}
        yAxis={[{ valueFormatter: kiloEurosTick, width: 64 }]}
        series={[
          { dataKey: 'revenue', label: "Chiffre d'affaires", color: theme.palette.primary.main, valueFormatter: kiloEurosTick },
        ]}
        grid={{ horizontal: true }}
        hideLegend
      />
    </ChartCard>
  );
}

/** Revenue per consultant in K€, best first (SPEC §2). */
export function ConsultantRevenueChart({ stats }: { stats: Stats }) {
  const theme = useTheme();
  const dataset = stats.consultants.map((c) => ({ name: `${c.prenom} ${c.nom}`.trim(), revenue: c.revenue / 1000 }));
  return (
    <ChartCard
      title="Chiffre d'affaires par consultant (K€)"
      subtitle={
        stats.totals.consultants > stats.consultants.length
          ? `Les ${stats.consultants.length} premiers sur ${formatCount(stats.totals.consultants)} consultants en mission`
          : `${formatCount(stats.totals.consultants)} consultant(s) en mission sur la période`
      }
      isEmpty={stats.consultants.length === 0}
      emptyText="Aucun consultant en mission sur cette période."
      table={{
        columns: ['Consultant', "Chiffre d'affaires", 'Jours ouvrés'],
        rows: stats.consultants.map((c) => ({
          key: String(c.condidatId),
          cells: [`${c.prenom} ${c.nom} — ${c.titre}`, formatExactEuros(c.revenue), formatCount(c.days)],
        })),
      }}
    >
      <BarChart
        height={barsHeight(dataset.length)}
        layout="horizontal"
        dataset={dataset}
        yAxis={[
          {
            scaleType: 'band',
            dataKey: 'name',
            width: 120,
            valueFormatter: (name: string, ctx) => (ctx.location === 'tick' ? clip(name) : name),
          },
        ]}
        xAxis={[{ valueFormatter: kiloEurosTick }]}
        series={[
          { dataKey: 'revenue', label: "Chiffre d'affaires", color: theme.palette.primary.light, valueFormatter: kiloEurosTick },
        ]}
        grid={{ vertical: true }}
        hideLegend
      />
    </ChartCard>
  );
}

/** The most sought technologies: in offers published and in client searches (DECISIONS §4). */
export function TechnologiesChart({ stats }: { stats: Stats }) {
  const theme = useTheme();
  return (
    <ChartCard
      title="Technologies les plus recherchées"
      subtitle="Dans les offres publiées et les recherches de candidats des clients"
      isEmpty={stats.technologies.length === 0}
      emptyText="Aucune offre ni recherche sur cette période."
      table={{
        columns: ['Technologie', 'Offres', 'Recherches'],
        rows: stats.technologies.map((t) => ({ key: t.tech, cells: [t.tech, formatCount(t.offers), formatCount(t.searches)] })),
      }}
    >
      <BarChart
        height={barsHeight(stats.technologies.length, true)}
        layout="horizontal"
        dataset={stats.technologies}
        yAxis={[
          {
            scaleType: 'band',
            dataKey: 'tech',
            width: 100,
            valueFormatter: (tech: string, ctx) => (ctx.location === 'tick' ? clip(tech, 14) : tech),
          },
        ]}
        xAxis={[{ tickMinStep: 1 }]}
        series={[
          { dataKey: 'offers', label: 'Offres', stack: 'total', color: theme.palette.primary.main },
          { dataKey: 'searches', label: 'Recherches', stack: 'total', color: theme.palette.secondary.main },
        ]}
        grid={{ vertical: true }}
        slotProps={{ legend: { position: { vertical: 'top', horizontal: 'center' } } }}
      />
    </ChartCard>
  );
}

/** Contracts (missions) signed per client over the period (SPEC §2). */
export function ContractsByClientChart({ stats }: { stats: Stats }) {
  const theme = useTheme();
  return (
    <ChartCard
      title="Contrats signés par client"
      subtitle={`${formatCount(stats.totals.missions)} mission(s) signée(s) sur la période`}
      isEmpty={stats.clients.length === 0}
      emptyText="Aucune mission signée sur cette période."
      table={{
        columns: ['Client', 'Missions signées'],
        rows: stats.clients.map((c) => ({ key: String(c.clientId), cells: [c.nom_entreprise, formatCount(c.missions)] })),
      }}
    >
      <BarChart
        height={barsHeight(stats.clients.length)}
        layout="horizontal"
        dataset={stats.clients}
        yAxis={[
          {
            scaleType: 'band',
            dataKey: 'nom_entreprise',
            width: 120,
            valueFormatter: (name: string, ctx) => (ctx.location === 'tick' ? clip(name) : name),
          },
        ]}
        xAxis={[{ tickMinStep: 1 }]}
        series={[{ dataKey: 'missions', label: 'Missions signées', color: theme.palette.success.main }]}
        grid={{ vertical: true }}
        hideLegend
      />
    </ChartCard>
  );
}

/**
 * The four charts, with the charts' French texts: its own chunk (the charts library and d3 weigh about
 * 100 KB gzip), loaded by the admin home after its first paint.
 */
export function StatsCharts({ stats }: { stats: Stats }) {
  return (
    <ChartsLocalizationProvider localeText={frFRLocalText}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
        <MonthlyRevenueChart stats={stats} />
        <ConsultantRevenueChart stats={stats} />
        <TechnologiesChart stats={stats} />
        <ContractsByClientChart stats={stats} />
      </Box>
    </ChartsLocalizationProvider>
  );
}
