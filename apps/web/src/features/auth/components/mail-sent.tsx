import { FormError } from '../../../components/form/form-error';
import { Alert } from '../../../components/plain/alert';
import { Button } from '../../../components/plain/button';
import { Icon } from '../../../components/plain/icons';
import { errorMessage } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

/**
 * 'An e-mail was sent' (SPEC §2 register, forgot password), with its resend button.
 */
export function MailSent({
  email,
  text,
  resend,
  failure,
}: {
  email: string;
  text: string;
  resend: () => Promise<unknown>;
  /** SPEC §8's fixed text when the server gives no message. */
  failure: string;
}) {
  const again = useAction(() => resend());
  return (
    <div className="pl-stack" style={{ alignItems: 'center', textAlign: 'center' }}>
      <Icon name="mailRead" size={64} className="pl-mail-icon" />
      <p className="pl-p">
        Un e-mail vient d'être envoyé à <strong>{email}</strong>.
      </p>
      <p className="pl-p pl-muted">{text}</p>
      <p className="pl-p pl-muted pl-small">Rien reçu ? Vérifiez vos courriers indésirables, ou demandez un nouvel envoi.</p>
      <div>
        <Button variant="outlined" onClick={() => again.mutate()} loading={again.isPending}>
          Renvoyer l'e-mail
        </Button>
      </div>
      {again.isSuccess && (
        <Alert severity="success" role="status">
          Un nouvel e-mail vient de vous être envoyé.
        </Alert>
      )}
      <FormError message={again.isError ? errorMessage(again.error, failure) : null} />
    </div>
  );
}
