import { MSG } from '@passerelle/shared/messages';
import { paths } from '@passerelle/shared/paths';
import type { ForgetPassBody, forgetPassBody } from '@passerelle/shared/schemas/auth';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '../../../components/form/form-error';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { Button } from '../../../components/plain/button';
import { FormTextField } from '../../../components/plain/text-field';
import { TextLink } from '../../../components/plain/text-link';
import { errorMessage } from '../../../lib/api-client';
import { lazyZodResolver } from '../../../lib/lazy-resolver';
import { useAction } from '../../../lib/use-action';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { authApi } from '../api/auth-api';
import { MailSent } from './mail-sent';

/** Validation with the shared schema, loaded at the first check (lib/lazy-resolver.ts). */
const resolver = lazyZodResolver<z.input<typeof forgetPassBody>, ForgetPassBody>(() =>
  import('@passerelle/shared/schemas/auth').then((m) => m.forgetPassBody),
);

/** /forget-pass (SPEC §2): the e-mail, then 'reset e-mail sent' with a resend button. */
export function ForgotPasswordPage() {
  useDocumentTitle('Mot de passe oublié');
  const form = useForm<z.input<typeof forgetPassBody>, unknown, ForgetPassBody>({
    resolver,
    defaultValues: { email: '' },
  });
  const ask = useAction(authApi.forgotPassword);

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
      <form noValidate className="pl-stack" onSubmit={form.handleSubmit((values) => ask.mutate(values))}>
        <FormTextField control={form.control} name="email" label="E-mail" type="email" autoComplete="email" autoFocus />
        <FormError message={ask.isError ? errorMessage(ask.error) : null} />
        <Button type="submit" size="large" loading={ask.isPending}>
          Envoyer le lien
        </Button>
        <p className="pl-center">
          <TextLink to={paths.login}>Retour à la connexion</TextLink>
        </p>
      </form>
    </AuthLayout>
  );
}
