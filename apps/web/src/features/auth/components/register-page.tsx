import { zodResolver } from '@hookform/resolvers/zod';
import BusinessCenterOutlined from '@mui/icons-material/BusinessCenterOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import {
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Link,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { MSG, type RegisterBody, registerBody } from '@passerelle/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { PasswordField } from '../../../components/form/password-field';
import { PasswordStrength } from '../../../components/form/password-strength';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { authApi } from '../api/auth-api';
import { MailSent } from './mail-sent';
import { RegisterSteps } from './register-steps';
import { TermsDialog } from './terms-dialog';

type Values = z.input<typeof registerBody>;

const ACCOUNT_TYPES = [
  {
    value: 'client',
    label: 'Je recrute',
    detail: 'ESN ou client final : trouvez des profils disponibles',
    icon: BusinessCenterOutlined,
  },
  {
    value: 'condidat',
    label: 'Je cherche une mission',
    detail: 'Candidat : des missions 100 % à distance',
    icon: PersonSearchOutlined,
  },
] as const;

/** `?sel=client|candidat` preselects the type (the API spells the candidate type `condidat`). */
function preselected(sel: string | null): Values['type_cmpt'] | undefined {
  if (sel === 'client') return 'client';
  if (sel === 'candidat') return 'condidat';
  return undefined;
}

/** /register (SPEC §2): account type, e-mail, password twice, terms; then 'mail sent' with 'resend'. */
export function RegisterPage() {
  useDocumentTitle('Inscription');
  const [params] = useSearchParams();
  const [termsOpen, setTermsOpen] = useState(false);
  const form = useForm<Values, unknown, RegisterBody>({
    resolver: zodResolver(registerBody),
    defaultValues: {
      type_cmpt: preselected(params.get('sel')),
      email: '',
      password: '',
      confirmPassword: '',
      cgu: false as unknown as true,
    },
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const register = useMutation({ mutationFn: authApi.register });

  if (register.isSuccess) {
    const { data, token } = register.data;
    return (
      <AuthLayout title="Vérifiez votre boîte mail">
        <RegisterSteps active={1} />
        <MailSent
          email={data.email}
          text="Cliquez sur le lien qu'il contient pour valider votre adresse et compléter votre profil. Le lien est valable 48 heures."
          resend={() => authApi.resendMail(token)}
          failure={MSG.resendFailed}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Créer un compte" subtitle="Rejoignez Passerelle en moins d'une minute." wide>
      <RegisterSteps active={0} />
      <Box component="form" noValidate onSubmit={form.handleSubmit((values) => register.mutate(values))}>
        <Stack spacing={2.5}>
          <Controller
            control={form.control}
            name="type_cmpt"
            render={({ field, fieldState }) => (
              <FormControl error={Boolean(fieldState.error)} component="fieldset">
                <FormLabel component="legend" sx={{ mb: 1 }}>
                  Type de compte
                </FormLabel>
                <RadioGroup
                  {...field}
                  value={field.value ?? ''}
                  sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, gap: 1.5 }}
                >
                  {ACCOUNT_TYPES.map(({ value, label, detail, icon: Icon }) => (
                    <FormControlLabel
                      key={value}
                      value={value}
                      control={<Radio />}
                      sx={{
                        m: 0,
                        p: 1.5,
                        pr: 2,
                        border: 2,
                        borderRadius: 2,
                        borderColor: field.value === value ? 'primary.main' : 'divider',
                        bgcolor: field.value === value ? 'rgba(31,60,136,0.05)' : 'transparent',
                        alignItems: 'flex-start',
                      }}
                      label={
                        <Box sx={{ pt: 0.75 }}>
                          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 600 }}>
                            <Icon fontSize="small" color="primary" aria-hidden /> {label}
                          </Box>
                          <Typography variant="body2" color="text.secondary">
                            {detail}
                          </Typography>
                        </Box>
                      }
                    />
                  ))}
                </RadioGroup>
                {fieldState.error && <FormHelperText role="alert">{fieldState.error.message}</FormHelperText>}
              </FormControl>
            )}
          />
          <FormTextField control={form.control} name="email" label="E-mail" type="email" autoComplete="email" />
          <PasswordField
            control={form.control}
            name="password"
            label="Mot de passe"
            autoComplete="new-password"
            helperText="6 caractères au moins"
          />
          <PasswordStrength password={password ?? ''} />
          <PasswordField
            control={form.control}
            name="confirmPassword"
            label="Confirmation du mot de passe"
            autoComplete="new-password"
          />
          <Controller
            control={form.control}
            name="cgu"
            render={({ field, fieldState }) => (
              <FormControl error={Boolean(fieldState.error)}>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={Boolean(field.value)}
                      onChange={(e) => field.onChange(e.target.checked)}
                      onBlur={field.onBlur}
                    />
                  }
                  label={
                    <span>
                      J'accepte les{' '}
                      <Link
                        component="button"
                        type="button"
                        onClick={() => setTermsOpen(true)}
                        sx={{ verticalAlign: 'baseline' }}
                      >
                        conditions générales d'utilisation
                      </Link>
                    </span>
                  }
                />
                {fieldState.error && <FormHelperText role="alert">{fieldState.error.message}</FormHelperText>}
              </FormControl>
            )}
          />
          <FormError message={register.isError ? errorMessage(register.error, MSG.registerFailed) : null} />
          <Button type="submit" variant="contained" size="large" loading={register.isPending}>
            Créer mon compte
          </Button>
          <Typography sx={{ textAlign: 'center' }}>
            Déjà inscrit ?{' '}
            <Link component={RouterLink} to={paths.login}>
              Connectez-vous
            </Link>
          </Typography>
        </Stack>
      </Box>
      <TermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
    </AuthLayout>
  );
}
