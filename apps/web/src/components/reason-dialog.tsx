import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';

/**
 * A refusal that needs its reason (a CRA, a compliance document): the text is required before the
 * action runs, as the server requires it; the reason is kept until the dialog closes.
 */
export function ReasonDialog({
  open,
  title,
  intro,
  label = 'Motif du refus',
  requiredMessage,
  confirmLabel = 'Refuser',
  pending = false,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  intro: string;
  label?: string;
  /** The shared schema's message when the reason is empty. */
  requiredMessage: string;
  confirmLabel?: string;
  pending?: boolean;
  error?: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const titleId = useId();
  const reset = () => {
    setReason('');
    setTouched(false);
  };
  const missing = touched && reason.trim() === '';
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      // Emptied once closed, whichever way (cancelled, or done by the caller).
      slotProps={{ transition: { onExited: reset } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
        <TextField
          label={label}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          onBlur={() => setTouched(true)}
          multiline
          minRows={3}
          fullWidth
          required
          autoFocus
          error={missing}
          helperText={missing ? requiredMessage : ' '}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          Annuler
        </Button>
        <Button
          color="error"
          variant="contained"
          loading={pending}
          onClick={() => {
            setTouched(true);
            if (reason.trim()) onConfirm(reason.trim());
          }}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
