import { Checkbox, FormControlLabel, Grid } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import type { Experience, experienceSchema } from '@passerelle/shared/schemas/profiles';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { lazyZodResolver } from '../../lib/lazy-resolver';
import { DateField } from '../form/date-field';
import { FormTextField } from '../form/form-text-field';
import { TagInput } from '../form/tag-input';
import { EntryForm } from './entry-form';
import type { EntryFormProps } from './entry-form-props';

/** Validation with the shared schema, loaded at the first check (lib/lazy-resolver.ts). */
const experienceSchemaResolver = lazyZodResolver<Values, Experience>(() =>
  import('@passerelle/shared/schemas/profiles').then((m) => m.experienceSchema),
);

type Values = z.input<typeof experienceSchema>;

const EMPTY: Values = {
  entreprise: '',
  lieu: '',
  date_debut: '',
  date_fin: '',
  domaine: '',
  fonction: '',
  description: '',
  tech: [],
};

/**
 * Adds one experience, or changes the one given (SPEC §5: company, place, domain, function min 3;
 * description min 10; dates). « Poste actuel (en cours) » leaves the end date out (null). Mount it again
 * (a `key`) for another entry.
 */
export function ExperienceForm({ entry, onSubmit, onCancel }: EntryFormProps<Experience>) {
  const form = useForm<Values, unknown, Experience>({
    resolver: experienceSchemaResolver,
    defaultValues: entry ?? EMPTY,
  });
  const ongoing = useWatch({ control: form.control, name: 'date_fin' }) === null;
  return (
    <EntryForm
      label={entry ? "Modifier l'expérience" : 'Ajouter une expérience'}
      submitLabel={entry ? 'Valider la modification' : "Ajouter l'expérience"}
      onCancel={entry ? onCancel : undefined}
      onSubmit={form.handleSubmit((values) => {
        onSubmit(values);
        form.reset(EMPTY);
      })}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={form.control} name="entreprise" label="Entreprise" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={form.control} name="lieu" label="Lieu" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={form.control} name="domaine" label="Domaine" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={form.control} name="fonction" label="Fonction" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DateField control={form.control} name="date_debut" label="Date de début" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DateField control={form.control} name="date_fin" label="Date de fin" disabled={ongoing} />
          <FormControlLabel
            control={
              <Checkbox
                checked={ongoing}
                onChange={(event) =>
                  // The end date goes (null) or comes back empty; an error already shown is checked again.
                  form.setValue('date_fin', event.target.checked ? null : '', { shouldValidate: form.formState.isSubmitted })
                }
              />
            }
            label="Poste actuel (en cours)"
          />
        </Grid>
        <Grid size={12}>
          <FormTextField control={form.control} name="description" label="Description" multiline minRows={3} />
        </Grid>
        <Grid size={12}>
          <Controller
            control={form.control}
            name="tech"
            render={({ field, fieldState }) => (
              <TagInput
                label="Technologies utilisées"
                value={field.value ?? []}
                onChange={field.onChange}
                error={fieldState.error?.message}
                duplicateMessage={MSG.techDuplicate}
              />
            )}
          />
        </Grid>
      </Grid>
    </EntryForm>
  );
}
