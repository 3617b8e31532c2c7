import CheckCircle from '@mui/icons-material/CheckCircle';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { Box, Button, Chip, Stack } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import type { CandidateRequestBody, candidateRequestBody } from '@passerelle/shared/schemas/offers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { DateField } from '../../../components/form/date-field';
import { FormError } from '../../../components/form/form-error';
import { errorMessage } from '../../../lib/api-client';
import { lazyZodResolver } from '../../../lib/lazy-resolver';
import { invalidateRoutes } from '../../../lib/query-keys';
import { candidatesApi, MARKS_ROUTES } from '../api/candidates-api';

/** Validation with the shared schema, loaded at the first check (lib/lazy-resolver.ts). */
const candidateRequestBodyResolver = lazyZodResolver<Values, CandidateRequestBody>(() =>
  import('@passerelle/shared/schemas/offers').then((m) => m.candidateRequestBody),
);

type Values = z.input<typeof candidateRequestBody>;

/**
 * « Demander » (SPEC §2, §5): two dates, both required, then newDmdCond; afterwards — or when the server
 * already knows a pending request — the « Demande envoyée » mark. Made from an offer, it carries the offer's
 * id and dates. A pending account reads the server's 403 sentence (DECISIONS §3).
 */
export function RequestForm({
  clientId,
  candidateId,
  candidateName,
  requested,
  offreId,
  dates,
}: {
  clientId: number;
  candidateId: number;
  candidateName: string;
  /** The server says a request of this client for this candidate is pending. */
  requested: boolean;
  offreId?: number;
  /** Prefilled period (an offer's). */
  dates?: { date_debut: string; date_fin: string };
}) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const fields = useRef<HTMLDivElement>(null);
  const form = useForm<Values, unknown, CandidateRequestBody>({
    resolver: candidateRequestBodyResolver,
    defaultValues: {
      condidatId: candidateId,
      clientId,
      offreId: offreId ?? null,
      date_debut: dates?.date_debut ?? '',
      date_fin: dates?.date_fin ?? '',
    },
  });
  const start = useWatch({ control: form.control, name: 'date_debut' });
  const send = useMutation({
    mutationFn: candidatesApi.request,
    onSuccess: () => {
      void invalidateRoutes(queryClient, ...MARKS_ROUTES);
    },
  });
  // The dates are typed straight away: the first one has the focus when the form opens.
  useEffect(() => {
    if (open) fields.current?.querySelector<HTMLElement>('[role="spinbutton"], input')?.focus();
  }, [open]);

  if (requested || send.isSuccess) {
    return <Chip icon={<CheckCircle />} color="success" label={MSG.requestSent} sx={{ fontWeight: 600 }} />;
  }
  if (!open) {
    return (
      <Button
        variant="contained"
        startIcon={<SendOutlined />}
        onClick={() => setOpen(true)}
        aria-label={`Demander ${candidateName}`}
      >
        Demander
      </Button>
    );
  }
  return (
    <Box
      component="form"
      noValidate
      aria-label={`Demande pour ${candidateName}`}
      onSubmit={form.handleSubmit((values) => send.mutate(values))}
      sx={{ p: 2, borderRadius: 2, bgcolor: 'rgba(31,60,136,0.05)', width: '100%' }}
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
              setOpen(false);
              send.reset();
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
