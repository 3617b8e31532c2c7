import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, Button, Collapse } from '@mui/material';
import type { ClientMission } from '@passerelle/shared/schemas/requests';
import { lazy, Suspense, useId, useState } from 'react';
import { LoadingStatus } from '../../../components/loading-status';

// The reports, their calendar and their dialogs load when the panel first opens (issue 20).
const CraList = lazy(() => import('./cra-list').then((m) => ({ default: m.CraList })));

/**
 * A mission's activity reports as any member of the company sees them (DECISIONS §6.4): submitted ones to
 * validate (the invoice is issued at once) or refuse with a reason; validated and refused ones for the record.
 */
export function CraReview({ mission }: { mission: ClientMission }) {
  const [open, setOpen] = useState(false);
  // Kept once opened, so that the panel folds with its reports in it.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const panelId = useId();
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', px: 2, py: 1 }}>
      <Button
        onClick={() => setOpen((v) => !v)}
        endIcon={open ? <ExpandLess /> : <ExpandMore />}
        aria-expanded={open}
        aria-controls={panelId}
      >
        Comptes rendus d’activité
      </Button>
      <Collapse in={open} id={panelId}>
        <Box sx={{ py: 1.5 }}>
          {opened && (
            <Suspense fallback={<LoadingStatus />}>
              <CraList mission={mission} open={open} />
            </Suspense>
          )}
        </Box>
      </Collapse>
    </Box>
  );
}
