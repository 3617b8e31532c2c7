import { zodResolver } from '@hookform/resolvers/zod';
import { Grid } from '@mui/material';
import { type Experience, experienceSchema, MSG } from '@passerelle/shared';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DateField } from '../form/date-field';
import { FormTextField } from '../form/form-text-field';
import { TagInput } from '../form/tag-input';
import { EntryForm } from './entry-form';

const EMPTY = { entreprise: '', lieu: '', date_debut: '', date_fin: '', domaine: '', fonction: '', description: '', tech: [] };

/** Adds one experience (SPEC §5: company, place, domain, function min 3; description min 10; dates). */
export function ExperienceForm({ onAdd }: { onAdd: (experience: Experience) => void }) {
  const form = useForm<z.input<typeof experienceSchema>, unknown, Experience>({
    resolver: zodResolver(experienceSchema),
    defaultValues: EMPTY,
  });
  return (
    <EntryForm
      label="Ajouter une expérience"
      submitLabel="Ajouter l'expérience"
      onSubmit={form.handleSubmit((values) => {
        onAdd(values);
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
          <DateField control={form.control} name="date_fin" label="Date de fin" />
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
