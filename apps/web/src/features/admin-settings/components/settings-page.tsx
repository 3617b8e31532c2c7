import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  FormHelperText,
  InputAdornment,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { formatIban } from '@passerelle/shared/bank-codes';
import { MSG } from '@passerelle/shared/messages';
import type { ReglagesResponse, SetReglagesBody, setReglagesBody } from '@passerelle/shared/schemas/settings';
import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { PageBanner } from '../../../components/page-banner';
import { QueryState } from '../../../components/query-state';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { lazyZodResolver } from '../../../lib/lazy-resolver';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useReglages, useSaveReglages } from '../api/settings-api';

type Values = z.input<typeof setReglagesBody>;

/** Validation with the shared schema, loaded at the first check (lib/lazy-resolver.ts). */
const resolver = lazyZodResolver<Values, SetReglagesBody>(() =>
  import('@passerelle/shared/schemas/settings').then((m) => m.setReglagesBody),
);

/** Numbers as a French field shows them: « 12,15 ». */
const frenchNumber = (value: number) => String(value).replace('.', ',');

const valuesOf = (r: ReglagesResponse): Values => ({
  transparence_tarifs: r.transparence_tarifs,
  delai_validation_cra: String(r.delai_validation_cra),
  delai_paiement: String(r.delai_paiement),
  taux_penalites: frenchNumber(r.taux_penalites),
  emetteur_iban: r.emetteur_iban ? formatIban(r.emetteur_iban) : '',
  emetteur_bic: r.emetteur_bic ?? '',
});

/**
 * /dashb/reglages (root only, DECISIONS §6.5): rate transparency, the CRA deadline, the payment delay, the
 * late-payment penalty rate and the platform's payout account. Each change is kept in the audit log.
 */
export function SettingsPage() {
  useDocumentTitle('Réglages');
  const reglages = useReglages();
  return (
    <Box>
      <PageBanner title="Réglages" />
      <QueryState
        isPending={reglages.isPending}
        error={reglages.error}
        onRetry={() => reglages.refetch()}
        fallback={MSG.fetchFailed}
      >
        {reglages.data && <SettingsForm current={reglages.data} />}
      </QueryState>
    </Box>
  );
}

const days = (unit: string) => ({
  input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
  htmlInput: { inputMode: 'numeric' as const },
});

function SettingsForm({ current }: { current: ReglagesResponse }) {
  const transparencyHelp = useId();
  const save = useSaveReglages();
  const form = useForm<Values, unknown, SetReglagesBody>({ resolver, defaultValues: valuesOf(current) });
  const { reset } = form;
  useEffect(() => reset(valuesOf(current)), [current, reset]);
  const serverErrors = save.error instanceof ApiError ? (save.error.errors ?? {}) : {};
  const busy = save.isPending;
  return (
    <Card variant="outlined" sx={{ maxWidth: 760 }}>
      <CardContent>
        <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
          <Stack spacing={3}>
            <Box component="section" aria-labelledby="reglages-tarifs">
              <Typography id="reglages-tarifs" component="h2" variant="h4" sx={{ mb: 1 }}>
                Tarifs
              </Typography>
              <Controller
                control={form.control}
                name="transparence_tarifs"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Switch
                        checked={Boolean(field.value)}
                        disabled={busy}
                        onChange={(_, value) => field.onChange(value)}
                        slotProps={{ input: { 'aria-describedby': transparencyHelp } }}
                      />
                    }
                    label="Transparence des tarifs"
                  />
                )}
              />
              <FormHelperText id={transparencyHelp} sx={{ ml: 0 }}>
                Activée, le freelance voit le TJM payé par le client à côté du sien ; désactivée, il ne voit que le sien.
              </FormHelperText>
            </Box>

            <Box component="section" aria-labelledby="reglages-delais">
              <Typography id="reglages-delais" component="h2" variant="h4" sx={{ mb: 2 }}>
                Délais et pénalités
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <FormTextField
                  control={form.control}
                  name="delai_validation_cra"
                  label="Validation des CRA"
                  helperText="Jours ouvrés avant la validation automatique (1 à 20)"
                  serverError={serverErrors.delai_validation_cra}
                  disabled={busy}
                  slotProps={days('jours ouvrés')}
                />
                <FormTextField
                  control={form.control}
                  name="delai_paiement"
                  label="Délai de paiement"
                  helperText="Jours entre la facture et son échéance (0 à 60)"
                  serverError={serverErrors.delai_paiement}
                  disabled={busy}
                  slotProps={days('jours')}
                />
              </Stack>
              <FormTextField
                control={form.control}
                name="taux_penalites"
                label="Taux des pénalités de retard"
                helperText="Taux annuel ; 12,15 % par défaut (taux de la BCE + 10 points)"
                serverError={serverErrors.taux_penalites}
                disabled={busy}
                sx={{ mt: 2 }}
                slotProps={{
                  input: { endAdornment: <InputAdornment position="end">% par an</InputAdornment> },
                  htmlInput: { inputMode: 'decimal' },
                }}
              />
            </Box>

            <Box component="section" aria-labelledby="reglages-compte">
              <Typography id="reglages-compte" component="h2" variant="h4" sx={{ mb: 1 }}>
                Compte de versement
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                Le compte de la plateforme d’où partent les virements aux freelances. L’identité de l’émetteur des factures reste
                celle de la configuration du serveur.
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <FormTextField
                  control={form.control}
                  name="emetteur_iban"
                  label="IBAN"
                  helperText="Vide : aucun compte"
                  serverError={serverErrors.emetteur_iban}
                  disabled={busy}
                  sx={{ flex: 2 }}
                  slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
                />
                <FormTextField
                  control={form.control}
                  name="emetteur_bic"
                  label="BIC"
                  serverError={serverErrors.emetteur_bic}
                  disabled={busy}
                  sx={{ flex: 1 }}
                  slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
                />
              </Stack>
            </Box>

            {save.isSuccess && <Alert severity="success">{MSG.reglagesSaved}</Alert>}
            <FormError message={save.isError ? errorMessage(save.error, MSG.failed) : null} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <Button type="submit" variant="contained" loading={busy}>
                Enregistrer
              </Button>
              {current.modifie_le && (
                <Typography variant="body2" color="text.secondary">
                  Dernière modification le {formatDateTime(current.modifie_le)}
                  {current.modifie_par && ` par ${current.modifie_par.prenom} ${current.modifie_par.nom}`.trimEnd()}
                </Typography>
              )}
            </Stack>
          </Stack>
        </form>
      </CardContent>
    </Card>
  );
}
