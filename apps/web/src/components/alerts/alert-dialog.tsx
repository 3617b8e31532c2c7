import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Link } from '@mui/material';
import { type FormEvent, type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../lib/api-client';

/**
 * The dialog that creates an alert, on both sides (DECISIONS §6.2: the client's « Créer une alerte », the
 * candidate's « M'alerter »): its criteria as a form, the server's refusal in French, then what was saved
 * with a link to the alerts page.
 */
export function AlertDialog({
  open,
  onClose,
  title,
  intro,
  saved,
  alertsPath,
  alertsLabel,
  error,
  pending,
  onSubmit,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  intro: ReactNode;
  /** Once created: what the alert watches, in a sentence; null before. */
  saved: ReactNode | null;
  alertsPath: string;
  alertsLabel: string;
  error: Error | null;
  pending: boolean;
  onSubmit: (event: FormEvent) => void;
  /** The criteria's fields. */
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {saved !== null ? (
        <>
          <DialogContent>
            <Alert severity="success">
              {saved}{' '}
              <Link component={RouterLink} to={alertsPath}>
                {alertsLabel}
              </Link>
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Fermer</Button>
          </DialogActions>
        </>
      ) : (
        <Box component="form" noValidate aria-labelledby={titleId} onSubmit={onSubmit}>
          <DialogContent sx={{ pt: 0 }}>
            <DialogContentText sx={{ mb: 2 }}>{intro}</DialogContentText>
            {children}
            {error && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {errorMessage(error)}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Annuler</Button>
            <Button type="submit" variant="contained" loading={pending}>
              Créer l'alerte
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
