import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { APPLICATION_MESSAGE_MAX } from '@passerelle/shared/constants';
import { clientOffersApi } from '@passerelle/shared/routes/offers';
import type { OfferApplication } from '@passerelle/shared/schemas/offers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call, errorMessage } from '../../../lib/api-client';
import { invalidateRoutes } from '../../../lib/query-keys';
import { OFFERS_ROUTES } from '../api/offers-api';

type Decision = 'retenue' | 'non_retenue';

/**
 * The company's answer to an application still waiting (DECISIONS §6.9): « Retenir » or « Ne pas retenir »,
 * with an optional word the candidate reads in its notification. « Retenir » then opens the request form
 * (`onRetained`): the mission comes from the request the staff treat.
 */
export function ApplicationDecision({
  application,
  candidateName,
  onRetained,
}: {
  application: OfferApplication;
  candidateName: string;
  onRetained: () => void;
}) {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const decide = useMutation({
    mutationFn: (decision: Decision) =>
      call(clientOffersApi.decideCandidature, { id: application.id, decision, message: message.trim() || null }),
    onSuccess: async (_answer, decision) => {
      if (decision === 'retenue') onRetained();
      await invalidateRoutes(queryClient, ...OFFERS_ROUTES);
    },
  });
  if (application.etat !== 'en_attente') return null;
  const tooLong = message.length > APPLICATION_MESSAGE_MAX;
  return (
    <Stack component="section" spacing={1.5} aria-label="Votre réponse à la candidature">
      <Typography component="h3" variant="h6">
        Votre réponse
      </Typography>
      <TextField
        label={`Message à ${candidateName} (facultatif)`}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        multiline
        minRows={2}
        error={tooLong}
        helperText={`${message.length.toLocaleString('fr-FR')} / ${APPLICATION_MESSAGE_MAX.toLocaleString('fr-FR')} caractères`}
      />
      {decide.isError && <Alert severity="error">{errorMessage(decide.error)}</Alert>}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          color="success"
          disabled={tooLong || decide.isPending}
          loading={decide.isPending && decide.variables === 'retenue'}
          onClick={() => decide.mutate('retenue')}
        >
          Retenir
        </Button>
        <Button
          variant="outlined"
          color="inherit"
          disabled={tooLong || decide.isPending}
          loading={decide.isPending && decide.variables === 'non_retenue'}
          onClick={() => decide.mutate('non_retenue')}
        >
          Ne pas retenir
        </Button>
      </Stack>
    </Stack>
  );
}
