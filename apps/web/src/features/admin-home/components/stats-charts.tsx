import { Box } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { Stats } from '@passerelle/shared/schemas/admin-stats';
import { BarChart } from '../../../components/charts/bar-chart';
import { ChartCard } from '../../../components/charts/chart-card';
import { formatCount, formatExactEuros, formatKiloEuros, formatMonth } from '../utils/stats-format';

const HEIGHT = 300;
/** Horizontal bars grow with their number: a lone consultant gets a bar, not a wall. */
const barsHeight = (count: number, legend = false) => Math.max(170, count * 40 + (legend ? 100 : 70));

/** Names on a band axis are cut to fit a phone; the table and the tooltip give them whole. */
const clip = (text: string, max = 16) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const kiloEurosTick = (value: number) => formatKiloEuros(value * 1000);

/**
 * Monthly revenue in K€ (SPEC §2, DECISIONS §4: TJM × working days of the missions, per month), each bar split
 * into what the freelancers are paid and the platform's margin (DECISIONS §6.5).
 */
function MonthlyRevenueChart({ stats }: { stats: Stats }) {
  const theme = useTheme();
  const dataset = stats.months.map((m) => ({
    month: m.month,
    freelancers: (m.revenue - m.margin) / 1000,
    margin: m.margin / 1000,
  }));
  return (
    <ChartCard
      title="Chiffre d'affaires mensuel (K€)"
      subtitle="TJM × jours ouvrés des missions, mois par mois : la part des freelances et la marge de la plateforme"
      isEmpty={stats.totals.revenue === 0}
      emptyText="Aucune mission travaillée sur cette période."
      table={{
        columns: ['Mois', "Chiffre d'affaires", 'Marge', 'Jours ouvrés'],
        rows: stats.months.map((m) => ({
          key: m.month,
          cells: [formatMonth(m.month, true), formatExactEuros(m.revenue), formatExactEuros(m.margin), formatCount(m.days)],
        })),
      }}
    >
      <BarChart
        height={HEIGHT}
        data={dataset}
        category={(d) => formatMonth(d.month)}
        categoryLabel={(d) => formatMonth(d.month, true)}
        bandAxisWidth={64}
        valueTick={kiloEurosTick}
        series={[
          {
            key: 'freelancers',
            label: 'Part des freelances',
            color: theme.palette.primary.main,
            value: (d) => d.freelancers,
            format: kiloEurosTick,
          },
          {
            key: 'margin',
            label: 'Marge de la plateforme',
            color: theme.palette.secondary.main,
            value: (d) => d.margin,
            format: kiloEurosTick,
          },
        ]}
      />
    </ChartCard>
  );
}

/** Revenue per consultant in K€, best first (SPEC §2). */
function ConsultantRevenueChart({ stats }: { stats: Stats }) {
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
        columns: ['Consultant', "Chiffre d'affaires", 'Marge', 'Jours ouvrés'],
        rows: stats.consultants.map((c) => ({
          key: String(c.condidatId),
          cells: [
            `${c.prenom} ${c.nom} — ${c.titre}`,
            formatExactEuros(c.revenue),
            formatExactEuros(c.margin),
            formatCount(c.days),
          ],
        })),
      }}
    >
      <BarChart
        height={barsHeight(dataset.length)}
        layout="horizontal"
        data={dataset}
        category={(d) => clip(d.name)}
        categoryLabel={(d) => d.name}
        bandAxisWidth={120}
        valueTick={kiloEurosTick}
        series={[
          {
            key: 'revenue',
            label: "Chiffre d'affaires",
            color: theme.palette.primary.light,
            value: (d) => d.revenue,
            format: kiloEurosTick,
          },
        ]}
      />
    </ChartCard>
  );
}

/** The most sought technologies: in offers published and in client searches (DECISIONS §4). */
function TechnologiesChart({ stats }: { stats: Stats }) {
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
        data={stats.technologies}
        category={(t) => clip(t.tech, 14)}
        categoryLabel={(t) => t.tech}
        bandAxisWidth={100}
        valueTick={formatCount}
        tickMinStep={1}
        legend
        series={[
          { key: 'offers', label: 'Offres', color: theme.palette.primary.main, value: (t) => t.offers, format: formatCount },
          {
            key: 'searches',
            label: 'Recherches',
            color: theme.palette.secondary.main,
            value: (t) => t.searches,
            format: formatCount,
          },
        ]}
      />
    </ChartCard>
  );
}

/** Contracts (missions) signed per client over the period (SPEC §2). */
function ContractsByClientChart({ stats }: { stats: Stats }) {
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
        data={stats.clients}
        category={(c) => clip(c.nom_entreprise)}
        categoryLabel={(c) => c.nom_entreprise}
        bandAxisWidth={120}
        valueTick={formatCount}
        tickMinStep={1}
        series={[
          {
            key: 'missions',
            label: 'Missions signées',
            color: theme.palette.success.main,
            value: (c) => c.missions,
            format: formatCount,
          },
        ]}
      />
    </ChartCard>
  );
}

/** The four charts (bar-chart.tsx: drawn by hand, no charts library). */
export function StatsCharts({ stats }: { stats: Stats }) {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
      <MonthlyRevenueChart stats={stats} />
      <ConsultantRevenueChart stats={stats} />
      <TechnologiesChart stats={stats} />
      <ContractsByClientChart stats={stats} />
    </Box>
  );
}
