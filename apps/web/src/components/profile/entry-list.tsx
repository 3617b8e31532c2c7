import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Box, IconButton, List, ListItem, ListItemText, Stack, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A list of education or experience entries, each with « Modifier » (it opens in the form) and a remove
 * button, and its empty text (SPEC §8). The entry open in the form is marked.
 */
export function EntryList<T>({
  entries,
  emptyText,
  describe,
  editLabel,
  removeLabel,
  editing,
  onEdit,
  onRemove,
}: {
  entries: T[];
  emptyText: string;
  describe: (entry: T) => { primary: ReactNode; secondary: ReactNode };
  editLabel: (entry: T) => string;
  removeLabel: (entry: T) => string;
  /** The index of the entry open in the form, if any. */
  editing: number | null;
  onEdit: (index: number) => void;
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
    <List disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}>
      {entries.map((entry, index) => {
        const { primary, secondary } = describe(entry);
        return (
          <ListItem
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id before they are saved; order is the identity.
            key={index}
            divider={index < entries.length - 1}
            sx={{ pr: 12, bgcolor: index === editing ? 'action.selected' : undefined }}
            secondaryAction={
              <Stack direction="row" spacing={0.5}>
                <Tooltip title="Modifier">
                  <IconButton aria-label={editLabel(entry)} aria-pressed={index === editing} onClick={() => onEdit(index)}>
                    <EditOutlined />
                  </IconButton>
                </Tooltip>
                <Tooltip title="Retirer">
                  <IconButton edge="end" aria-label={removeLabel(entry)} onClick={() => onRemove(index)}>
                    <DeleteOutline />
                  </IconButton>
                </Tooltip>
              </Stack>
            }
          >
            <ListItemText
              primary={primary}
              secondary={secondary}
              slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
