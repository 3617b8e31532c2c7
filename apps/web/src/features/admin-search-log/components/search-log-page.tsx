import GppBadOutlined from '@mui/icons-material/GppBadOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { rankingApi } from '@passerelle/shared/routes/ranking';
import type { SearchLogLine } from '@passerelle/shared/schemas/ranking';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { PagedList } from '../../../components/lists/paged-list';
import { PageBanner } from '../../../components/page-banner';
import { call, errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { queryKeyOf } from '../../../lib/query-keys';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLiveSearch } from '../../../lib/use-live-search';

const SIZE = 20;
const fr = (n: number) => n.toLocaleString('fr-FR');
const lineCount = (n: number) => `${fr(n)} ligne${n > 1 ? 's' : ''}`;

const KINDS: Record<SearchLogLine['kind'], string> = {
  searchmatch: 'Recherche de candidats',
  brief: 'Fiche de poste lue',
  bmatch: 'Correspondance des offres',
  alerte: 'Alerte',
};

/** What the criteria say, in a line: the skills, « un plus », the level, the date, the words. */
function criteriaLine(criteria: Record<string, unknown>): string {
  const list = (value: unknown) => (Array.isArray(value) ? value.join(', ') : '');
  const parts = [
    list(criteria.skills),
    Array.isArray(criteria.skills_plus) && criteria.skills_plus.length > 0 ? `un plus : ${list(criteria.skills_plus)}` : '',
    typeof criteria.niv_exp === 'string' ? `niveau ${criteria.niv_exp}` : '',
    typeof criteria.date_dispo === 'string' ? `disponible le ${criteria.date_dispo}` : '',
    typeof criteria.q === 'string' && criteria.q ? `« ${criteria.q} »` : '',
    typeof criteria.offre === 'number' ? `offre n° ${criteria.offre}` : '',
  ];
  return parts.filter(Boolean).join(' · ') || '—';
}

/**
 * /dashb/journal-recherches (DECISIONS §6.8): every search, newest first, with its criteria, the ranking's
 * version and its first results with the parts of their score; « Vérifier la chaîne » checks every row's
 * SHA-256 and every link in the database, and names the first row that breaks it.
 */
export function SearchLogPage() {
  useDocumentTitle('Journal des recherches');
  const { page, goTo } = useLiveSearch();
  const input = { page, size: SIZE };
  const lines = useQuery({
    queryKey: queryKeyOf(rankingApi.searchLog, input),
    queryFn: () => call(rankingApi.searchLog, input),
    placeholderData: keepPreviousData,
  });
  const verify = useMutation({ mutationFn: () => call(rankingApi.verifySearchLog, {}) });
  const data = lines.data;
  const result = verify.data;
  return (
    <Box>
      <PageBanner title="Journal des recherches" count={data?.totalItems} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Typography color="text.secondary" sx={{ flex: 1 }}>
          Chaque recherche est enregistrée et chaînée par SHA-256 : toute modification d’une ligne rompt la chaîne. Conservation :
          6 mois.
        </Typography>
        <Button variant="contained" onClick={() => verify.mutate()} loading={verify.isPending}>
          Vérifier la chaîne
        </Button>
      </Stack>
      {verify.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(verify.error)}
        </Alert>
      )}
      {result && (
        <Alert
          severity={result.valide ? 'success' : 'error'}
          icon={result.valide ? <VerifiedUserOutlined /> : <GppBadOutlined />}
          sx={{ mb: 2 }}
          role="status"
        >
          {result.valide
            ? `Chaîne intègre : ${lineCount(result.lignes)} vérifiée${result.lignes > 1 ? 's' : ''}.`
            : `Chaîne rompue à la ligne n° ${result.premiere_rupture} (${lineCount(result.lignes)} lue${result.lignes > 1 ? 's' : ''}).`}
        </Alert>
      )}
      <PagedList
        query={lines}
        items={(answer) => answer.lignes}
        page={page}
        onPage={goTo}
        size={SIZE}
        label="Recherches"
        emptyText="Aucune recherche enregistrée pour l’instant."
      >
        {(line) => (
          <Card variant="outlined" component="article" aria-label={`Recherche n° ${line.id}`}>
            <CardContent>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Chip size="small" label={KINDS[line.kind]} color="primary" variant="outlined" />
                <Typography variant="body2" color="text.secondary">
                  n° {line.id} · {formatDateTime(line.at)} · entreprise {line.client ?? '—'} · utilisateur {line.user ?? '—'} ·
                  version {line.version}
                </Typography>
              </Stack>
              <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>{criteriaLine(line.criteria)}</Typography>
              {line.results.length > 0 && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                  {line.results.length} résultat{line.results.length > 1 ? 's' : ''} :{' '}
                  {line.results
                    .slice(0, 5)
                    .map(([id, score, c1, c2, c3]) => `candidat ${id} ${score} % (c1 ${fr(c1)}, c2 ${fr(c2)}, c3 ${fr(c3)})`)
                    .join(' ; ')}
                  {line.results.length > 5 ? ' ; …' : ''}
                </Typography>
              )}
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ display: 'block', mt: 0.5, fontFamily: 'monospace', overflowWrap: 'anywhere' }}
              >
                SHA-256 {line.hash}
              </Typography>
            </CardContent>
          </Card>
        )}
      </PagedList>
    </Box>
  );
}
