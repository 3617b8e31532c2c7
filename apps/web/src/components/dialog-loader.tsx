import { Dialog, DialogContent, DialogTitle, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { LoadingStatus } from './loading-status';

/**
 * A dialog whose content loads when it first opens (issue 20: its form, schema and pickers are not paid for
 * by the page that shows its button): the same title at once, « Chargement… » until the form is there.
 */
export function DialogLoader({
  title,
  onClose,
  maxWidth = 'sm',
}: {
  title: string;
  onClose: () => void;
  /** The loaded dialog's width; a `md` one fills a phone's screen, as the brief's does. */
  maxWidth?: 'sm' | 'md';
}) {
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={maxWidth === 'md' && phone}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <LoadingStatus />
      </DialogContent>
    </Dialog>
  );
}
