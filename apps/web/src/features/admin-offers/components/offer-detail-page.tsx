import ArrowBack from '@mui/icons-material/ArrowBack';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import { paths } from '@passerelle/shared/paths';
import type { StaffOfferDetail } from '@passerelle/shared/schemas/offers';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { BlockedBadge, EtatBadge } from '../../../components/etat-badge';
import { OfferDescription, useOfferTabs } from '../../../components/offers/offer-tabs';
import { QueryState } from '../../../components/query-state';
import { InfoList } from '../../../components/staff/info-list';
import { useNotice } from '../../../components/staff/notice';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { formatEuros } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useOffer, useSetOfferBlocked } from '../api/offers-api';
import { ApplicantsList } from './applicants-list';
import { PublisherCard } from './publisher-card';

/**
 * /dashb/offre/{id} (SPEC §2 Offer detail): title, état, Bloquée, dates, budget, the publisher, the
 * tabs Proposition and Description, and 'Bloquer l'offre' / 'Débloquer l'offre'.
 */
export function OfferDetailPage() {
  const id = Number(useParams().id);
  const offer = useOffer(Number.isInteger(id) ? id : 0);
  const navigate = useNavigate();
  const location = useLocation();
  useDocumentTitle(offer.data?.titre ?? "Détail de l'offre");
  // No id: back to the list (as the candidate's detail does, SPEC §2).
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.dashboard.admin.offers} replace />;
  // Back to the list as it was left (page, search) when we came from it.
  const back = () => (location.key !== 'default' ? navigate(-1) : navigate(paths.dashboard.admin.offers));

  return (
    <Box>
      <Button startIcon={<ArrowBack />} onClick={back} sx={{ mb: 2 }}>
        Retour aux offres
      </Button>
      <QueryState isPending={offer.isPending} error={offer.error} onRetry={() => offer.refetch()} fallback={MSG.fetchFailed}>
        {offer.data && <OfferDetail offer={offer.data} />}
      </QueryState>
    </Box>
  );
}

function OfferDetail({ offer }: { offer: StaffOfferDetail }) {
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  const block = useSetOfferBlocked();
  const { notify, notice } = useNotice();
  const tabs = useOfferTabs(offer.demande_offres.length, "Détail de l'offre", { mb: 2 });
  const toggle = (isblocked: boolean) =>
    block.mutate(
      { offer, isblocked },
      {
        onSuccess: () => {
          setConfirmingBlock(false);
          notify(isblocked ? "L'offre est bloquée : les candidats ne la voient plus." : "L'offre est débloquée.");
        },
      },
    );

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 320px' }, alignItems: 'start' }}>
        <Card variant="outlined">
          <CardContent>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
              <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' }, mr: 1, overflowWrap: 'anywhere' }}>
                {offer.titre}
              </Typography>
              <EtatBadge kind="offer" value={offer.etat} />
              {offer.isblocked && <BlockedBadge />}
            </Stack>
            <InfoList
              items={[
                { label: 'Date de début', value: formatDate(offer.date_debut) },
                { label: 'Date de fin', value: formatDate(offer.date_fin) },
                { label: 'Budget', value: `${formatEuros(offer.budget)} / jour (TJM)` },
                { label: 'Publiée le', value: formatDateTime(offer.createdAt) },
                { label: 'Candidatures', value: String(offer.nbr_postulations) },
              ]}
            />
            <Box sx={{ mt: 3 }}>
              {offer.isblocked ? (
                <Button
                  variant="contained"
                  startIcon={<LockOpenOutlined />}
                  loading={block.isPending}
                  onClick={() => toggle(false)}
                >
                  Débloquer l'offre
                </Button>
              ) : (
                <Button
                  variant="outlined"
                  color="error"
                  startIcon={<BlockOutlined />}
                  onClick={() => {
                    block.reset();
                    setConfirmingBlock(true);
                  }}
                >
                  Bloquer l'offre
                </Button>
              )}
              {block.isError && !confirmingBlock && (
                <Alert severity="error" sx={{ mt: 2 }}>
                  {errorMessage(block.error, MSG.offerEditFailed)}
                </Alert>
              )}
            </Box>
          </CardContent>
        </Card>
        <PublisherCard publisher={offer.client} />
      </Box>
      <Box>
        {tabs.bar}
        {tabs.panel(
          tabs.tab === 'proposition' ? (
            <ApplicantsList applications={offer.demande_offres} />
          ) : (
            <OfferDescription tech={offer.tech} description={offer.description} />
          ),
        )}
      </Box>
      <ConfirmDialog
        open={confirmingBlock}
        title="Bloquer l'offre"
        message="Les candidats ne verront plus cette offre et ne pourront plus y postuler ; son client sera prévenu. Voulez-vous bloquer l'offre ?"
        confirmLabel="Bloquer l'offre"
        danger
        pending={block.isPending}
        error={block.isError ? errorMessage(block.error, MSG.offerEditFailed) : null}
        onConfirm={() => toggle(true)}
        onClose={() => setConfirmingBlock(false)}
      />
      {notice}
    </Stack>
  );
}
