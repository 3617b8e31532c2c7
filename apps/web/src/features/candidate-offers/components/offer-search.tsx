import Search from '@mui/icons-material/Search';
import { Box, Chip, IconButton, InputAdornment } from '@mui/material';
import { useEffect, useState } from 'react';
import { OutlinedField } from '../../../components/form/outlined-field';

/**
 * The offers search (SPEC §2): runs on Enter or on the search button; the running search shows as a
 * chip that removes it.
 */
export function OfferSearch({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  return (
    <Box sx={{ mb: 3 }}>
      <Box
        component="form"
        role="search"
        aria-label="Chercher une offre"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(draft.trim());
        }}
      >
        <OutlinedField
          label="Chercher une offre"
          placeholder="Titre, technologie, mot-clé…"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          inputProps={{ maxLength: 120, enterKeyHint: 'search' }}
          endAdornment={
            <InputAdornment position="end">
              <IconButton type="submit" aria-label="Lancer la recherche" edge="end">
                <Search />
              </IconButton>
            </InputAdornment>
          }
          root={{ sx: { bgcolor: 'background.paper' } }}
        />
      </Box>
      {value && (
        <Chip
          label={`Recherche : « ${value} »`}
          // A click, Enter, Delete or Backspace on the chip removes the search.
          onClick={() => onSearch('')}
          onDelete={() => onSearch('')}
          color="primary"
          variant="outlined"
          sx={{ mt: 1.5, maxWidth: '100%' }}
          slotProps={{ root: { 'aria-label': `Recherche : « ${value} », effacer la recherche` } }}
        />
      )}
    </Box>
  );
}
