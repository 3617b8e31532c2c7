import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { parisToday } from '@passerelle/shared/dates';
import { MSG } from '@passerelle/shared/messages';
import { TRANCHE_RETARD_LABELS, TRANCHES_RETARD } from '@passerelle/shared/payments';
import type { FinanceFigures, FinanceResponse } from '@passerelle/shared/schemas/payments';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BarChart } from '../../../components/charts/bar-chart';
import { ChartCard } from '../../../components/charts/chart-card';
import { PageBanner } from '../../../components/page-banner';
import { placeholderDataProps, QueryState } from '../../../components/query-state';
import { YearSelect } from '../../../components/year-download';
import { formatMoney } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { financeQuery } from '../api/finance-api';

const YEARS_SHOWN = 5;
const shortMonth = new Intl.DateTimeFormat('fr-FR', { month: 'short', timeZone: 'UTC' });
const longMonth = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthDate = (mois: string) => new Date(Date.UTC(Number(mois.slice(0, 4)), Number(mois.slice(5, 7)) - 1, 1));
const kilo = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
const kiloTick = (value: number) => (value === 0 ? '0' : `${kilo.format(value / 1000)} K€`);

const overdue = (f: FinanceFigures) => TRANCHES_RETARD.reduce((sum, t) => sum + f.retard[t], 0);
/** Cents, to add euros without float drift before showing them. */
const minus = (a: number, b: number) => (Math.round(a * 100) - Math.round(b * 100)) / 100;

function Figure({ label, value, detail, tone }: { label: string; value: number; detail?: string; tone?: 'error' | 'success' }) {
  return (
    <Card variant="outlined" component="section" aria-label={label}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography
          component="p"
          variant="h5"
          sx={{ fontWeight: 700, color: tone ? `${tone}.main` : undefined, fontVariantNumeric: 'tabular-nums' }}
        >
          {formatMoney(value)}
        </Typography>
        {detail && (
          <Typography variant="body2" color="text.secondary">
            {detail}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** Invoiced TTC of each month, split into paid, not yet due and overdue: where the money of each month stands. */
function MonthsChart({ data }: { data: FinanceResponse }) {
  const theme = useTheme();
  const rows = data.mois.map((m) => ({
    mois: m.mois,
    paye: minus(m.facture_ttc, m.reste_du),
    aEchoir: minus(m.reste_du, overdue(m)),
    retard: overdue(m),
  }));
  return (
    <ChartCard
      title="Facturé TTC par mois d’émission"
      subtitle={`Payé, à échoir et en retard au ${new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC' }).format(new Date(`${data.au}T00:00:00Z`))}`}
      isEmpty={data.total.nb_factures === 0}
      emptyText="Aucune facture émise cette année."
      table={{
        columns: [
          'Mois',
          'Facturé HT',
          'Facturé TTC',
          'Encaissé',
          'Reste dû',
          'En retard',
          'Marge',
          'Versements dus',
          'Versements faits',
        ],
        rows: data.mois.map((m) => ({
          key: m.mois,
          cells: [
            longMonth.format(monthDate(m.mois)),
            formatMoney(m.facture_ht),
            formatMoney(m.facture_ttc),
            formatMoney(m.encaisse),
            formatMoney(m.reste_du),
            formatMoney(overdue(m)),
            formatMoney(m.marge),
            formatMoney(m.versements_dus),
            formatMoney(m.versements_faits),
          ],
        })),
      }}
    >
      <BarChart
        height={320}
        legend
        data={rows}
        category={(d) => shortMonth.format(monthDate(d.mois))}
        categoryLabel={(d) => longMonth.format(monthDate(d.mois))}
        bandAxisWidth={64}
        valueTick={kiloTick}
        series={[
          { key: 'paye', label: 'Payé', color: theme.palette.success.main, value: (d) => d.paye, format: formatMoney },
          { key: 'echoir', label: 'À échoir', color: theme.palette.info.main, value: (d) => d.aEchoir, format: formatMoney },
          { key: 'retard', label: 'En retard', color: theme.palette.error.main, value: (d) => d.retard, format: formatMoney },
        ]}
      />
    </ChartCard>
  );
}

/**
 * « Finances » (/dashb/finance, DECISIONS §6.7): a year's invoiced, received, outstanding and overdue amounts, the
 * platform's margin and the freelancers' payouts, each recomputed by the server from the invoices and payments.
 */
export function FinancePage() {
  useDocumentTitle('Finances');
  const thisYear = Number(parisToday().slice(0, 4));
  const [annee, setAnnee] = useState(thisYear);
  const finance = useQuery(financeQuery(annee));
  const data = finance.data;
  return (
    <Box>
      <PageBanner title="Finances" />
      <YearSelect
        years={Array.from({ length: YEARS_SHOWN }, (_, i) => thisYear - i)}
        value={annee}
        onChange={setAnnee}
        sx={{ minWidth: 140, mb: 3 }}
      />
      <QueryState
        isPending={finance.isPending}
        error={finance.error}
        onRetry={() => finance.refetch()}
        fallback={MSG.fetchFailed}
      >
        {data && (
          <Box {...placeholderDataProps(finance, {})}>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                mb: 3,
                gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' },
              }}
            >
              <Figure label="Facturé TTC" value={data.total.facture_ttc} detail={`${formatMoney(data.total.facture_ht)} HT`} />
              <Figure
                label="Encaissé"
                value={data.total.encaisse}
                tone={data.total.encaisse > 0 ? 'success' : undefined}
                detail="Paiements reçus dans l’année"
              />
              <Figure label="Reste dû" value={data.total.reste_du} detail={`${data.total.nb_factures} facture(s) émise(s)`} />
              <Figure
                label="En retard"
                value={overdue(data.total)}
                tone={overdue(data.total) > 0 ? 'error' : undefined}
                detail="Échéance dépassée"
              />
              <Figure label="Marge" value={data.total.marge} detail="Facturé HT − autofactures HT" />
              <Figure
                label="Versements dus"
                value={data.total.versements_dus}
                detail={`${formatMoney(data.total.versements_faits)} versés`}
              />
            </Box>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, alignItems: 'start' }}>
              <MonthsChart data={data} />
              <Card variant="outlined" component="section" aria-labelledby="retards-title">
                <CardContent>
                  <Typography id="retards-title" component="h2" variant="h5" sx={{ mb: 1.5 }}>
                    Retards par ancienneté
                  </Typography>
                  <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1.25 }}>
                    {TRANCHES_RETARD.map((t) => (
                      <Box key={t} sx={{ display: 'contents' }}>
                        <Typography component="dt">{TRANCHE_RETARD_LABELS[t]}</Typography>
                        <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                          {formatMoney(data.total.retard[t])}
                        </Typography>
                      </Box>
                    ))}
                  </Box>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                    Jours écoulés depuis l’échéance des factures émises en {data.annee}, au{' '}
                    {data.au.split('-').reverse().join('/')}.
                  </Typography>
                </CardContent>
              </Card>
            </Box>
          </Box>
        )}
      </QueryState>
    </Box>
  );
}
