import { zodResolver } from '@hookform/resolvers/zod';
import { Grid } from '@mui/material';
import { type Formation, formationSchema } from '@passerelle/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DateField } from '../form/date-field';
import { FormTextField } from '../form/form-text-field';
import { EntryForm } from './entry-form';

const EMPTY = { nom: '', ecole: '', date_debut: '', date_fin: '' };

/** Adds one education entry (SPEC §5: diploma and school min 3, both dates, end not before start). */
export function FormationForm({ onAdd }: { onAdd: (formation: Formation) => void }) {
  const form = useForm<z.input<typeof formationSchema>, unknown, Formation>({
    resolver: zodResolver(formationSchema),
    defaultValues: EMPTY,
  });
  return (
    <EntryForm
      label="Ajouter une formation"
      submitLabel="Ajouter la formation"
      onSubmit={form.handleSubmit((values) => {
        onAdd(values);
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
