import { Alert, Snackbar } from '@mui/material';
import { useState } from 'react';

/** A short success message after a staff action (the panel it came from has closed). */
export function useNotice() {
  const [message, setMessage] = useState<string | null>(null);
  const notice = (
    <Snackbar
      open={message !== null}
      autoHideDuration={5000}
      onClose={() => setMessage(null)}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity="success" variant="filled" onClose={() => setMessage(null)} sx={{ width: '100%' }}>
        {message}
      </Alert>
    </Snackbar>
  );
  return { notify: setMessage, notice };
}
