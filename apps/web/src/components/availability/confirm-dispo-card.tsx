import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { availabilityApi } from '@passerelle/shared/routes/alerts';
import { candidateProfileApi, profilesApi } from '@passerelle/shared/routes/profiles';
import type { ConfirmDispoBody, confirmDispoBody } from '@passerelle/shared/schemas/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, call, errorMessage } from '../../lib/api-client';
import { type Availability, availabilityParts } from '../../lib/availability';
import { lazyZodResolver } from '../../lib/lazy-resolver';
import { invalidateRoutes } from '../../lib/query-keys';
import { DateField } from '../form/date-field';

/** The shared schema loads at the first check (lib/lazy-resolver.ts): the candidate's home paints without zod. */
const resolver = lazyZodResolver<z.input<typeof confirmDispoBody>, ConfirmDispoBody>(() =>
  import('@passerelle/shared/schemas/profiles').then((m) => m.confirmDispoBody),
);

const todayIso = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());

/**
 * « Je confirme ma disponibilité » (DECISIONS §6.2), on the candidate's home and profile: the date and
 * the days a week, confirmed in one click; a confirmed availability comes first in the clients' searches.
 */
export function ConfirmDispoCard({ availability }: { availability: Availability }) {
  const queryClient = useQueryClient();
  const today = todayIso();
  const form = useForm<z.input<typeof confirmDispoBody>, unknown, ConfirmDispoBody>({
    resolver,
    defaultValues: { dispo: availability.dispo < today ? today : availability.dispo, jours_semaine: availability.jours_semaine },
  });
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
          onSubmit={form.handleSubmit((body) => confirm.mutate(body))}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <DateField control={form.control} name="dispo" label="Disponible le" minDate={today} />
          <Controller
            control={form.control}
            name="jours_semaine"
            render={({ field }) => (
              <TextField
                select
                label="Jours par semaine"
                value={field.value}
                onChange={(e) => field.onChange(Number(e.target.value))}
                sx={{ minWidth: 190 }}
              >
                {[1, 2, 3, 4, 5].map((n) => (
                  <MenuItem key={n} value={n}>
                    {n} {n > 1 ? 'jours' : 'jour'} par semaine
                  </MenuItem>
                ))}
              </TextField>
            )}
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
