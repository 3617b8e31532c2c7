import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import { normalizeTag } from '@passerelle/shared/normalize';
import type { SkillChangeResponse } from '@passerelle/shared/schemas/skills';
import { useEffect, useId, useState } from 'react';
import { TagInput } from '../../../components/form/tag-input';
import { ApiError } from '../../../lib/api-client';
import { curationErrorMessage, useCreateSkill } from '../api/skills-curation-api';

/**
 * « Nouvelle compétence » (DECISIONS §6.1): a canonical skill and its other spellings; from a free tag, the
 * tag is its first spelling. Matching follows at once, on every instance.
 */
export function NewSkillDialog({
  open,
  fromTag,
  onClose,
  onDone,
}: {
  open: boolean;
  /** The free tag the skill is made from, if any. */
  fromTag: string | null;
  onClose: () => void;
  onDone: (change: SkillChangeResponse) => void;
}) {
  const titleId = useId();
  const create = useCreateSkill();
  const [label, setLabel] = useState('');
  const [aliases, setAliases] = useState<string[]>([]);
  const [missing, setMissing] = useState(false);
  const { reset } = create;
  useEffect(() => {
    if (open) {
      setLabel(fromTag ?? '');
      setAliases([]);
      setMissing(false);
      reset();
    }
  }, [open, fromTag, reset]);

  const confirm = () => {
    if (label.trim() === '') {
      setMissing(true);
      return;
    }
    // A skill made from a free tag under another name keeps the tag as one of its spellings.
    const keepTag =
      fromTag !== null &&
      normalizeTag(fromTag) !== normalizeTag(label) &&
      !aliases.some((alias) => normalizeTag(alias) === normalizeTag(fromTag));
    create.mutate({ label: label.trim(), aliases: keepTag ? [fromTag, ...aliases] : aliases }, { onSuccess: onDone });
  };
  const fieldError = create.error instanceof ApiError ? create.error.errors.label : undefined;

  return (
    <Dialog open={open} onClose={create.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Nouvelle compétence</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          <DialogContentText>
            Écrivez le nom tel que le marché l'écrit (« Spring Boot », « SAP FI/CO »), puis ses autres orthographes : une
            recherche de l'une trouvera toutes les autres.
          </DialogContentText>
          <TextField
            label="Nom de la compétence"
            value={label}
            onChange={(event) => {
              setLabel(event.target.value);
              setMissing(false);
            }}
            error={missing || Boolean(fieldError)}
            helperText={missing ? MSG.skillLabelRequired : fieldError}
            required
          />
          <TagInput
            label="Autres orthographes"
            value={aliases}
            onChange={setAliases}
            duplicateMessage="Cette orthographe est déjà dans la liste !"
            placeholder="ReactJS, React.js…"
            suggest={false}
          />
          {create.isError && !fieldError && <Alert severity="error">{curationErrorMessage(create.error)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={create.isPending}>
          Annuler
        </Button>
        <Button variant="contained" onClick={confirm} loading={create.isPending}>
          Créer la compétence
        </Button>
      </DialogActions>
    </Dialog>
  );
}
