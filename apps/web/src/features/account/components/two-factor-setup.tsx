import { Box, Button, Stack, Typography } from '@mui/material';
import type { TwoFactorSetupResponse, twoFactorCodeBody } from '@passerelle/shared/schemas/auth';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { lazyZodResolver } from '../../../lib/lazy-resolver';
import { useEnableTwoFactor } from '../api/account-api';

/** Validation with the shared schema, loaded at the first check (lib/lazy-resolver.ts). */
const twoFactorCodeBodyResolver = lazyZodResolver<z.input<typeof twoFactorCodeBody>, z.output<typeof twoFactorCodeBody>>(() =>
  import('@passerelle/shared/schemas/auth').then((m) => m.twoFactorCodeBody),
);

/** The key in groups of four, as authenticator apps show it and as it is easiest to type. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Turning the second factor on: the QR code to scan (or the key to type), then a first code from the
 * app proves it holds the key; the answer is the recovery codes, shown once.
 */
export function TwoFactorSetup({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetupResponse;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const form = useForm<z.input<typeof twoFactorCodeBody>, unknown, z.output<typeof twoFactorCodeBody>>({
    resolver: twoFactorCodeBodyResolver,
    defaultValues: { code: '' },
  });
  const enable = useEnableTwoFactor();
  const fieldError = enable.error instanceof ApiError ? enable.error.errors.code : undefined;
  return (
    <Box
      component="form"
      noValidate
      aria-label="Activer la double authentification"
      onSubmit={form.handleSubmit(({ code }) => enable.mutate(code, { onSuccess: onEnabled }))}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 2, sm: 2.5 } }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'flex-start' } }}>
        <Box
          component="img"
          src={setup.qr}
          alt="QR code de la double authentification, à scanner avec votre application d'authentification"
          width={184}
          height={184}
          sx={{
            alignSelf: { xs: 'center', md: 'flex-start' },
            bgcolor: '#fff',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
          }}
        />
        <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
          <Typography>
            1. Scannez ce QR code avec votre application d'authentification (Google Authenticator, Microsoft Authenticator,
            FreeOTP…).
          </Typography>
          <Box>
            <Typography>Ou saisissez cette clé à la main :</Typography>
            <Typography
              component="code"
              sx={{
                display: 'inline-block',
                mt: 0.5,
                px: 1.25,
                py: 0.5,
                borderRadius: 1,
                bgcolor: 'grey.100',
                fontFamily: 'monospace',
                fontSize: '1rem',
                letterSpacing: '0.05em',
                overflowWrap: 'anywhere',
              }}
            >
              {grouped(setup.secret)}
            </Typography>
          </Box>
          <Typography>2. Saisissez le code à 6 chiffres que l'application affiche.</Typography>
          <FormTextField
            control={form.control}
            name="code"
            label="Code à 6 chiffres"
            autoComplete="one-time-code"
            serverError={fieldError}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20, spellCheck: false } }}
            sx={{ maxWidth: 260 }}
          />
          <FormError message={enable.isError && !fieldError ? errorMessage(enable.error) : null} />
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" loading={enable.isPending}>
              Activer
            </Button>
            <Button onClick={onCancel} disabled={enable.isPending}>
              Annuler
            </Button>
          </Stack>
        </Stack>
      </Stack>
    </Box>
  );
}
