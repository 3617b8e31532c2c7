import { Alert, Snackbar } from '@mui/material';

/** useNotice's message (notice.tsx), with its Snackbar: loaded at the first message. */
export function NoticeSnackbar({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <Snackbar
      open={message !== null}
      autoHideDuration={5000}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity="success" variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        {message}
      </Alert>
    </Snackbar>
  );
}
