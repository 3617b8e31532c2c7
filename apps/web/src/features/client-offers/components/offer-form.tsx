import { Alert, Box, Button, Card, CardContent, Grid, InputAdornment, Stack, Typography } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import type { OfferFields, offerFields } from '@passerelle/shared/schemas/offers';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { DateField } from '../../../components/form/date-field';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { TagInput } from '../../../components/form/tag-input';
import { lazyZodResolver } from '../../../lib/lazy-resolver';

/** Validation with the shared schema, loaded at the first check (lib/lazy-resolver.ts). */
const offerFieldsResolver = lazyZodResolver<OfferFormValues, OfferFields>(() =>
  import('@passerelle/shared/schemas/offers').then((m) => m.offerFields),
);

export type OfferFormValues = z.input<typeof offerFields>;

export const EMPTY_OFFER: OfferFormValues = { titre: '', description: '', budget: '', date_debut: '', date_fin: '', tech: [] };

/**
 * The offer form of /dashb/offre-crt and /dashb/offre-edt/{id} (SPEC §5 Offer form): the rules and their
 * messages are offerFields' — titre, description, the budget's three rules (required, a number, 1 to 9
 * digits), both dates, at least one technology.
 */
export function OfferForm({
  title,
  defaultValues,
  submitLabel,
  pending,
  error,
  success,
  onSubmit,
  cancel,
}: {
  title: string;
  defaultValues: OfferFormValues;
  submitLabel: string;
  pending: boolean;
  error: string | null;
  success: string | null;
  onSubmit: (values: OfferFields) => void;
  cancel: React.ReactNode;
}) {
  const form = useForm<OfferFormValues, unknown, OfferFields>({ resolver: offerFieldsResolver, defaultValues });
  const start = useWatch({ control: form.control, name: 'date_debut' });

  return (
    <Card variant="outlined">
      <CardContent sx={{ p: { xs: 2, md: 4 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' }, mb: 3 }}>
          {title}
        </Typography>
        <Box component="form" noValidate onSubmit={form.handleSubmit(onSubmit)}>
          <Stack spacing={2.5}>
            <FormTextField control={form.control} name="titre" label="Titre de l'offre" autoFocus />
            <FormTextField
              control={form.control}
              name="description"
              label="Description"
              multiline
              minRows={6}
              helperText="La mission, le contexte, les livrables : les retours à la ligne sont conservés."
            />
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 4 }}>
                <FormTextField
                  control={form.control}
                  name="budget"
                  label="Budget (TJM)"
                  inputMode="numeric"
                  slotProps={{ input: { endAdornment: <InputAdornment position="end">€ / jour</InputAdornment> } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                <DateField control={form.control} name="date_debut" label="Date de début" />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                <DateField control={form.control} name="date_fin" label="Date de fin" minDate={start || undefined} />
              </Grid>
            </Grid>
            <Controller
              control={form.control}
              name="tech"
              render={({ field, fieldState }) => (
                <TagInput
                  label="Technologies"
                  value={field.value ?? []}
                  onChange={field.onChange}
                  error={fieldState.error?.message ?? fieldState.error?.root?.message}
                  duplicateMessage={MSG.techDuplicate}
                  placeholder="React, Java, AWS…"
                />
              )}
            />
            <FormError message={error} />
            {success && (
              <Alert severity="success" role="status">
                {success}
              </Alert>
            )}
            <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
              {cancel}
              <Button type="submit" variant="contained" size="large" loading={pending} disabled={Boolean(success)}>
                {submitLabel}
              </Button>
            </Stack>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
