import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import type { CandidateOfferDetail } from '@passerelle/shared/schemas/offers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EtatBadge } from '../../../components/etat-badge';
import { FormError } from '../../../components/form/form-error';
import { errorMessage } from '../../../lib/api-client';
import { formatDay } from '../../../lib/dates';
import { invalidateRoutes } from '../../../lib/query-keys';
import { APPLICATION_ROUTES, applicationsApi } from '../api/offers-api';

/**
 * The candidate's part of an offer (SPEC §2, §4; DECISIONS §3): Postuler, then 'Vous avez déjà postulé'
 * with the application's état, and its withdrawal while it waits for an answer, after confirmation. A
 * refusal (a pending account, an offer closed meanwhile) shows the server's message.
 */
export function ApplicationBox({ offer, candidateId }: { offer: CandidateOfferDetail; candidateId: number }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  // The offer, Mes propositions and the home's count all change with an application.
  const refresh = () => invalidateRoutes(queryClient, ...APPLICATION_ROUTES);
  const apply = useMutation({ mutationFn: () => applicationsApi.apply(offer.id, candidateId), onSuccess: refresh });
  const withdraw = useMutation({
    mutationFn: () => applicationsApi.withdraw(offer.id, candidateId),
    onSuccess: async () => {
      await refresh();
      setConfirming(false);
      apply.reset();
    },
  });
  const application = offer.demande_offres[0];

  if (offer.postule && application) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="success" icon={<CheckCircleOutlined />} sx={{ width: '100%' }}>
          Vous avez déjà postulé
        </Alert>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography>Candidature envoyée le {formatDay(application.createdAt)} :</Typography>
          <EtatBadge kind="application" value={application.etat} />
        </Box>
        {application.etat === 'en_attente' && (
          <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
            Retirer ma candidature
          </Button>
        )}
        <ConfirmDialog
          open={confirming}
          title="Retirer ma candidature"
          message="Voulez-vous retirer votre candidature à cette offre ? Vous pourrez postuler à nouveau tant qu'elle reste ouverte."
          confirmLabel="Retirer"
          danger
          pending={withdraw.isPending}
          error={withdraw.isError ? errorMessage(withdraw.error, MSG.failed) : null}
          onConfirm={() => withdraw.mutate()}
          onClose={() => {
            setConfirming(false);
            withdraw.reset();
          }}
        />
      </Stack>
    );
  }

  if (offer.etat !== 'ouvert') return <Alert severity="info">{MSG.offerNotOpen}</Alert>;

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography color="text.secondary">
        Cette mission vous intéresse ? Postulez : l'entreprise verra votre profil professionnel, jamais votre e-mail, votre
        téléphone ni votre CV.
      </Typography>
      <FormError message={apply.isError ? errorMessage(apply.error, MSG.failed) : null} />
      <Button
        variant="contained"
        size="large"
        startIcon={<SendOutlined />}
        loading={apply.isPending}
        onClick={() => apply.mutate()}
      >
        Postuler
      </Button>
    </Stack>
  );
}
