import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { APPLICATION_MESSAGE_MAX } from '@passerelle/shared/constants';
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
 * The candidate's part of an offer (SPEC §2, §4; DECISIONS §3): Postuler with an optional word for the
 * company (DECISIONS §6.9), then « Candidature envoyée » (« Vous avez déjà postulé » on a later visit) with the
 * application's état, the company's answer, and its withdrawal while it waits for an answer, after confirmation. A
 * refusal (a pending account, an offer closed meanwhile) shows the server's message.
 */
export function ApplicationBox({ offer, candidateId }: { offer: CandidateOfferDetail; candidateId: number }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState('');
  // The offer, Mes propositions and the home's count all change with an application.
  const refresh = () => invalidateRoutes(queryClient, ...APPLICATION_ROUTES);
  const apply = useMutation({
    mutationFn: () => applicationsApi.apply(offer.id, candidateId, message.trim() || null),
    onSuccess: refresh,
  });
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
    // « déjà » reads wrong right after the click (issue 29): it is for a later visit, and a past state is not
    // today's green (the tech test's « Dernière demande envoyée » likewise).
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert
          severity={apply.isSuccess ? 'success' : 'info'}
          icon={<CheckCircleOutlined />}
          sx={{ width: '100%' }}
          role="status"
        >
          {apply.isSuccess ? 'Candidature envoyée' : 'Vous avez déjà postulé'}
        </Alert>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography>Candidature envoyée le {formatDay(application.createdAt)} :</Typography>
          <EtatBadge kind="application" value={application.etat} />
        </Box>
        {application.message && <Quote caption="Votre message">{application.message}</Quote>}
        {application.decision_message && <Quote caption="Réponse de l’entreprise">{application.decision_message}</Quote>}
        {application.etat === 'en_attente' && (
          <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
            Retirer ma candidature
          </Button>
        )}
        <ConfirmDialog
          open={confirming}
          title="Retirer ma candidature"
          message="Voulez-vous retirer votre candidature à cette offre ? Vous pourrez postuler à nouveau tant qu’elle reste ouverte."
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
  const tooLong = message.length > APPLICATION_MESSAGE_MAX;

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography color="text.secondary">
        Cette mission vous intéresse ? Postulez : l’entreprise verra votre profil professionnel, jamais votre e-mail, votre
        téléphone ni votre CV.
      </Typography>
      <TextField
        label="Un mot pour l’entreprise (facultatif)"
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        multiline
        minRows={3}
        fullWidth
        error={tooLong}
        helperText={`${message.length.toLocaleString('fr-FR')} / ${APPLICATION_MESSAGE_MAX.toLocaleString('fr-FR')} caractères`}
      />
      <FormError message={apply.isError ? errorMessage(apply.error, MSG.failed) : null} />
      <Button
        variant="contained"
        size="large"
        startIcon={<SendOutlined />}
        loading={apply.isPending}
        disabled={tooLong}
        onClick={() => apply.mutate()}
      >
        Postuler
      </Button>
    </Stack>
  );
}

function Quote({ caption, children }: { caption: string; children: string }) {
  return (
    <Box component="figure" sx={{ m: 0, width: '100%' }}>
      <Typography component="figcaption" variant="subtitle2">
        {caption}
      </Typography>
      <Typography component="blockquote" sx={{ m: 0, whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </Box>
  );
}
