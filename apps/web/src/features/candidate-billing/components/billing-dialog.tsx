import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { REGIME_TVA_LABELS, REGIMES_TVA, type RegimeTva } from '@passerelle/shared/billing';
import { MSG } from '@passerelle/shared/messages';
import { billingApi } from '@passerelle/shared/routes/billing';
import type { Facturation, SetFacturationBody } from '@passerelle/shared/schemas/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { invalidateRoutes } from '../../../lib/query-keys';
import { saveBilling } from '../api/billing-api';

type Field = 'raison_sociale' | 'siret' | 'adresse' | 'code_postal' | 'ville' | 'tva_intra' | 'iban' | 'bic';

const LABELS: Record<Field, string> = {
  raison_sociale: 'Raison sociale',
  siret: 'SIRET (14 chiffres)',
  adresse: 'Adresse',
  code_postal: 'Code postal',
  ville: 'Ville',
  tva_intra: 'N° de TVA intracommunautaire',
  iban: 'IBAN',
  bic: 'BIC',
};

/**
 * The billing identity's form (DECISIONS §6.6). The server checks each number with its rule (SIRET and SIREN keys,
 * the VAT number of that SIREN, IBAN and BIC) and names the field it refuses; the IBAN is never sent back whole:
 * left empty, the stored one is kept.
 */
export function BillingDialog({
  open,
  current,
  onClose,
  onSaved,
}: {
  open: boolean;
  current: Facturation;
  onClose: () => void;
  onSaved: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const queryClient = useQueryClient();
  const titleId = useId();
  const [values, setValues] = useState<Record<Field, string>>({
    raison_sociale: current.raison_sociale ?? '',
    siret: current.siret ?? '',
    adresse: current.adresse ?? '',
    code_postal: current.code_postal ?? '',
    ville: current.ville ?? '',
    tva_intra: current.tva_intra ?? '',
    iban: '',
    bic: current.bic ?? '',
  });
  const [regime, setRegime] = useState<RegimeTva>(current.regime_tva ?? 'franchise');
  const [mandat, setMandat] = useState(current.mandat);
  const save = useMutation({
    mutationFn: (body: SetFacturationBody) => saveBilling(body),
    onSuccess: async () => {
      await invalidateRoutes(queryClient, billingApi.cd.getFacturation, billingApi.cd.getFactures);
      onSaved();
    },
  });
  const errors = save.error instanceof ApiError ? save.error.errors : {};
  const hasStoredIban = current.iban !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      ...values,
      regime_tva: regime,
      tva_intra: regime === 'assujetti' ? values.tva_intra : null,
      iban: values.iban.trim() === '' && hasStoredIban ? undefined : values.iban,
      mandat,
    });
  };

  const field = (name: Field, props: { autoComplete?: string; helper?: string; placeholder?: string } = {}) => (
    <TextField
      key={name}
      name={name}
      label={LABELS[name]}
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      required={!(name === 'iban' && hasStoredIban)}
      fullWidth
      autoComplete={props.autoComplete}
      placeholder={props.placeholder}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? props.helper ?? ' '}
    />
  );

  return (
    <Dialog
      open={open}
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>Ma facturation</DialogTitle>
        <DialogContent>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Ces informations figurent sur les factures que Passerelle émet en votre nom (autofacturation) et servent au virement
            de vos paiements.
          </Typography>
          <Stack spacing={1}>
            {field('raison_sociale', { autoComplete: 'organization' })}
            {field('siret', { helper: 'Le numéro de votre établissement, sur votre avis de situation Sirene.' })}
            {field('adresse', { autoComplete: 'street-address' })}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
              <Stack sx={{ flex: { sm: '0 0 150px' } }}>{field('code_postal', { autoComplete: 'postal-code' })}</Stack>
              <Stack sx={{ flex: 1 }}>{field('ville', { autoComplete: 'address-level2' })}</Stack>
            </Stack>
            <FormControl>
              <FormLabel id={`${titleId}-regime`}>Régime de TVA</FormLabel>
              <RadioGroup aria-labelledby={`${titleId}-regime`} value={regime} onChange={(_, v) => setRegime(v as RegimeTva)}>
                {REGIMES_TVA.map((value) => (
                  <FormControlLabel key={value} value={value} control={<Radio />} label={REGIME_TVA_LABELS[value]} />
                ))}
              </RadioGroup>
            </FormControl>
            {regime === 'assujetti' && field('tva_intra', { placeholder: 'FR00123456789' })}
            {field('iban', {
              autoComplete: 'off',
              placeholder: current.iban ?? 'FR76 …',
              helper: hasStoredIban ? `Laissez vide pour garder l’IBAN enregistré (${current.iban}).` : undefined,
            })}
            {field('bic', { placeholder: 'AGRIFRPP' })}
            <FormControl error={Boolean(errors.mandat)}>
              <FormControlLabel
                control={<Checkbox checked={mandat} onChange={(e) => setMandat(e.target.checked)} />}
                label={
                  <Typography variant="body2">
                    Je donne mandat à Passerelle d’établir et d’émettre en mon nom et pour mon compte les factures de mes
                    prestations réalisées par la plateforme (autofacturation, art. 289-I-2 du CGI). Je reçois chaque facture et
                    peux la contester sous 15 jours ; je reste redevable de la TVA qui y figure.
                  </Typography>
                }
              />
              {errors.mandat && <FormHelperText>{errors.mandat}</FormHelperText>}
            </FormControl>
            <FormError message={save.isError && Object.keys(errors).length === 0 ? errorMessage(save.error, MSG.failed) : null} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            Annuler
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            Enregistrer
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
