import { Alert, Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api-client';
import { LoadingStatus } from './loading-status';

/**
 * The three states of a list or detail that is loading from the server (DECISIONS §4: errors are
 * shown): a spinner, the French error with a retry button, or an empty text.
 */
export function QueryState({
  isPending,
  error,
  onRetry,
  isEmpty,
  emptyText,
  fallback,
  children,
}: {
  isPending: boolean;
  error: unknown;
  onRetry?: () => void;
  isEmpty?: boolean;
  emptyText?: string;
  /** SPEC §8's fixed text when the server gives no message. */
  fallback?: string;
  children: ReactNode;
}) {
  if (isPending) return <LoadingStatus />;
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          onRetry && (
            <Button color="inherit" size="small" onClick={onRetry}>
              Réessayer
            </Button>
          )
        }
      >
        {errorMessage(error, fallback)}
      </Alert>
    );
  }
  if (isEmpty) {
    return (
      <Box sx={{ py: 6, textAlign: 'center', border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 3 }}>
        <Typography color="text.secondary">{emptyText}</Typography>
      </Box>
    );
  }
  return <>{children}</>;
}
