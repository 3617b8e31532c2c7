import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { Box, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A list of education or experience entries with a remove button each, and its empty text (SPEC §8). */
export function EntryList<T>({
  entries,
  emptyText,
  describe,
  removeLabel,
  onRemove,
}: {
  entries: T[];
  emptyText: string;
  describe: (entry: T) => { primary: ReactNode; secondary: ReactNode };
  removeLabel: (entry: T) => string;
  onRemove: (index: number) => void;
}) {
  if (entries.length === 0) {
    return (
      <Box sx={{ p: 3, textAlign: 'center', border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 2 }}>
        <Typography color="text.secondary">{emptyText}</Typography>
      </Box>
    );
  }
  return (
    <List disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
      {entries.map((entry, index) => {
        const { primary, secondary } = describe(entry);
        return (
          <ListItem
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id before they are saved; order is the identity.
            key={index}
            divider={index < entries.length - 1}
            secondaryAction={
              <IconButton edge="end" aria-label={removeLabel(entry)} onClick={() => onRemove(index)}>
                <DeleteOutline />
              </IconButton>
            }
          >
            <ListItemText primary={primary} secondary={secondary} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
          </ListItem>
        );
      })}
    </List>
  );
}
