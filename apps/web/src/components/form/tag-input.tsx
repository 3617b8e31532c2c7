import Add from '@mui/icons-material/Add';
import { Box, Chip, FormHelperText, IconButton, InputAdornment, TextField } from '@mui/material';
import { addTag } from '@passerelle/shared';
import { useId, useState } from 'react';

/**
 * Skills and technologies (SPEC §5): Enter or the plus button adds; no empty entry; no duplicate, compared
 * without case or accents; each chip can be removed.
 */
export function TagInput({
  label,
  value,
  onChange,
  error,
  duplicateMessage,
  placeholder,
  max = 50,
}: {
  label: string;
  value: string[];
  onChange: (tags: string[]) => void;
  error?: string;
  duplicateMessage: string;
  placeholder?: string;
  max?: number;
}) {
  const [draft, setDraft] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const helpId = useId();

  const add = () => {
    if (draft.trim() === '') return;
    const next = addTag(value, draft);
    if (!next) {
      setRefused(duplicateMessage);
      return;
    }
    if (next.length > max) return;
    onChange(next);
    setDraft('');
    setRefused(null);
  };
  const message = refused ?? error;

  return (
    <Box>
      <TextField
        label={label}
        value={draft}
        placeholder={placeholder}
        onChange={(e) => {
          setDraft(e.target.value);
          setRefused(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            add();
          }
        }}
        error={Boolean(message)}
        slotProps={{
          htmlInput: { 'aria-describedby': helpId },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton onClick={add} aria-label={`Ajouter à « ${label} »`} edge="end" disabled={draft.trim() === ''}>
                  <Add />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <FormHelperText id={helpId} error={Boolean(message)} role={message ? 'alert' : undefined} sx={{ mx: 1.75 }}>
        {message ?? 'Entrée ou + pour ajouter'}
      </FormHelperText>
      {value.length > 0 && (
        <Box
          component="ul"
          aria-label={label}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1 }}
        >
          {value.map((tag) => (
            <li key={tag}>
              <Chip
                label={tag}
                color="primary"
                variant="outlined"
                onDelete={() => onChange(value.filter((t) => t !== tag))}
                slotProps={{ root: { 'aria-label': tag } }}
              />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
