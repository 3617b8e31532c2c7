import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { parisToday } from '@passerelle/shared/dates';
import { availabilityApi } from '@passerelle/shared/routes/alerts';
import { candidateProfileApi, profilesApi } from '@passerelle/shared/routes/profiles';
import type { ConfirmDispoBody } from '@passerelle/shared/schemas/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { ApiError, call, errorMessage } from '../../lib/api-client';
import { type Availability, availabilityParts } from '../../lib/availability';
import { invalidateRoutes } from '../../lib/query-keys';
import { DateInput } from '../form/date-input';
import { OutlinedField } from '../form/outlined-field';

/**
 * The date's message by the shared schema, loaded at the first check (the candidate's home paints without
 * zod nor a form library: two fields need neither): undefined when the body is valid.
 */
async function check(body: { dispo: string; jours_semaine: number }): Promise<{ body?: ConfirmDispoBody; dispo?: string }> {
  const { confirmDispoBody } = await import('@passerelle/shared/schemas/profiles');
  const parsed = confirmDispoBody.safeParse(body);
  if (parsed.success) return { body: parsed.data };
  return { dispo: parsed.error.issues.find((issue) => issue.path[0] === 'dispo')?.message ?? parsed.error.issues[0]?.message };
}

/**
 * « Je confirme ma disponibilité » (DECISIONS §6.2), on the candidate's home and profile: the date and
 * the days a week, confirmed in one click; a confirmed availability comes first in the clients' searches.
 */
export function ConfirmDispoCard({ availability }: { availability: Availability }) {
  const queryClient = useQueryClient();
  const today = parisToday();
  const [dispo, setDispo] = useState(availability.dispo < today ? today : availability.dispo);
  const [jours, setJours] = useState(availability.jours_semaine);
  // As react-hook-form did: the date's message after a first attempt, checked again at each change.
  const [dispoError, setDispoError] = useState<string>();
  const submitted = useRef(false);
  const dateInput = useRef<HTMLInputElement | null>(null);
  const recheck = (next: { dispo: string; jours_semaine: number }) => {
    if (submitted.current) void check(next).then((result) => setDispoError(result.dispo));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    const result = await check({ dispo, jours_semaine: jours });
    setDispoError(result.dispo);
    if (result.body) confirm.mutate(result.body);
    else dateInput.current?.focus();
  };
  const confirm = useMutation({
    mutationFn: (body: ConfirmDispoBody) => call(availabilityApi.confirmDispo, body),
    onSuccess: () => invalidateRoutes(queryClient, profilesApi.getUserCondInf, candidateProfileApi.myprofile),
  });
  const p = availabilityParts(confirm.data ?? availability);
  const serverField = confirm.error instanceof ApiError ? confirm.error.errors.dispo : undefined;
  return (
    <Card variant="outlined" component="section" aria-label="Ma disponibilité">
      <CardContent>
        <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
          Ma disponibilité
        </Typography>
        <Typography sx={{ mb: 2 }}>
          {p.dispo} · {p.jours} ·{' '}
          <Box component="strong" sx={{ color: p.confirmed ? 'success.dark' : 'warning.dark' }}>
            {p.freshness}
          </Box>
        </Typography>
        <Stack
          component="form"
          noValidate
          aria-label="Confirmer ma disponibilité"
          onSubmit={(event) => void submit(event)}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <DateInput
            label="Disponible le"
            minDate={today}
            error={dispoError}
            field={{
              name: 'dispo',
              value: dispo,
              onChange: (next) => {
                setDispo(next);
                recheck({ dispo: next, jours_semaine: jours });
              },
              onBlur: () => undefined,
              ref: (element) => {
                dateInput.current = element;
              },
            }}
          />
          <OutlinedField
            label="Jours par semaine"
            name="jours_semaine"
            value={jours}
            onChange={(e) => setJours(Number(e.target.value))}
            shrink
            root={{ sx: { minWidth: 190 } }}
            options={[1, 2, 3, 4, 5].map((n) => (
              <option key={n} value={n}>
                {n} {n > 1 ? 'jours' : 'jour'} par semaine
              </option>
            ))}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            sx={{ height: 56, flexShrink: 0, whiteSpace: 'nowrap' }}
            loading={confirm.isPending}
          >
            Je confirme ma disponibilité
          </Button>
        </Stack>
        {confirm.isSuccess && (
          <Alert severity="success" sx={{ mt: 2 }}>
            Merci : votre disponibilité est confirmée. Les entreprises vous voient en priorité.
          </Alert>
        )}
        {confirm.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {serverField ?? errorMessage(confirm.error)}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
