import WarningAmber from '@mui/icons-material/WarningAmber';
import {
  Alert,
  Box,
  Card,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { EXPOSURE_FOUR_FIFTHS } from '@passerelle/shared/constants';
import { MSG } from '@passerelle/shared/messages';
import { paths } from '@passerelle/shared/paths';
import type { ExposureReportResponse } from '@passerelle/shared/schemas/ranking';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { plural } from '../../../lib/format';
import { useExposureReport } from '../api/get-exposure-report';

type Group = ExposureReportResponse['groupes'][number];

const GROUP_LABELS: Record<string, string> = {
  male: 'Hommes',
  female: 'Femmes',
  '<30': 'Moins de 30 ans',
  '30-45': '30 à 45 ans',
  '>45': 'Plus de 45 ans',
};
const CRITERIA = [
  { critere: 'sex', title: 'Par sexe' },
  { critere: 'age', title: 'Par âge' },
] as const;

const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 1 });
const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
export const groupLabel = (groupe: string) => GROUP_LABELS[groupe] ?? groupe;
const isFlagged = (g: Group) => g.ratio !== null && g.ratio < EXPOSURE_FOUR_FIFTHS;

/**
 * The staff's view of the ranking's fairness (DECISIONS §6.8, adm/exposureReport): each group's share of the pool
 * and of the first ten results over 30 days, the four-fifths ratio, a group under 0.8 flagged and explained.
 */
export function ExposureReport() {
  const report = useExposureReport();
  const data = report.data;
  return (
    <Card variant="outlined" component="section" aria-labelledby="exposure-report-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="exposure-report-title" component="h2" variant="h4">
        Équité du classement
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {data
          ? `Sur les ${data.jours} derniers jours, ${plural(data.apparitions_top10, 'apparition', 'apparitions')} dans les dix premiers résultats des recherches.`
          : 'Les dix premiers résultats des recherches, comparés au vivier.'}
      </Typography>
      <QueryState isPending={report.isPending} error={report.error} onRetry={() => report.refetch()} fallback={MSG.fetchFailed}>
        {data && <ReportBody report={data} />}
      </QueryState>
    </Card>
  );
}

function ReportBody({ report }: { report: ExposureReportResponse }) {
  const flagged = report.groupes.filter(isFlagged);
  return (
    <Stack spacing={2}>
      {report.apparitions_top10 === 0 ? (
        <Alert severity="info">Aucune recherche sur la période : il n’y a pas encore de ratio à calculer.</Alert>
      ) : flagged.length > 0 ? (
        <Alert severity="warning">
          Sous le seuil des quatre cinquièmes{'\u00a0'}:{' '}
          {flagged.map((g) => `${groupLabel(g.groupe)} (${decimal.format(g.ratio ?? 0)})`).join(', ')}. Rapporté à leur nombre
          dans le vivier, ces profils apparaissent dans les dix premiers moins de {decimal.format(EXPOSURE_FOUR_FIFTHS)} fois
          aussi souvent que ceux du groupe le mieux exposé du même critère.
        </Alert>
      ) : (
        <Alert severity="success">Aucun groupe sous le seuil des quatre cinquièmes.</Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {CRITERIA.map(({ critere, title }) => (
          <GroupTable key={critere} title={title} groups={report.groupes.filter((g) => g.critere === critere)} />
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        Le ratio d’impact rapporte le taux de sélection d’un groupe (sa part des dix premiers divisée par sa part des candidats
        actifs) à celui du groupe le mieux exposé du même critère (sexe ou âge). En dessous de{' '}
        {decimal.format(EXPOSURE_FOUR_FIFTHS)} (la règle des quatre cinquièmes), l’écart mérite d’être examiné, même pour un
        groupe présent dans les dix premiers à hauteur de sa part du vivier. Le classement ne lit ni le sexe ni l’âge{'\u00a0'}:
        un écart vient des compétences, du niveau et des disponibilités des profils, ou des recherches faites.{' '}
        <Link component={RouterLink} to={paths.transparency}>
          Comment nous classons les profils
        </Link>
      </Typography>
    </Stack>
  );
}

function GroupTable({ title, groups }: { title: string; groups: Group[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={`Exposition ${title.toLowerCase()}`}>
        <TableHead>
          <TableRow>
            <TableCell>{title}</TableCell>
            <TableCell align="right">Vivier</TableCell>
            <TableCell align="right">10 premiers</TableCell>
            <TableCell align="right">Ratio d’impact</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map((g) => (
            <TableRow
              key={g.groupe}
              sx={isFlagged(g) ? { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.14) } : undefined}
            >
              <TableCell component="th" scope="row">
                {groupLabel(g.groupe)}
              </TableCell>
              <TableCell align="right">{percent.format(g.part_vivier)}</TableCell>
              <TableCell align="right">{percent.format(g.part_top10)}</TableCell>
              <TableCell align="right">
                {g.ratio === null ? (
                  '—'
                ) : isFlagged(g) ? (
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'warning.dark' }}>
                    <WarningAmber fontSize="inherit" aria-hidden />
                    <strong>{decimal.format(g.ratio)}</strong>
                    <Box component="span" sx={visuallyHidden}>
                      , sous le seuil
                    </Box>
                  </Box>
                ) : (
                  decimal.format(g.ratio)
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
