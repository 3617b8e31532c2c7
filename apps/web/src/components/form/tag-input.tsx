import Add from '@mui/icons-material/Add';
import { Autocomplete, Box, Chip, FormHelperText, IconButton, InputAdornment, TextField } from '@mui/material';
import { addTag, normalizeTag } from '@passerelle/shared/normalize';
import type { SkillSuggestion } from '@passerelle/shared/schemas/skills';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { canonicalLabel, skillSuggestionsQuery } from '../../lib/skills-api';
import { useDebounced } from '../../lib/use-live-search';
import { renderSkillOption } from './skill-option';

/** The skill a typed text spells, among the suggestions shown: its label or one of its aliases, compared normalised. */
function spelledSkill(text: string, suggestions: readonly SkillSuggestion[]): string | null {
  const key = normalizeTag(text);
  const found = suggestions.find((s) => normalizeTag(s.label) === key || s.aliases.some((a) => normalizeTag(a) === key));
  return found?.label ?? null;
}

const HINT = 'Entrée ou + pour ajouter';
const HINT_SUGGEST = 'Entrée pour ajouter, ↓ pour les suggestions';

/**
 * Skills and technologies (SPEC §5, DECISIONS §6.1): while the user types, suggestions from the skill
 * vocabulary (`GET /api/skills`, once the typing pauses); ↓ ↑ and Entrée pick one, Entrée alone or the plus
 * button adds the text as typed (free tags stay possible). A typed spelling of a known skill is stored as the
 * skill's canonical label (« reactjs » → « React ») and the field says so. No empty entry; no duplicate,
 * compared without case or accents; each chip can be removed. `suggest={false}` turns the vocabulary off
 * (a field that is not about skills).
 */
export function TagInput({
  label,
  value,
  onChange,
  error,
  duplicateMessage,
  placeholder,
  max = 50,
  suggest = true,
}: {
  label: string;
  value: string[];
  onChange: (tags: string[]) => void;
  error?: string;
  duplicateMessage: string;
  placeholder?: string;
  max?: number;
  suggest?: boolean;
}) {
  const [draft, setDraft] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const [renamed, setRenamed] = useState<string | null>(null);
  const helpId = useId();
  const typed = useDebounced(draft.trim(), 200);
  const suggestions = useQuery({ ...skillSuggestionsQuery(typed), enabled: suggest && typed !== '' });
  const options = suggest && draft.trim() !== '' ? (suggestions.data ?? []) : [];
  // The tags as they are now, for a resolution that answers after more typing.
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };

  /** The server knows the skill a free tag spells (the suggestions had not arrived): the chip takes its label. */
  const resolveLater = async (tag: string) => {
    const label = await canonicalLabel(tag).catch(() => null);
    if (label === null || label === tag) return;
    const current = latest.current.value;
    if (!current.includes(tag)) return;
    const taken = current.some((t) => t !== tag && normalizeTag(t) === normalizeTag(label));
    latest.current.onChange(taken ? current.filter((t) => t !== tag) : current.map((t) => (t === tag ? label : t)));
    setRenamed(`« ${tag} » est enregistré comme « ${label} »`);
  };

  const add = (text: string, picked = false) => {
    const input = text.trim();
    if (input === '') return;
    const known = picked ? input : suggest ? spelledSkill(input, options) : null;
    const next = addTag(value, known ?? input);
    if (!next) {
      setRefused(duplicateMessage);
      return;
    }
    if (next.length > max) return;
    onChange(next);
    setDraft('');
    setRefused(null);
    setRenamed(known && known !== input && !picked ? `« ${input} » est enregistré comme « ${known} »` : null);
    if (suggest && !known) void resolveLater(input);
  };
  const message = refused ?? error;

  return (
    <Box>
      <Autocomplete<SkillSuggestion, false, true, true>
        freeSolo
        disableClearable
        // The field holds the text being typed; the chosen tags are the chips below.
        value={null as unknown as SkillSuggestion}
        inputValue={draft}
        options={options}
        filterOptions={(all) => all}
        getOptionLabel={(option) => (typeof option === 'string' ? option : option.label)}
        onInputChange={(_, text, reason) => {
          if (reason !== 'input') return;
          setDraft(text);
          setRefused(null);
        }}
        onChange={(_, chosen, reason) => {
          if (reason === 'selectOption' && typeof chosen === 'object' && chosen) add(chosen.label, true);
          else if (reason === 'createOption' && typeof chosen === 'string') add(chosen);
        }}
        renderOption={renderSkillOption}
        renderInput={(params) => (
          <TextField
            {...params}
            label={label}
            placeholder={placeholder}
            error={Boolean(message)}
            onKeyDown={(e: KeyboardEvent) => {
              // Entrée adds a tag (the Autocomplete does it); it never sends the form around the field.
              if (e.key === 'Enter') e.preventDefault();
            }}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, 'aria-describedby': helpId },
              input: {
                ...params.slotProps.input,
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      onClick={() => add(draft)}
                      aria-label={`Ajouter à « ${label} »`}
                      edge="end"
                      disabled={draft.trim() === ''}
                    >
                      <Add />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
        )}
      />
      <FormHelperText id={helpId} error={Boolean(message)} role={message ? 'alert' : 'status'} sx={{ mx: 1.75 }}>
        {message ?? renamed ?? (suggest ? HINT_SUGGEST : HINT)}
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
