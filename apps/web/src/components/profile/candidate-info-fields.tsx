import { Grid } from '@mui/material';
import { parisToday } from '@passerelle/shared/dates';
import { NIV_ETUDE_LABELS, NIV_EXP_LABELS, SEX_LABELS } from '@passerelle/shared/enums';
import type { candidateInfoFields } from '@passerelle/shared/schemas/profiles';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { DateField } from '../form/date-field';
import { FormTextField } from '../form/form-text-field';
import { RadioField } from '../form/radio-field';
import { optionsOf, SelectField } from '../form/select-field';
import { SkillsField } from '../form/skills-field';

/**
 * The candidate's profile fields in SPEC §2's order (names, sex, birth date, [phone], presentation,
 * study level, experience, title, skills, availability, the rate it proposes), for onboarding (with the phone) and the
 * 'Modifier mes info' panel (without it).
 */
type Name = keyof z.input<typeof candidateInfoFields> | 'tel';

export function CandidateInfoFields<T extends FieldValues>({
  control,
  withPhone = false,
}: {
  control: Control<T>;
  withPhone?: boolean;
}) {
  // The two forms hold these fields (their schemas extend candidateInfoFields): the names are theirs.
  const n = (name: Name) => name as FieldPath<T>;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name={n('nom')} label="Nom" autoComplete="family-name" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name={n('prenom')} label="Prénom" autoComplete="given-name" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <RadioField control={control} name={n('sex')} label="Sexe" options={optionsOf(SEX_LABELS)} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <DateField control={control} name={n('date_naiss')} label="Date de naissance" maxDate={parisToday()} />
      </Grid>
      {withPhone && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name={n('tel')} label="Téléphone" type="tel" autoComplete="tel" />
        </Grid>
      )}
      <Grid size={12}>
        <FormTextField control={control} name={n('resume')} label="Présentation (facultatif)" multiline minRows={3} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectField control={control} name={n('niv_etude')} label="Niveau d’études" options={optionsOf(NIV_ETUDE_LABELS)} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectField control={control} name={n('niv_exp')} label="Années d’expérience" options={optionsOf(NIV_EXP_LABELS)} />
      </Grid>
      <Grid size={12}>
        <FormTextField control={control} name={n('titre')} label="Titre du profil" placeholder="Développeuse React senior" />
      </Grid>
      <Grid size={12}>
        <SkillsField control={control} name={n('skills')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <DateField control={control} name={n('dispo')} label="Date de disponibilité" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {/* The rate the freelancer proposes (DECISIONS §6.8): the staff set the final one. */}
        <FormTextField
          control={control}
          name={n('tjm_souhaite')}
          label="TJM souhaité (€ / jour)"
          helperText="Facultatif. L’équipe Passerelle fixe le TJM définitif avec vous."
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Grid>
    </Grid>
  );
}
