import CheckOutlined from '@mui/icons-material/CheckOutlined';
import ReplyOutlined from '@mui/icons-material/ReplyOutlined';
import { Alert, Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { CONTACT_ETAT_LABELS } from '@passerelle/shared/enums';
import { MSG } from '@passerelle/shared/messages';
import { contactApi } from '@passerelle/shared/routes/contact';
import type { ContactMessage } from '@passerelle/shared/schemas/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call, errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { invalidateRoutes } from '../../../lib/query-keys';

/** The message's état as a chip: « Nouveau » stands out, « Traité » does not. */
export function ContactEtatChip({ etat }: { etat: ContactMessage['etat'] }) {
  return (
    <Chip
      size="small"
      label={CONTACT_ETAT_LABELS[etat]}
      color={etat === 'nouveau' ? 'warning' : 'default'}
      variant={etat === 'nouveau' ? 'filled' : 'outlined'}
    />
  );
}

/**
 * A staff member's answer to a contact message (DECISIONS §6.9): « Répondre » mails the sender from the inbox
 * and keeps the reply with the message; « Marquer comme traité » when the answer went another way.
 */
export function ContactMessageActions({ message }: { message: ContactMessage }) {
  const queryClient = useQueryClient();
  const [replying, setReplying] = useState(false);
  const [texte, setTexte] = useState('');
  const refresh = () => invalidateRoutes(queryClient, contactApi.contactusList);
  const handle = useMutation({ mutationFn: () => call(contactApi.contactusTraiter, { id: message.id }), onSuccess: refresh });
  const reply = useMutation({
    mutationFn: () => call(contactApi.contactusRepondre, { id: message.id, texte }),
    onSuccess: async () => {
      setReplying(false);
      setTexte('');
      await refresh();
    },
  });

  return (
    <Stack spacing={1.5} sx={{ mt: 2 }}>
      {message.reponse && (
        <Box component="figure" sx={{ m: 0, pl: 2, borderLeft: 3, borderColor: 'divider' }}>
          <Typography component="figcaption" variant="subtitle2">
            Votre réponse{message.reponseAt ? ` du ${formatDateTime(message.reponseAt)}` : ''}
          </Typography>
          <Typography component="blockquote" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {message.reponse}
          </Typography>
        </Box>
      )}
      {reply.isSuccess && <Alert severity="success">{MSG.contactReplySent}</Alert>}
      {replying ? (
        <Box
          component="form"
          aria-label={`Répondre à ${message.fullname}`}
          onSubmit={(event) => {
            event.preventDefault();
            reply.mutate();
          }}
        >
          <Stack spacing={1.5}>
            <TextField
              label="Votre réponse"
              value={texte}
              onChange={(event) => setTexte(event.target.value)}
              multiline
              minRows={4}
              autoFocus
              helperText={`Envoyée par e-mail à ${message.email ?? ''}`}
            />
            {reply.isError && <Alert severity="error">{errorMessage(reply.error, MSG.failed)}</Alert>}
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={() => setReplying(false)}>Fermer</Button>
              <Button type="submit" variant="contained" startIcon={<ReplyOutlined />} loading={reply.isPending}>
                Envoyer la réponse
              </Button>
            </Stack>
          </Stack>
        </Box>
      ) : (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {message.email && (
            <Button variant="contained" startIcon={<ReplyOutlined />} onClick={() => setReplying(true)}>
              Répondre
            </Button>
          )}
          {message.etat === 'nouveau' && (
            <Button variant="outlined" startIcon={<CheckOutlined />} loading={handle.isPending} onClick={() => handle.mutate()}>
              Marquer comme traité
            </Button>
          )}
        </Stack>
      )}
      {handle.isError && <Alert severity="error">{errorMessage(handle.error, MSG.failed)}</Alert>}
    </Stack>
  );
}
