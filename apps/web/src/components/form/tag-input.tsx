import Add from '@mui/icons-material/Add';
import { Box, Chip, FormHelperText, IconButton, InputAdornment } from '@mui/material';
import { addTag, normalizeTag } from '@passerelle/shared/normalize';
import type { SkillSuggestion } from '@passerelle/shared/schemas/skills';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { canonicalLabel, skillSuggestionsQuery } from '../../lib/skills-api';
import { useDebounced } from '../../lib/use-live-search';
import { OutlinedField } from './outlined-field';
import type { TagAutocomplete, TagFieldProps } from './tag-autocomplete';

let loaded: typeof TagAutocomplete | undefined;
/** The field with its suggestions (tag-autocomplete.tsx), loaded once: awaited by tests that use it at once. */
export const loadTagAutocomplete = () =>
  import('./tag-autocomplete').then((m) => {
    loaded = m.TagAutocomplete;
    return loaded;
  });

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
      <TagField
        label={label}
        placeholder={placeholder}
        error={Boolean(message)}
        helpId={helpId}
        draft={draft}
        options={options}
        onDraft={(text) => {
          setDraft(text);
          setRefused(null);
        }}
        onAdd={add}
        endAdornment={
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
        }
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

/**
 * The field: a plain input (the same label, text, hint and button; a combobox whose list is not there yet)
 * until the suggestions' code is here, which starts loading when the field is first pointed at, touched or
 * typed in (issue 20: the search, the offer form and the offers' alerts paint without the Autocomplete).
 * What is typed meanwhile is kept, Entrée and the button add it as they will with the suggestions.
 */
function TagField(props: TagFieldProps) {
  const [Loaded, setLoaded] = useState(() => loaded);
  const focused = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // Chosen once focused or not: the Autocomplete then takes the focus over.
  const [autoFocus, setAutoFocus] = useState(false);
  const load = () => {
    if (Loaded) return;
    void loadTagAutocomplete().then((component) => {
      if (!mounted.current) return;
      setAutoFocus(focused.current);
      setLoaded(() => component);
    });
  };
  if (Loaded) return <Loaded {...props} autoFocus={autoFocus} />;
  return (
    <OutlinedField
      label={props.label}
      placeholder={props.placeholder}
      error={props.error}
      value={props.draft}
      autoComplete="off"
      root={{ onPointerEnter: load, onTouchStart: load, onKeyDownCapture: load }}
      // Not on focus alone: the search puts the caret here as it opens, before anyone asked for suggestions.
      onFocus={() => {
        focused.current = true;
      }}
      onBlur={() => {
        focused.current = false;
      }}
      onChange={(event) => {
        props.onDraft(event.target.value);
        load();
      }}
      onKeyDown={(event) => {
        // Entrée adds the tag typed; it never sends the form around the field.
        if (event.key === 'Enter') {
          event.preventDefault();
          props.onAdd(props.draft);
        }
      }}
      inputProps={{ role: 'combobox', 'aria-expanded': false, 'aria-autocomplete': 'list' }}
      aria-describedby={props.helpId}
      endAdornment={props.endAdornment}
    />
  );
}
