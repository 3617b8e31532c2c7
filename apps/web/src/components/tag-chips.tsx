import { Box, Chip } from '@mui/material';

/** Skills or technologies as chips; `highlight` marks those that matched a search. */
export function TagChips({ tags, highlight, label }: { tags: readonly string[]; highlight?: readonly string[]; label?: string }) {
  if (tags.length === 0) return null;
  const marked = new Set((highlight ?? []).map((t) => t.toLowerCase()));
  return (
    <Box component="ul" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0 }}>
      {tags.map((tag) => (
        <li key={tag}>
          <Chip
            size="small"
            label={tag}
            color={marked.has(tag.toLowerCase()) ? 'success' : 'default'}
            variant={marked.has(tag.toLowerCase()) ? 'filled' : 'outlined'}
          />
        </li>
      ))}
    </Box>
  );
}
