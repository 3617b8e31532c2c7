import { Grid } from '@mui/material';
import type { Formation, formationSchema } from '@passerelle/shared/schemas/profiles';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { lazyZodResolver } from '../../lib/lazy-resolver';
import { DateField } from '../form/date-field';
import { FormTextField } from '../form/form-text-field';
import { EntryForm } from './entry-form';
import type { EntryFormProps } from './entry-form-props';

/** Validation with the shared schema, loaded at the first check (lib/lazy-resolver.ts). */
const formationSchemaResolver = lazyZodResolver<z.input<typeof formationSchema>, Formation>(() =>
  import('@passerelle/shared/schemas/profiles').then((m) => m.formationSchema),
);

const EMPTY = { nom: '', ecole: '', date_debut: '', date_fin: '' };

/**
 * Adds one education entry, or changes the one given (SPEC §5: diploma and school min 3, both dates, end
 * not before start). Mount it again (a `key`) for another entry.
 */
export function FormationForm({ entry, onSubmit, onCancel }: EntryFormProps<Formation>) {
  const form = useForm<z.input<typeof formationSchema>, unknown, Formation>({
    resolver: formationSchemaResolver,
    defaultValues: entry ?? EMPTY,
  });
  return (
    <EntryForm
      label={entry ? 'Modifier la formation' : 'Ajouter une formation'}
      submitLabel={entry ? 'Valider la modification' : 'Ajouter la formation'}
      onCancel={entry ? onCancel : undefined}
      onSubmit={form.handleSubmit((values) => {
        onSubmit(values);
        form.reset(EMPTY);
      })}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={form.control} name="nom" label="Diplôme" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={form.control} name="ecole" label="École" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DateField control={form.control} name="date_debut" label="Date de début" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DateField control={form.control} name="date_fin" label="Date de fin" />
        </Grid>
      </Grid>
    </EntryForm>
  );
}
