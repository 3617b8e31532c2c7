import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { type LoginSuccessResponse, MSG, twoFactorCodeBody } from '@passerelle/shared';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { errorMessage } from '../../../lib/api-client';
import { authApi } from '../api/auth-api';

type Values = z.input<typeof twoFactorCodeBody>;

/** The second login step (issue 9): the code of the authenticator app, or a recovery code. */
export function SecondFactorStep({
  challenge,
  onSignedIn,
  onCancel,
}: {
  challenge: string;
  onSignedIn: (result: LoginSuccessResponse) => void;
  onCancel: () => void;
}) {
  const form = useForm<Values, unknown, z.output<typeof twoFactorCodeBody>>({
    resolver: zodResolver(twoFactorCodeBody),
    defaultValues: { code: '' },
  });
  const verify = useMutation({
    mutationFn: (code: string) => authApi.loginTwoFactor({ challenge, code }),
    onSuccess: onSignedIn,
  });
  return (
    <AuthLayout title="Vérification en deux étapes" subtitle={MSG.twoFactorPrompt}>
      <Box component="form" noValidate onSubmit={form.handleSubmit(({ code }) => verify.mutate(code))}>
        <Stack spacing={2.5}>
          <FormTextField
            control={form.control}
            name="code"
            label="Code de vérification"
            autoComplete="one-time-code"
            autoFocus
            slotProps={{ htmlInput: { inputMode: 'text', spellCheck: false } }}
          />
          <FormError message={verify.isError ? errorMessage(verify.error) : null} />
          <Button type="submit" variant="contained" size="large" loading={verify.isPending}>
            Vérifier
          </Button>
          <Typography sx={{ textAlign: 'center' }}>
            <Link component="button" type="button" onClick={onCancel}>
              Revenir à la connexion
            </Link>
          </Typography>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
