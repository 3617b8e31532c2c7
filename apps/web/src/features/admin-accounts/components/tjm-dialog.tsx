import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, InputAdornment } from '@mui/material';
import { REDIRECT_DELAY_MS } from '@passerelle/shared/constants';
import { MSG } from '@passerelle/shared/messages';
import type { SetCandidateTjmBody, setCandidateTjmBody } from '@passerelle/shared/schemas/admin';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { errorMessage } from '../../../lib/api-client';
import { formatEuros } from '../../../lib/format';
import { lazyZodResolver } from '../../../lib/lazy-resolver';
import { invalidateRoutes } from '../../../lib/query-keys';
import { ACCOUNT_ROUTES } from '../api/keys';
import { useSetCandidateTjm } from '../api/set-candidate-tjm';

/** Validation with the shared schema, loaded at the first check (lib/lazy-resolver.ts). */
const setCandidateTjmBodyResolver = lazyZodResolver<Values, SetCandidateTjmBody>(() =>
  import('@passerelle/shared/schemas/admin').then((m) => m.setCandidateTjmBody),
);

type Values = z.input<typeof setCandidateTjmBody>;

/**
 * 'Modifier TJM' (SPEC §2, §5): the candidate's daily rate, 1 to 9 digits; on success 'Modification TJM
 * avec succès', then the list reloads after 1 s (SPEC §9). Without a TJM it starts from the rate the freelancer
 * proposes (tjm_souhaite, DECISIONS §6.8), which it always shows under the field.
 */
export function TjmDialog({
  open,
  candidateId,
  tjm,
  tjmSouhaite = null,
  onClose,
}: {
  open: boolean;
  candidateId: number;
  tjm: number | null;
  /** The rate the freelancer proposes (DECISIONS §6.8): the starting value without a TJM, else a hint. */
  tjmSouhaite?: number | null;
  onClose: () => void;
}) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const save = useSetCandidateTjm();
  const start = tjm ?? tjmSouhaite;
  const startValue = start === null ? '' : String(start);
  const form = useForm<Values, unknown, SetCandidateTjmBody>({
    resolver: setCandidateTjmBodyResolver,
    defaultValues: { id: candidateId, tjm: startValue },
  });
  const { reset } = form;
  // The parent's callback may change on each render; the reload timer keeps the latest.
  const close = useRef(onClose);
  close.current = onClose;
  const { reset: resetSave } = save;
  useEffect(() => {
    if (open) {
      reset({ id: candidateId, tjm: startValue });
      resetSave();
    }
  }, [open, candidateId, startValue, reset, resetSave]);
  useEffect(() => {
    if (!save.isSuccess) return;
    const timer = setTimeout(() => {
      void invalidateRoutes(queryClient, ...ACCOUNT_ROUTES);
      close.current();
    }, REDIRECT_DELAY_MS.tjmEdited);
    return () => clearTimeout(timer);
  }, [save.isSuccess, queryClient]);

  return (
    <Dialog open={open} onClose={save.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <DialogTitle id={titleId}>Modifier TJM</DialogTitle>
        <DialogContent>
          <FormTextField
            control={form.control}
            name="tjm"
            label="TJM"
            autoFocus
            disabled={save.isSuccess}
            sx={{ mt: 1 }}
            helperText={tjmSouhaite === null ? undefined : `TJM souhaité par le candidat\u00a0: ${formatEuros(tjmSouhaite)}`}
            slotProps={{
              input: { endAdornment: <InputAdornment position="end">€ / jour</InputAdornment> },
              htmlInput: { inputMode: 'numeric' },
            }}
          />
          {save.isSuccess && (
            <Alert severity="success" sx={{ mt: 2 }}>
              {MSG.tjmEdited}
            </Alert>
          )}
          <FormError message={save.isError ? errorMessage(save.error, MSG.failed) : null} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            Annuler
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending} disabled={save.isSuccess}>
            Confirmer
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
