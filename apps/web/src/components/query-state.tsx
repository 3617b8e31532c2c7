import { Alert, Box, Button, Typography } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
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

/** How much a list kept on screen while its next page loads is dimmed. */
const PLACEHOLDER_OPACITY = 0.6;

/** An `sx` written as one style object (neither an array nor a function of the theme), which can be spread. */
type SxObject = Exclude<SxProps<Theme>, ReadonlyArray<unknown> | ((theme: Theme) => unknown)>;

/**
 * Props for the element showing a query's previous results while the next ones load (TanStack Query's
 * `placeholderData`): it says so with aria-busy (the e2e accessibility check waits for it to clear) and
 * is dimmed. `sx` takes the element's own styles, so that they and the dimming make one `sx`.
 */
export function placeholderDataProps(query: { isPlaceholderData: boolean }, sx?: SxObject) {
  return {
    'aria-busy': query.isPlaceholderData,
    sx: { ...sx, opacity: query.isPlaceholderData ? PLACEHOLDER_OPACITY : 1 },
  };
}
