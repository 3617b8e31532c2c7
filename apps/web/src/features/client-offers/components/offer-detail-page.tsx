import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import HighlightOff from '@mui/icons-material/HighlightOff';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import { paths } from '@passerelle/shared/paths';
import type { ClientOfferDetail } from '@passerelle/shared/schemas/offers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { BlockedBadge, EtatBadge } from '../../../components/etat-badge';
import { OfferDescription, useOfferTabs } from '../../../components/offers/offer-tabs';
import { QueryState } from '../../../components/query-state';
import { errorMessage } from '../../../lib/api-client';
import { formatEuros, formatPeriod } from '../../../lib/format';
import { invalidateRoutes } from '../../../lib/query-keys';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRoleProfile } from '../../../lib/use-role-profile';
import { OFFERS_ROUTES, OVERVIEW_ROUTE, offerDetailQuery, offersApi } from '../api/offers-api';
import { type ApplicantActions, ApplicantsTab } from './applicants-tab';

/** The « Sélection » tab the shell adds (the shortlist lives with the team feature, issue 18). */
export type SelectionTab = (offer: ClientOfferDetail) => ReactNode;

/**
 * /dashb/mesoffres/{id} (SPEC §2): the offer with its tabs Proposition (the applicants) and Description,
 * and the buttons back, Edit and Annuler (cancelOffre after confirmation, then the list).
 */
export function OfferDetailPage({
  applicantActions,
  selectionTab,
}: {
  applicantActions?: ApplicantActions;
  selectionTab?: SelectionTab;
}) {
  const id = Number(useParams().id);
  const record = useRoleProfile();
  const offer = useQuery(offerDetailQuery(id, record.data?.id));
  useDocumentTitle(offer.data?.titre ?? "Détail de l'offre");
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.dashboard.client.offers} replace />;
  return (
    <Stack spacing={2}>
      <Box>
        <Button component={RouterLink} to={paths.dashboard.client.offers} startIcon={<ArrowBack />}>
          Mes offres
        </Button>
      </Box>
      <QueryState
        isPending={offer.isPending && !record.error}
        error={record.error ?? offer.error}
        onRetry={() => offer.refetch()}
        fallback={MSG.fetchFailed}
      >
        {offer.data && <OfferDetail offer={offer.data} applicantActions={applicantActions} selectionTab={selectionTab} />}
      </QueryState>
    </Stack>
  );
}

function OfferDetail({
  offer,
  applicantActions,
  selectionTab,
}: {
  offer: ClientOfferDetail;
  applicantActions?: ApplicantActions;
  selectionTab?: SelectionTab;
}) {
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tabs = useOfferTabs(
    offer.demande_offres.length,
    "Contenu de l'offre",
    { px: { xs: 1, md: 2 }, borderTop: 1, borderColor: 'divider' },
    { selection: Boolean(selectionTab) },
  );
  const cancel = useMutation({
    mutationFn: () => offersApi.cancel(offer.id),
    onSuccess: async () => {
      await invalidateRoutes(queryClient, ...OFFERS_ROUTES);
      void invalidateRoutes(queryClient, OVERVIEW_ROUTE);
      navigate(paths.dashboard.client.offers);
    },
  });
  const closed = offer.etat === 'ferme';

  return (
    <>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, md: 3 } }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' }, mr: 1 }}>
                  {offer.titre}
                </Typography>
                <EtatBadge kind="offer" value={offer.etat} />
                {offer.isblocked && <BlockedBadge />}
              </Stack>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {formatPeriod(offer.date_debut, offer.date_fin)} · Budget : {formatEuros(offer.budget)} / jour
              </Typography>
            </Box>
            <Stack direction="row" spacing={1.5} sx={{ flexShrink: 0 }}>
              {!closed && (
                <Button
                  component={RouterLink}
                  to={paths.dashboard.client.offerEdit(offer.id)}
                  variant="outlined"
                  startIcon={<EditOutlined />}
                >
                  Modifier
                </Button>
              )}
              {!closed && (
                <Button color="error" variant="outlined" startIcon={<HighlightOff />} onClick={() => setConfirming(true)}>
                  Annuler l’offre
                </Button>
              )}
            </Stack>
          </Stack>
        </CardContent>
        {tabs.bar}
      </Card>
      {tabs.panel(
        tabs.tab === 'proposition' ? (
          <ApplicantsTab offer={offer} actions={applicantActions} />
        ) : tabs.tab === 'selection' && selectionTab ? (
          selectionTab(offer)
        ) : (
          <OfferDescription tech={offer.tech} description={offer.description} />
        ),
      )}
      <ConfirmDialog
        open={confirming}
        title="Annuler l’offre"
        message="Voulez-vous annuler cette offre ? Elle sera fermée, et les candidats en attente recevront une réponse."
        confirmLabel="Annuler l’offre"
        cancelLabel="Garder l’offre"
        danger
        pending={cancel.isPending}
        error={cancel.isError ? errorMessage(cancel.error, MSG.failed) : null}
        onConfirm={() => cancel.mutate()}
        onClose={() => {
          setConfirming(false);
          cancel.reset();
        }}
      />
    </>
  );
}
