import { Box, Grid, Typography } from '@mui/material';
import { parisToday } from '@passerelle/shared/dates';
import { CLIENT_TYPE_LABELS } from '@passerelle/shared/enums';
import type { clientProfileFormSchema } from '@passerelle/shared/schemas/profiles';
import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import { DateField } from '../form/date-field';
import { FormTextField } from '../form/form-text-field';
import { optionsOf, SelectField } from '../form/select-field';

/** The company profile's fields (SPEC §2, §5), as onboarding and the profile editor both show them. */
type Values = z.input<typeof clientProfileFormSchema>;

export function ClientProfileFields({ control }: { control: Control<Values> }) {
  return (
    <>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="nom" label="Nom" autoComplete="family-name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="prenom" label="Prénom" autoComplete="given-name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectField control={control} name="type_client" label="Type de client" options={optionsOf(CLIENT_TYPE_LABELS)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="nom_ent" label="Nom de l'entreprise" autoComplete="organization" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DateField control={control} name="date_creation" label="Date de création" maxDate={parisToday()} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="secteur" label="Secteur d'activité" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="tel" label="Téléphone" type="tel" autoComplete="tel" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="site_web" label="Site web (facultatif)" type="url" autoComplete="url" />
        </Grid>
      </Grid>
      <FormTextField control={control} name="resume" label="Présentation (facultatif)" multiline minRows={3} />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="h5" sx={{ p: 0, mb: 0.5 }}>
          Facturation
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          L’adresse et le numéro SIREN de votre entreprise figurent sur vos factures : ils sont nécessaires pour valider les
          comptes rendus d’activité de vos missions.
        </Typography>
        <Grid container spacing={2}>
          <Grid size={12}>
            <FormTextField control={control} name="adresse" label="Adresse (numéro et rue)" autoComplete="address-line1" />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormTextField
              control={control}
              name="code_postal"
              label="Code postal"
              autoComplete="postal-code"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 8 }}>
            <FormTextField control={control} name="ville" label="Ville" autoComplete="address-level2" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="siren"
              label="Numéro SIREN"
              helperText="9 chiffres, sur votre extrait Kbis"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Grid>
        </Grid>
      </Box>
    </>
  );
}
