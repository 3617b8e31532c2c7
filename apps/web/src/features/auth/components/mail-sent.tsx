import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { FormError } from '../../../components/form/form-error';
import { errorMessage } from '../../../lib/api-client';

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
  const again = useMutation({ mutationFn: resend });
  return (
    <Stack spacing={2.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <MarkEmailReadOutlined color="primary" sx={{ fontSize: 64 }} aria-hidden />
      <Typography>
        Un e-mail vient d'être envoyé à <strong>{email}</strong>.
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
      <Typography variant="body2" color="text.secondary">
        Rien reçu ? Vérifiez vos courriers indésirables, ou demandez un nouvel envoi.
      </Typography>
      <Box>
        <Button variant="outlined" onClick={() => again.mutate()} loading={again.isPending}>
          Renvoyer l'e-mail
        </Button>
      </Box>
      {again.isSuccess && (
        <Alert severity="success" role="status">
          Un nouvel e-mail vient de vous être envoyé.
        </Alert>
      )}
      <FormError message={again.isError ? errorMessage(again.error, failure) : null} />
    </Stack>
  );
}
