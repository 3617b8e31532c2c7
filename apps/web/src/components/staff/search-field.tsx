import Close from '@mui/icons-material/Close';
import Search from '@mui/icons-material/Search';
import { FormControl, IconButton, InputAdornment, InputLabel, OutlinedInput } from '@mui/material';
import { useId } from 'react';

/**
 * A search box. Without `onSubmit` it filters as one types (the account lists, SPEC §2); with it, the
 * search runs on Enter or on the search button (the offers list). What a TextField draws (label, outlined
 * input), from its parts: TextField brings MUI's Select and its filled and standard inputs along (about
 * 7 KB gzip), which a staff list with no other field need not load (issue 20).
 */
export function SearchField({
  label,
  value,
  onChange,
  onSubmit,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit?: () => void;
}) {
  const id = useId();
  return (
    <FormControl
      fullWidth
      size="small"
      // Chrome's own clear cross would double ours.
      sx={{ maxWidth: { sm: 420 }, '& input::-webkit-search-cancel-button': { display: 'none' } }}
    >
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        type="search"
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && onSubmit) {
            event.preventDefault();
            onSubmit();
          }
        }}
        startAdornment={
          onSubmit ? undefined : (
            <InputAdornment position="start">
              <Search aria-hidden />
            </InputAdornment>
          )
        }
        endAdornment={
          <InputAdornment position="end">
            {value && !onSubmit && (
              <IconButton size="small" aria-label="Effacer la recherche" onClick={() => onChange('')} edge="end">
                <Close fontSize="small" />
              </IconButton>
            )}
            {onSubmit && (
              <IconButton aria-label="Rechercher" onClick={onSubmit} edge="end">
                <Search />
              </IconButton>
            )}
          </InputAdornment>
        }
      />
    </FormControl>
  );
}
