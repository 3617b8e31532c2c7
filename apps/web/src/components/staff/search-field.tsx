import Close from '@mui/icons-material/Close';
import Search from '@mui/icons-material/Search';
import { IconButton, InputAdornment, TextField } from '@mui/material';

/**
 * A search box. Without `onSubmit` it filters as one types (the account lists, SPEC §2); with it, the
 * search runs on Enter or on the search button (the offers list).
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
  return (
    <TextField
      type="search"
      label={label}
      value={value}
      size="small"
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && onSubmit) {
          event.preventDefault();
          onSubmit();
        }
      }}
      // Chrome's own clear cross would double ours.
      sx={{ maxWidth: { sm: 420 }, '& input::-webkit-search-cancel-button': { display: 'none' } }}
      slotProps={{
        input: {
          startAdornment: onSubmit ? undefined : (
            <InputAdornment position="start">
              <Search aria-hidden />
            </InputAdornment>
          ),
          endAdornment: (
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
          ),
        },
      }}
    />
  );
}
