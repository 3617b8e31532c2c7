import { Box, Button, Card, CardContent, Chip, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { type CandidateRequest, MSG, type RequestEtat } from '@passerelle/shared';
import { useState } from 'react';
import { EtatBadge } from '../../../components/etat-badge';
import { PageBanner } from '../../../components/page-banner';
import { QueryState } from '../../../components/query-state';
import { Parties } from '../../../components/staff/parties';
import { formatDateTime } from '../../../lib/dates';
import { formatPeriod } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRequests } from '../api/get-requests';
import { TreatRequestDialog } from './treat-request-dialog';

type Filter = 'all' | RequestEtat;
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'Toutes' },
  { value: 'en_attente', label: 'En attente' },
  { value: 'ferme_success', label: 'Succès' },
  { value: 'ferme_fail', label: 'Échec' },
];

/** /dashb/acc/dmd (SPEC §2 Demandes): the clients' requests for candidates; Traiter while one is waiting. */
export function RequestsPage() {
  useDocumentTitle('Demandes de Candidats');
  const requests = useRequests();
  const [filter, setFilter] = useState<Filter>('all');
  const [treating, setTreating] = useState<CandidateRequest | null>(null);
  const all = requests.data ?? [];
  const shown = filter === 'all' ? all : all.filter((r) => r.etat === filter);
  const waiting = all.filter((r) => r.etat === 'en_attente').length;

  return (
    <Box>
      <PageBanner title="Demandes de Candidats" count={requests.data?.length} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3, alignItems: { md: 'center' } }}>
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
        {requests.isSuccess && (
          <Typography color="text.secondary">
            {waiting === 0
              ? 'Aucune demande en attente.'
              : `${waiting} demande${waiting > 1 ? 's' : ''} en attente de traitement.`}
          </Typography>
        )}
      </Stack>
      <QueryState
        isPending={requests.isPending}
        error={requests.error}
        onRetry={() => requests.refetch()}
        fallback={MSG.fetchFailed}
        isEmpty={shown.length === 0}
        emptyText={filter === 'all' ? "Aucune demande de candidat pour l'instant." : 'Aucune demande dans cet état.'}
      >
        <Stack spacing={2}>
          {shown.map((request) => (
            <RequestCard key={request.id} request={request} onTreat={() => setTreating(request)} />
          ))}
        </Stack>
      </QueryState>
      <TreatRequestDialog request={treating} onClose={() => setTreating(null)} />
    </Box>
  );
}

function RequestCard({ request, onTreat }: { request: CandidateRequest; onTreat: () => void }) {
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
