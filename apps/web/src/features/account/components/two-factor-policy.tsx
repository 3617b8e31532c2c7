import { Box, FormControlLabel, FormHelperText, Switch } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import type { TwoFactorStatusResponse } from '@passerelle/shared/schemas/auth';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormError } from '../../../components/form/form-error';
import { errorMessage } from '../../../lib/api-client';
import { useTwoFactorPolicy } from '../api/account-api';

/**
 * Root's switch: the second factor mandatory for the administrators. Root is one of them, so it must
 * have turned it on first; making it mandatory is confirmed (the others are held back until they do).
 */
export function TwoFactorPolicy({ status }: { status: TwoFactorStatusResponse }) {
  const helpId = useId();
  const policy = useTwoFactorPolicy();
  const [confirming, setConfirming] = useState(false);
  const checked = status.requiredForAdmins;
  const change = (required: boolean) => {
    if (required) setConfirming(true);
    else policy.mutate(false);
  };
  return (
    <Box sx={{ mt: 3, pt: 2.5, borderTop: 1, borderColor: 'divider' }}>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            disabled={policy.isPending || (!checked && !status.enabled)}
            onChange={(_, value) => change(value)}
            slotProps={{ input: { 'aria-describedby': helpId } }}
          />
        }
        label="Obligatoire pour les administrateurs"
      />
      <FormHelperText id={helpId} sx={{ ml: 0 }}>
        {status.enabled || checked
          ? "Un administrateur qui ne l'a pas encore activée n'accède plus qu'à « Mon compte » jusqu'à ce qu'il l'active."
          : MSG.twoFactorPolicyNeedsOwn}
      </FormHelperText>
      <FormError message={policy.isError && !confirming ? errorMessage(policy.error, MSG.failed) : null} />
      <ConfirmDialog
        open={confirming}
        title="Rendre la double authentification obligatoire ?"
        message="Les administrateurs qui ne l'ont pas encore activée ne pourront plus utiliser que « Mon compte » jusqu'à ce qu'ils l'activent."
        confirmLabel="Rendre obligatoire"
        pending={policy.isPending}
        error={policy.isError ? errorMessage(policy.error, MSG.failed) : null}
        onConfirm={() => policy.mutate(true, { onSuccess: () => setConfirming(false) })}
        onClose={() => {
          setConfirming(false);
          policy.reset();
        }}
      />
    </Box>
  );
}
