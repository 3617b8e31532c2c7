import Add from '@mui/icons-material/Add';
import { Box, Button } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';

/** The frame of an "add an entry" form (education, experience): its fields, then the add button. */
export function EntryForm({
  label,
  submitLabel,
  onSubmit,
  children,
}: {
  label: string;
  submitLabel: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <Box
      component="form"
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        // Inside another form (the profile editors), adding an entry must not submit the outer one.
        event.stopPropagation();
        onSubmit(event);
      }}
      sx={{ p: 2, bgcolor: 'background.default', borderRadius: 2 }}
    >
      {children}
      <Button type="submit" variant="outlined" startIcon={<Add />} sx={{ mt: 2 }}>
        {submitLabel}
      </Button>
    </Box>
  );
}
