import SendOutlined from '@mui/icons-material/SendOutlined';
import { Box, Button, Stack } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import type { CandidateRequestBody, candidateRequestBody } from '@passerelle/shared/schemas/offers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { DateField } from '../../../components/form/date-field';
import { FormError } from '../../../components/form/form-error';
import { errorMessage } from '../../../lib/api-client';
import { lazyZodResolver } from '../../../lib/lazy-resolver';
import { invalidateRoutes } from '../../../lib/query-keys';
import { candidatesApi, MARKS_ROUTES } from '../api/candidates-api';
import { requestFormSx } from './request-form-style';

/** Validation with the shared schema, loaded at the first check (lib/lazy-resolver.ts). */
const candidateRequestBodyResolver = lazyZodResolver<Values, CandidateRequestBody>(() =>
  import('@passerelle/shared/schemas/offers').then((m) => m.candidateRequestBody),
);

type Values = z.input<typeof candidateRequestBody>;

/** The request's two dates, kept by RequestForm while the form is closed. */
export type RequestDates = Pick<Values, 'date_debut' | 'date_fin'>;

/**
 * The form of « Demander » (request-form.tsx holds its button and its mark): two dates, both required, then
 * newDmdCond. Made from an offer, it carries the offer's id. A pending account reads the server's 403
 * sentence (DECISIONS §3). Loaded when the form first opens.
 */
export function RequestFormFields({
  clientId,
  candidateId,
  candidateName,
  offreId,
  dates,
  onCancel,
  onSent,
}: {
  clientId: number;
  candidateId: number;
  candidateName: string;
  offreId?: number;
  dates: RequestDates;
  /** Closes the form, handing back what was typed. */
  onCancel: (dates: RequestDates) => void;
  onSent: () => void;
}) {
  const queryClient = useQueryClient();
  const fields = useRef<HTMLDivElement>(null);
  const form = useForm<Values, unknown, CandidateRequestBody>({
    resolver: candidateRequestBodyResolver,
    defaultValues: { condidatId: candidateId, clientId, offreId: offreId ?? null, ...dates },
  });
  const start = useWatch({ control: form.control, name: 'date_debut' });
  const send = useMutation({
    mutationFn: candidatesApi.request,
    onSuccess: () => {
      onSent();
      void invalidateRoutes(queryClient, ...MARKS_ROUTES);
    },
  });
  // The dates are typed straight away: the first one has the focus when the form opens.
  useEffect(() => {
    fields.current?.querySelector<HTMLElement>('[role="spinbutton"], input')?.focus();
  }, []);

  return (
    <Box
      component="form"
      noValidate
      aria-label={`Demande pour ${candidateName}`}
      onSubmit={form.handleSubmit((values) => send.mutate(values))}
      sx={requestFormSx}
    >
      <Stack spacing={2}>
        <Stack ref={fields} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateField control={form.control} name="date_debut" label="Date de début" />
          <DateField control={form.control} name="date_fin" label="Date de fin" minDate={start || undefined} />
        </Stack>
        <FormError message={send.isError ? errorMessage(send.error, MSG.failed) : null} />
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button
            onClick={() => {
              const { date_debut, date_fin } = form.getValues();
              onCancel({ date_debut, date_fin });
            }}
          >
            Annuler
          </Button>
          <Button type="submit" variant="contained" loading={send.isPending} startIcon={<SendOutlined />}>
            Envoyer la demande
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
