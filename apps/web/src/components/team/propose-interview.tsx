import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { INTERVIEW_DURATIONS } from '@passerelle/shared/enums';
import { interviewsApi } from '@passerelle/shared/routes/teams';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ApiError, call, errorMessage } from '../../lib/api-client';
import { invalidateRoutes } from '../../lib/query-keys';

/** A `datetime-local` value (the browser's zone, Paris for our users) → ISO with its offset. */
const toIso = (local: string) => new Date(local).toISOString();

/**
 * « Proposer un entretien » (DECISIONS §6.3): 1 to 5 future slots, a duration of 30, 45 or 60 minutes
 * and an optional video link; the candidate picks one in « Mes entretiens ».
 */
export function ProposeInterview({
  candidateId,
  candidateName,
  offreId,
}: {
  candidateId: number;
  candidateName: string;
  offreId?: number;
}) {
  const queryClient = useQueryClient();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [slots, setSlots] = useState<string[]>(['']);
  const [duration, setDuration] = useState<number>(45);
  const [link, setLink] = useState('');
  const propose = useMutation({
    mutationFn: () =>
      call(interviewsApi.proposeEntretien, {
        condidatId: candidateId,
        offreId: offreId ?? null,
        creneaux: slots.filter(Boolean).map(toIso),
        duree_min: duration as 30 | 45 | 60,
        lien_visio: link,
      }),
    onSuccess: () => {
      void invalidateRoutes(queryClient, interviewsApi.clientEntretiens);
    },
  });
  const fieldErrors = propose.error instanceof ApiError ? propose.error.errors : {};
  const slotsError = Object.entries(fieldErrors).find(([field]) => field.startsWith('creneaux'))?.[1];
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  const close = () => {
    setOpen(false);
    propose.reset();
    setSlots(['']);
    setLink('');
  };
  return (
    <>
      <Button
        variant="text"
        startIcon={<EventOutlined />}
        onClick={() => setOpen(true)}
        aria-label={`Proposer un entretien à ${candidateName}`}
      >
        Proposer un entretien
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>Proposer un entretien à {candidateName}</DialogTitle>
        <DialogContent>
          {propose.isSuccess ? (
            <Alert severity="success" role="status">
              Proposition envoyée : {candidateName} choisira un créneau, puis chacun recevra l'invitation d'agenda.
            </Alert>
          ) : (
            <Stack spacing={2} sx={{ pt: 1 }}>
              <Typography variant="body2" color="text.secondary">
                Proposez de 1 à 5 créneaux (heure de Paris).
              </Typography>
              {slots.map((slot, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the slots are edited in place, by position.
                <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <TextField
                    type="datetime-local"
                    label={`Créneau ${index + 1}`}
                    value={slot}
                    onChange={(event) => setSlots(slots.map((s, i) => (i === index ? event.target.value : s)))}
                    slotProps={{ inputLabel: { shrink: true } }}
                    fullWidth
                  />
                  {slots.length > 1 && (
                    <IconButton
                      aria-label={`Retirer le créneau ${index + 1}`}
                      onClick={() => setSlots(slots.filter((_, i) => i !== index))}
                    >
                      <DeleteOutline />
                    </IconButton>
                  )}
                </Stack>
              ))}
              {slots.length < 5 && (
                <Button onClick={() => setSlots([...slots, ''])} sx={{ alignSelf: 'flex-start' }}>
                  Ajouter un créneau
                </Button>
              )}
              {slotsError && (
                <Typography color="error" variant="body2" role="alert">
                  {slotsError}
                </Typography>
              )}
              <TextField
                select
                label="Durée"
                value={duration}
                onChange={(event) => setDuration(Number(event.target.value))}
                error={Boolean(fieldErrors.duree_min)}
                helperText={fieldErrors.duree_min}
              >
                {INTERVIEW_DURATIONS.map((d) => (
                  <MenuItem key={d} value={d}>
                    {d} minutes
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label="Lien de visioconférence (facultatif)"
                placeholder="https://…"
                value={link}
                onChange={(event) => setLink(event.target.value)}
                error={Boolean(fieldErrors.lien_visio)}
                helperText={fieldErrors.lien_visio}
              />
              {propose.isError && !hasFieldErrors && (
                <Alert severity="error" role="alert">
                  {errorMessage(propose.error)}
                </Alert>
              )}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{propose.isSuccess ? 'Fermer' : 'Annuler'}</Button>
          {!propose.isSuccess && (
            <Button
              variant="contained"
              loading={propose.isPending}
              disabled={!slots.some(Boolean)}
              onClick={() => propose.mutate()}
            >
              Proposer
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
