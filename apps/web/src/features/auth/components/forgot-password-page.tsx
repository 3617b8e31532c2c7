import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { type ForgetPassBody, forgetPassBody, MSG } from '@passerelle/shared';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { authApi } from '../api/auth-api';
import { MailSent } from './mail-sent';

/** /forget-pass (SPEC §2): the e-mail, then 'reset e-mail sent' with a resend button. */
export function ForgotPasswordPage() {
  useDocumentTitle('Mot de passe oublié');
  const form = useForm<z.input<typeof forgetPassBody>, unknown, ForgetPassBody>({
    resolver: zodResolver(forgetPassBody),
    defaultValues: { email: '' },
  });
  const ask = useMutation({ mutationFn: authApi.forgotPassword });

  if (ask.isSuccess) {
    const email = form.getValues('email');
    return (
      <AuthLayout title="E-mail de réinitialisation envoyé">
        <MailSent
          email={email}
          text="S'il correspond à un compte Passerelle, il contient un lien pour choisir un nouveau mot de passe, valable une heure."
          resend={() => authApi.forgotPassword({ email })}
          failure={MSG.resendFailed}
        />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="Mot de passe oublié"
      subtitle="Indiquez votre e-mail : nous vous enverrons un lien pour choisir un nouveau mot de passe."
    >
      <Box component="form" noValidate onSubmit={form.handleSubmit((values) => ask.mutate(values))}>
        <Stack spacing={2.5}>
          <FormTextField control={form.control} name="email" label="E-mail" type="email" autoComplete="email" autoFocus />
          <FormError message={ask.isError ? errorMessage(ask.error) : null} />
          <Button type="submit" variant="contained" size="large" loading={ask.isPending}>
            Envoyer le lien
          </Button>
          <Typography sx={{ textAlign: 'center' }}>
            <Link component={RouterLink} to={paths.login}>
              Retour à la connexion
            </Link>
          </Typography>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
