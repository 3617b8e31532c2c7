import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import { Alert, Button, Chip, Stack, Typography } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import type { TwoFactorSetupResponse, User } from '@passerelle/shared/schemas/auth';
import { useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { QueryState } from '../../../components/query-state';
import { errorMessage } from '../../../lib/api-client';
import { useReleaseDashboard, useTwoFactorSetup, useTwoFactorStatus } from '../api/account-api';
import { AccountSection } from './account-section';
import { DisableTwoFactorDialog } from './disable-two-factor-dialog';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorPolicy } from './two-factor-policy';
import { TwoFactorSetup } from './two-factor-setup';

type Step = { kind: 'idle' } | { kind: 'setup'; setup: TwoFactorSetupResponse } | { kind: 'codes'; codes: string[] };

/** « Double authentification » (issue 9): status, turning it on (QR, key, first code, recovery codes) or off. */
export function TwoFactorSection({ user }: { user: User }) {
  const status = useTwoFactorStatus();
  const setup = useTwoFactorSetup();
  const releaseDashboard = useReleaseDashboard();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [disabling, setDisabling] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const enabled = status.data?.enabled ?? false;

  const start = () => {
    setNotice(null);
    setup.mutate(undefined, { onSuccess: (data) => setStep({ kind: 'setup', setup: data }) });
  };
  const finish = () => {
    setStep({ kind: 'idle' });
    setNotice(MSG.twoFactorEnabled);
    // An administrator held back by the mandatory second factor gets the whole dashboard back.
    void releaseDashboard();
  };

  return (
    <AccountSection
      icon={SecurityOutlined}
      title="Double authentification"
      description="À chaque connexion, en plus du mot de passe, un code à 6 chiffres donné par une application de votre téléphone."
      aside={
        status.data && (
          <Chip
            label={enabled ? 'Activée' : 'Désactivée'}
            color={enabled ? 'success' : 'default'}
            variant={enabled ? 'filled' : 'outlined'}
          />
        )
      }
    >
      <QueryState isPending={status.isPending} error={status.error} onRetry={() => status.refetch()}>
        {status.data && (
          <Stack spacing={2}>
            {notice && (
              <Alert severity="success" role="status" onClose={() => setNotice(null)}>
                {notice}
              </Alert>
            )}
            {step.kind === 'setup' && (
              <TwoFactorSetup
                setup={step.setup}
                onEnabled={(codes) => setStep({ kind: 'codes', codes })}
                onCancel={() => setStep({ kind: 'idle' })}
              />
            )}
            {step.kind === 'codes' && <RecoveryCodes codes={step.codes} email={user.email} onDone={finish} />}
            {step.kind === 'idle' && enabled && (
              <>
                <Typography>
                  Codes de secours restants : <strong>{status.data.recoveryCodesLeft}</strong>
                </Typography>
                {status.data.required ? (
                  <Typography color="text.secondary">{MSG.twoFactorMandatory}</Typography>
                ) : (
                  <div>
                    <Button variant="outlined" color="error" onClick={() => setDisabling(true)}>
                      Désactiver
                    </Button>
                  </div>
                )}
              </>
            )}
            {step.kind === 'idle' && !enabled && (
              <div>
                <Button variant="contained" onClick={start} loading={setup.isPending}>
                  Activer
                </Button>
                <FormError message={setup.isError ? errorMessage(setup.error, MSG.failed) : null} />
              </div>
            )}
          </Stack>
        )}
        {status.data && user.role === 'root' && <TwoFactorPolicy status={status.data} />}
      </QueryState>
      <DisableTwoFactorDialog
        open={disabling}
        onClose={() => setDisabling(false)}
        onDone={() => {
          setDisabling(false);
          setNotice(MSG.twoFactorDisabled);
        }}
      />
    </AccountSection>
  );
}
