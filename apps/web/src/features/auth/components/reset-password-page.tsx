import { REDIRECT_DELAY_MS } from '@passerelle/shared/constants';
import { paths } from '@passerelle/shared/paths';
import type { ResetPassBody, resetPassBody } from '@passerelle/shared/schemas/auth';
import { useForm, useWatch } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { FormError } from '../../../components/form/form-error';
import { PasswordStrength } from '../../../components/form/password-strength';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { Alert } from '../../../components/plain/alert';
import { Button } from '../../../components/plain/button';
import { PasswordField } from '../../../components/plain/password-field';
import { TextLink } from '../../../components/plain/text-link';
import { errorMessage } from '../../../lib/api-client';
import { lazyZodResolver } from '../../../lib/lazy-resolver';
import { useAction } from '../../../lib/use-action';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { authApi } from '../api/auth-api';

/** Validation with the shared schema, loaded at the first check (lib/lazy-resolver.ts). */
const resolver = lazyZodResolver<z.input<typeof resetPassBody>, ResetPassBody>(() =>
  import('@passerelle/shared/schemas/auth').then((m) => m.resetPassBody),
);

/** /acc/rst-pass/{token} (SPEC §2): new password twice; a success banner, then /login after 1 s. */
export function ResetPasswordPage() {
  useDocumentTitle('Nouveau mot de passe');
  const { id: token } = useParams();
  const navigate = useNavigate();
  const form = useForm<z.input<typeof resetPassBody>, unknown, ResetPassBody>({
    resolver,
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const reset = useAction((values: ResetPassBody) => authApi.resetPassword(token ?? '', values), {
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
        <form noValidate className="pl-stack" onSubmit={form.handleSubmit((values) => reset.mutate(values))}>
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
          <Button type="submit" size="large" loading={reset.isPending}>
            Enregistrer
          </Button>
          <p className="pl-center">
            <TextLink to={paths.forgotPassword}>Demander un nouveau lien</TextLink>
          </p>
        </form>
      )}
    </AuthLayout>
  );
}
