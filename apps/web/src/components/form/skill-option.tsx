import { Box, Typography } from '@mui/material';
import type { SkillSuggestion } from '@passerelle/shared/schemas/skills';
import type { HTMLAttributes, Key } from 'react';

/**
 * A suggested skill in a list of suggestions (the Autocomplete's `renderOption`): its canonical label, then a
 * few of the spellings it stands for. Shared by the tag inputs and the staff's skill picker.
 */
export function renderSkillOption({ key, ...props }: HTMLAttributes<HTMLLIElement> & { key: Key }, option: SkillSuggestion) {
  return (
    <li key={key} {...props}>
      <Box>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {option.label}
        </Typography>
        {option.aliases.length > 0 && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {option.aliases.slice(0, 4).join(', ')}
          </Typography>
        )}
      </Box>
    </li>
  );
}
