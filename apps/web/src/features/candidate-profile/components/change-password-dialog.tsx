import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { lazy, Suspense, useId } from 'react';
import { LoadingStatus } from '../../../components/loading-status';

// The form and its strength meter load when the dialog first opens (issue 20).
const ChangePasswordForm = lazy(() =>
  import('../../../components/account/change-password-form').then((m) => ({ default: m.ChangePasswordForm })),
);

/** The profile's key button opens this (SPEC §2 Profile screen: a change-password dialog). */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Changer le mot de passe</DialogTitle>
      <DialogContent>
        <Suspense fallback={<LoadingStatus />}>
          <ChangePasswordForm onCancel={onClose} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
