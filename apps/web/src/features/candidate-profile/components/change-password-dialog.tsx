import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { ChangePasswordForm } from '../../../components/account/change-password-form';

/** The profile's key button opens this (SPEC §2 Profile screen: a change-password dialog). */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Changer le mot de passe</DialogTitle>
      <DialogContent>
        <ChangePasswordForm onCancel={onClose} />
      </DialogContent>
    </Dialog>
  );
}
