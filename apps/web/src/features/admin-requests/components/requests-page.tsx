import { Box, Button, Card, CardContent, Chip, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { RequestEtat } from '@passerelle/shared/enums';
import { MSG } from '@passerelle/shared/messages';
import type { StaffRequest } from '@passerelle/shared/schemas/requests';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DialogLoader } from '../../../components/dialog-loader';
import { EtatBadge } from '../../../components/etat-badge';
import { PageBanner } from '../../../components/page-banner';
import { Pager } from '../../../components/pager';
import { placeholderDataProps, QueryState } from '../../../components/query-state';
import { Parties } from '../../../components/staff/parties';
import { SearchField } from '../../../components/staff/search-field';
import { formatDateTime } from '../../../lib/dates';
import { formatPeriod } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLiveSearch } from '../../../lib/use-live-search';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { useRequests } from '../api/get-requests';
import { TREAT_REQUEST_TITLE } from './treat-request-title';

// The treatment's forms, their checks and the pickers load when a request is first treated (issue 20).
const TreatRequestDialog = lazy(() => import('./treat-request-dialog').then((m) => ({ default: m.TreatRequestDialog })));

type Filter = 'all' | RequestEtat;
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'Toutes' },
  { value: 'en_attente', label: 'En attente' },
  { value: 'ferme_success', label: 'Succès' },
  { value: 'ferme_fail', label: 'Échec' },
];
const readFilter = (value: string | null): Filter => FILTERS.find((f) => f.value === value)?.value ?? 'all';

/**
 * /dashb/acc/dmd (SPEC §2 Demandes): the clients' requests for candidates, 10 a page, filtered by état
 * and searched (candidate, client) on the server; Traiter while one is waiting. Filter, search and page
 * stay in the address.
 */
export function RequestsPage() {
  useDocumentTitle('Demandes de Candidats');
  const { page, text, setText, search, goTo } = useLiveSearch();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params.get('etat'));
  const requests = useRequests(page, search, filter === 'all' ? undefined : filter);
  const [treating, setTreating] = useState<StaffRequest | null>(null);
  const treated = useOpenedOnce(treating !== null);
  const data = requests.data;
  const setFilter = (value: Filter) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === 'all') next.delete('etat');
      else next.set('etat', value);
      next.delete('page');
      return next;
    });

  return (
    <Box>
      <PageBanner title="Demandes de Candidats" count={filter === 'all' && !search ? data?.totalItems : undefined} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <SearchField label="Rechercher une demande (candidat, client)" value={text} onChange={setText} />
        <ToggleButtonGroup
          value={filter}
          exclusive
          size="small"
          onChange={(_, value: Filter | null) => value && setFilter(value)}
          aria-label="Filtrer les demandes par état"
          sx={{ flexWrap: 'wrap' }}
        >
          {FILTERS.map((f) => (
            <ToggleButton key={f.value} value={f.value}>
              {f.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {data && (
        <Typography role="status" color="text.secondary" sx={{ mb: 3 }}>
          {data.waiting === 0
            ? 'Aucune demande en attente.'
            : `${data.waiting} demande${data.waiting > 1 ? 's' : ''} en attente de traitement.`}
          {(search || filter !== 'all') && ` ${data.totalItems} résultat${data.totalItems > 1 ? 's' : ''}.`}
        </Typography>
      )}
      <QueryState
        isPending={requests.isPending}
        error={requests.error}
        onRetry={() => requests.refetch()}
        fallback={MSG.fetchFailed}
        isEmpty={data?.data.length === 0}
        emptyText={
          search
            ? 'Aucune demande ne correspond à votre recherche.'
            : filter === 'all'
              ? "Aucune demande de candidat pour l'instant."
              : 'Aucune demande dans cet état.'
        }
      >
        <Stack spacing={2} {...placeholderDataProps(requests)}>
          {data?.data.map((request) => (
            <RequestCard key={request.id} request={request} onTreat={() => setTreating(request)} />
          ))}
        </Stack>
        <Pager page={page} totalPages={data?.totalPages ?? 0} onChange={goTo} />
      </QueryState>
      {treated && (
        <Suspense fallback={treating && <DialogLoader title={TREAT_REQUEST_TITLE} onClose={() => setTreating(null)} />}>
          <TreatRequestDialog request={treating} onClose={() => setTreating(null)} />
        </Suspense>
      )}
    </Box>
  );
}

function RequestCard({ request, onTreat }: { request: StaffRequest; onTreat: () => void }) {
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={`Demande de ${request.client.nom_entreprise} pour ${request.condidat.prenom} ${request.condidat.nom}`}
    >
      <CardContent sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, alignItems: { md: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Parties candidate={request.condidat} client={request.client} />
        </Box>
        <Box sx={{ minWidth: { md: 240 } }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5, flexWrap: 'wrap' }}>
            <EtatBadge kind="request" value={request.etat} />
            {request.offreId !== null && <Chip size="small" variant="outlined" label="Depuis une offre" />}
          </Stack>
          <Typography variant="body2">{formatPeriod(request.date_debut, request.date_fin)}</Typography>
          <Typography variant="caption" color="text.secondary">
            Demandée le {formatDateTime(request.createdAt)}
            {request.treatedAt && ` · traitée le ${formatDateTime(request.treatedAt)}`}
          </Typography>
          {request.observation && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
              Observation : {request.observation}
            </Typography>
          )}
        </Box>
        {request.etat === 'en_attente' && (
          <Button variant="contained" onClick={onTreat} sx={{ alignSelf: { xs: 'flex-start', md: 'center' } }}>
            Traiter
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
