import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { REDIRECT_DELAY_MS, type ResetPassBody, resetPassBody } from '@passerelle/shared';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { FormError } from '../../../components/form/form-error';
import { PasswordField } from '../../../components/form/password-field';
import { PasswordStrength } from '../../../components/form/password-strength';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { authApi } from '../api/auth-api';

/** /acc/rst-pass/{token} (SPEC §2): new password twice; a success banner, then /login after 1 s. */
export function ResetPasswordPage() {
  useDocumentTitle('Nouveau mot de passe');
  const { id: token } = useParams();
  const navigate = useNavigate();
  const form = useForm<z.input<typeof resetPassBody>, unknown, ResetPassBody>({
    resolver: zodResolver(resetPassBody),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const reset = useMutation({
    mutationFn: (values: ResetPassBody) => authApi.resetPassword(token ?? '', values),
    onSuccess: () => setTimeout(() => navigate(paths.login, { replace: true }), REDIRECT_DELAY_MS.passwordReset),
  });

  if (!token) return <Navigate to={paths.home} replace />;
  return (
    <AuthLayout title="Choisissez un nouveau mot de passe">
      {reset.isSuccess ? (
        <Alert severity="success" role="status">
          Votre mot de passe a été modifié avec succès. Redirection vers la connexion…
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={form.handleSubmit((values) => reset.mutate(values))}>
          <Stack spacing={2.5}>
            <PasswordField
              control={form.control}
              name="password"
              label="Nouveau mot de passe"
              autoComplete="new-password"
              autoFocus
            />
            <PasswordStrength password={password ?? ''} />
            <PasswordField control={form.control} name="confirmPassword" label="Confirmation" autoComplete="new-password" />
            <FormError message={reset.isError ? errorMessage(reset.error) : null} />
            <Button type="submit" variant="contained" size="large" loading={reset.isPending}>
              Enregistrer
            </Button>
            <Typography sx={{ textAlign: 'center' }}>
              <Link component={RouterLink} to={paths.forgotPassword}>
                Demander un nouveau lien
              </Link>
            </Typography>
          </Stack>
        </Box>
      )}
    </AuthLayout>
  );
}
