import ArrowBack from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Divider, Paper, Stack, Typography } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import { paths } from '@passerelle/shared/paths';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Link as RouterLink, useLocation, useParams } from 'react-router';
import { EtatBadge } from '../../../components/etat-badge';
import { QueryState } from '../../../components/query-state';
import { TagChips } from '../../../components/tag-chips';
import { hasErrorCode } from '../../../lib/api-client';
import { formatDay } from '../../../lib/dates';
import { formatPeriod } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRoleProfile } from '../../../lib/use-role-profile';
import { offerDetailQuery } from '../api/offers-api';
import { ApplicationBox } from './application-box';
import { backToList } from './offer-links';
import { OfferMatchCard } from './offer-match-card';

/** /dashb/offre/{id} (SPEC §2): an offer without an id, or with a wrong one, sends back to the list. */
export function OfferDetailPage() {
  const { id } = useParams();
  const offerId = Number(id);
  if (!Number.isSafeInteger(offerId) || offerId <= 0) return <Navigate to={paths.dashboard.candidate.offers} replace />;
  return <OfferDetail offerId={offerId} />;
}

function OfferDetail({ offerId }: { offerId: number }) {
  const record = useRoleProfile();
  const candidateId = record.data?.id;
  const offer = useQuery(offerDetailQuery(offerId, candidateId));
  const data = offer.data;
  const location = useLocation();
  useDocumentTitle(data?.titre ?? 'Détail de l’offre');
  const back = backToList(location.state);

  // A closed or blocked offer the candidate did not apply to (or a stale link): nothing to retry (DECISIONS §6.9).
  if (hasErrorCode(offer.error, 'offer.not_found')) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="info" sx={{ width: '100%' }}>
          {MSG.offerNoLongerAvailable}
        </Alert>
        <Button component={RouterLink} to={back} variant="contained" startIcon={<ArrowBack />}>
          Voir les offres disponibles
        </Button>
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      <Box>
        <Button component={RouterLink} to={back} startIcon={<ArrowBack />}>
          Retour aux offres
        </Button>
      </Box>
      <QueryState
        isPending={record.isPending || offer.isPending}
        error={record.error ?? offer.error}
        onRetry={() => void offer.refetch()}
        fallback={MSG.fetchFailed}
      >
        {data && candidateId !== undefined && (
          <Paper variant="outlined" component="article" sx={{ p: { xs: 2.5, md: 4 } }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, wordBreak: 'break-word' }}>
                {data.titre}
              </Typography>
              <EtatBadge kind="offer" value={data.etat} />
            </Stack>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              Mission {formatPeriod(data.date_debut, data.date_fin)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Publiée le {formatDay(data.createdAt)}
            </Typography>
            <Divider sx={{ my: 3 }} />
            <Typography component="h2" variant="h4" sx={{ mb: 1 }}>
              Description
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>{data.description}</Typography>
            <Typography component="h2" variant="h4" sx={{ mt: 3, mb: 1 }}>
              Technologies
            </Typography>
            <TagChips tags={data.tech} label="Technologies" />
            <Box sx={{ mt: 3 }}>
              <OfferMatchCard offerId={data.id} dateDebut={data.date_debut} />
            </Box>
            <Divider sx={{ my: 3 }} />
            <ApplicationBox offer={data} candidateId={candidateId} />
          </Paper>
        )}
      </QueryState>
    </Stack>
  );
}
