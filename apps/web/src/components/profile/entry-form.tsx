import Add from '@mui/icons-material/Add';
import Check from '@mui/icons-material/Check';
import { Box, Button, Stack } from '@mui/material';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';

/**
 * The frame of an education or experience form: its fields, then the add button, or, while an entry is
 * open in it (« Modifier »), the buttons that put it back changed or as it was.
 */
export function EntryForm({
  label,
  submitLabel,
  onSubmit,
  onCancel,
  children,
}: {
  label: string;
  submitLabel: string;
  onSubmit: (event: FormEvent) => void;
  /** Given while an entry is being edited: « Annuler la modification ». */
  onCancel?: () => void;
  children: ReactNode;
}) {
  const box = useRef<HTMLFormElement>(null);
  const editing = onCancel !== undefined;
  // An entry opened from the list comes into sight with its first field ready to type in.
  useEffect(() => {
    if (!editing) return;
    box.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
    box.current?.querySelector('input')?.focus();
  }, [editing]);
  return (
    <Box
      component="form"
      ref={box}
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        // Inside another form (the profile editors), adding an entry must not submit the outer one.
        event.stopPropagation();
        onSubmit(event);
      }}
      sx={{
        p: 2,
        bgcolor: 'background.default',
        borderRadius: 2,
        outline: editing ? 2 : 0,
        outlineOffset: -2,
        outlineColor: 'primary.main',
      }}
    >
      {children}
      <Stack direction="row" spacing={1.5} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Button type="submit" variant="outlined" startIcon={editing ? <Check /> : <Add />}>
          {submitLabel}
        </Button>
        {onCancel && <Button onClick={onCancel}>Annuler la modification</Button>}
      </Stack>
    </Box>
  );
}
