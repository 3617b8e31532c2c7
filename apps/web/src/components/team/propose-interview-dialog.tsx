import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import {
  Alert,
  Box,
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
import { PARIS_TZ } from '@passerelle/shared/dates';
import { INTERVIEW_DURATIONS } from '@passerelle/shared/enums';
import { interviewsApi } from '@passerelle/shared/routes/teams';
import type { ProposeInterviewBody, proposeInterviewBody } from '@passerelle/shared/schemas/teams';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { lazy, Suspense, useId, useRef } from 'react';
import { type Control, Controller, type FieldErrors, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, call, errorMessage } from '../../lib/api-client';
import { dayjs } from '../../lib/dates';
import { lazyZodResolver } from '../../lib/lazy-resolver';
import { invalidateRoutes } from '../../lib/query-keys';
import { FormTextField } from '../form/form-text-field';

// The pickers load when the dialog first shows a slot, not with the search, offer and shortlist pages (issue 20).
const LocalizedDateTimePicker = lazy(() =>
  import('../form/localized-date-time-picker').then((m) => ({ default: m.LocalizedDateTimePicker })),
);

type FormValues = z.input<typeof proposeInterviewBody>;

/** Whom « Proposer un entretien » invites, and for which offer. */
export interface ProposeInterviewProps {
  candidateId: number;
  candidateName: string;
  offreId?: number;
}

/** Validation with the shared schema, loaded at the first check (lib/lazy-resolver.ts). */
const proposeInterviewResolver = lazyZodResolver<FormValues, ProposeInterviewBody>(() =>
  import('@passerelle/shared/schemas/teams').then((m) => m.proposeInterviewBody),
);

/** The most slots a proposal holds (DECISIONS §6.3; the schema says it too). */
const SLOTS_MAX = 5;

/** A slot the picker cannot read (a section cleared in a full date-time): the schema refuses it as « Créneau non valide ! ». */
const INVALID = 'invalide';
/** The picker's value as the API wants it: the instant, ISO in UTC (the picker reads it in Paris time). */
const toSlot = (value: Dayjs | null) => (value === null ? '' : value.isValid() ? value.toISOString() : INVALID);

/**
 * « Proposer un entretien » (DECISIONS §6.3): 1 to 5 future slots, a duration of 30, 45 or 60 minutes
 * and an optional video link; the candidate picks one in « Mes entretiens ». Slots are typed in Paris
 * time whatever the browser's zone (DECISIONS §5), and the form is checked by the shared schema.
 */
export function ProposeInterviewDialog({
  candidateId,
  candidateName,
  offreId,
  open,
  onClose,
  title,
}: ProposeInterviewProps & { open: boolean; onClose: () => void; title: string }) {
  const queryClient = useQueryClient();
  const titleId = useId();
  const defaultValues: FormValues = {
    condidatId: candidateId,
    offreId: offreId ?? null,
    creneaux: [''],
    duree_min: 45,
    lien_visio: '',
  };
  const form = useForm<FormValues, unknown, ProposeInterviewBody>({ resolver: proposeInterviewResolver, defaultValues });
  const slots = useWatch({ control: form.control, name: 'creneaux' }) ?? [];
  const propose = useMutation({
    mutationFn: (body: ProposeInterviewBody) => call(interviewsApi.proposeEntretien, body),
    onSuccess: () => {
      void invalidateRoutes(queryClient, interviewsApi.clientEntretiens);
    },
  });
  const { errors } = form.formState;
  // The server's field errors (it checks the same schema) and the form's, shown at the same places.
  const serverErrors = propose.error instanceof ApiError ? propose.error.errors : {};
  const listError = slotListError(errors) ?? Object.entries(serverErrors).find(([field]) => field.startsWith('creneaux'))?.[1];
  const close = () => {
    onClose();
    propose.reset();
    form.reset(defaultValues);
  };
  const setSlots = (next: string[]) => form.setValue('creneaux', next, { shouldValidate: form.formState.isSubmitted });
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {propose.isSuccess ? (
          <Alert severity="success" role="status">
            Proposition envoyée : {candidateName} choisira un créneau, puis chacun recevra l'invitation d'agenda.
          </Alert>
        ) : (
          <Box component="form" id={`${titleId}-form`} noValidate onSubmit={form.handleSubmit((body) => propose.mutate(body))}>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <Typography variant="body2" color="text.secondary">
                Proposez de 1 à 5 créneaux (heure de Paris).
              </Typography>
              {slots.map((_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the slots are edited in place, by position.
                <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <SlotField control={form.control} index={index} />
                  {slots.length > 1 && (
                    <IconButton
                      aria-label={`Retirer le créneau ${index + 1}`}
                      onClick={() => setSlots(slots.filter((__, i) => i !== index))}
                      sx={{ mt: 1 }}
                    >
                      <DeleteOutline />
                    </IconButton>
                  )}
                </Stack>
              ))}
              {slots.length < SLOTS_MAX && (
                <Button onClick={() => setSlots([...slots, ''])} sx={{ alignSelf: 'flex-start' }}>
                  Ajouter un créneau
                </Button>
              )}
              {listError && (
                <Typography color="error" variant="body2" role="alert">
                  {listError}
                </Typography>
              )}
              <Controller
                control={form.control}
                name="duree_min"
                render={({ field, fieldState }) => (
                  <TextField
                    select
                    label="Durée"
                    name={field.name}
                    value={field.value}
                    onChange={(event) => field.onChange(Number(event.target.value))}
                    onBlur={field.onBlur}
                    error={Boolean(fieldState.error ?? serverErrors.duree_min)}
                    helperText={fieldState.error?.message ?? serverErrors.duree_min}
                    slotProps={{ formHelperText: { role: fieldState.error ? 'alert' : undefined } }}
                  >
                    {INTERVIEW_DURATIONS.map((d) => (
                      <MenuItem key={d} value={d}>
                        {d} minutes
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <FormTextField
                control={form.control}
                name="lien_visio"
                label="Lien de visioconférence (facultatif)"
                placeholder="https://…"
                serverError={serverErrors.lien_visio}
              />
              {propose.isError && Object.keys(serverErrors).length === 0 && (
                <Alert severity="error" role="alert">
                  {errorMessage(propose.error)}
                </Alert>
              )}
            </Stack>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{propose.isSuccess ? 'Fermer' : 'Annuler'}</Button>
        {!propose.isSuccess && (
          <Button type="submit" form={`${titleId}-form`} variant="contained" loading={propose.isPending}>
            Proposer
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** The error of the slot list as a whole (none, more than five, the same slot twice), where the resolver puts it. */
function slotListError(errors: FieldErrors<FormValues>): string | undefined {
  const list = errors.creneaux as { message?: string; root?: { message?: string } } | undefined;
  return list?.root?.message ?? list?.message;
}

/** One slot: a date and a time typed in Paris time; the form holds the instant (ISO, UTC). */
function SlotField({ control, index }: { control: Control<FormValues>; index: number }) {
  // The picker's own value is handed back while the form holds its image (as DateField does), so that a
  // re-render does not restart a date-time being typed.
  const last = useRef<Dayjs | null>(null);
  return (
    <Controller
      control={control}
      name={`creneaux.${index}`}
      render={({ field, fieldState }) => {
        const held = (field.value as string) || '';
        const value =
          held === '' || held === INVALID ? null : last.current && toSlot(last.current) === held ? last.current : dayjs(held);
        return (
          <Suspense fallback={<TextField label={`Créneau ${index + 1}`} disabled fullWidth />}>
            <LocalizedDateTimePicker
              label={`Créneau ${index + 1}`}
              timezone={PARIS_TZ}
              disablePast
              value={value}
              onChange={(next: Dayjs | null) => {
                last.current = next;
                field.onChange(toSlot(next));
              }}
              inputRef={field.ref}
              slotProps={{
                textField: {
                  fullWidth: true,
                  name: field.name,
                  onBlur: field.onBlur,
                  error: Boolean(fieldState.error),
                  helperText: fieldState.error?.message,
                },
              }}
            />
          </Suspense>
        );
      }}
    />
  );
}
