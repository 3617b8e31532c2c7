import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import type { SkillChangeResponse, SkillSuggestion, SkillTag } from '@passerelle/shared/schemas/skills';
import { useEffect, useId, useState } from 'react';
import { curationErrorMessage, recordsCount, useAttachAlias } from '../api/skills-curation-api';
import { SkillPicker } from './skill-picker';

/**
 * « Rattacher » (DECISIONS §6.1): the free tag becomes another spelling of the canonical skill chosen; the
 * dialog says what will change (the records that carry the tag) before the staff confirm.
 */
export function AliasDialog({
  tag,
  onClose,
  onDone,
}: {
  tag: SkillTag | null;
  onClose: () => void;
  onDone: (tag: string, change: SkillChangeResponse) => void;
}) {
  const titleId = useId();
  const attach = useAttachAlias();
  const [skill, setSkill] = useState<SkillSuggestion | null>(null);
  const [missing, setMissing] = useState(false);
  const { reset } = attach;
  useEffect(() => {
    if (tag) {
      setSkill(null);
      setMissing(false);
      reset();
    }
  }, [tag, reset]);

  const confirm = () => {
    if (!tag) return;
    if (!skill) {
      setMissing(true);
      return;
    }
    attach.mutate({ tag: tag.tag, label: skill.label }, { onSuccess: (change) => onDone(tag.tag, change) });
  };

  return (
    <Dialog
      open={tag !== null}
      onClose={attach.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>Rattacher « {tag?.tag} »</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          <DialogContentText>
            Choisissez la compétence dont « {tag?.tag} » est une autre orthographe. Les {recordsCount(tag?.count ?? 0)} qui
            l'utilisent seront aussitôt trouvées par une recherche de cette compétence.
          </DialogContentText>
          <SkillPicker
            label="Compétence du vocabulaire"
            value={skill}
            onChange={(next) => {
              setSkill(next);
              setMissing(false);
            }}
            error={missing ? MSG.skillLabelRequired : null}
          />
          {skill && tag && (
            <Alert severity="info" role="status">
              « {tag.tag} » deviendra une orthographe de « {skill.label} ».
            </Alert>
          )}
          {attach.isError && <Alert severity="error">{curationErrorMessage(attach.error)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={attach.isPending}>
          Annuler
        </Button>
        <Button variant="contained" onClick={confirm} loading={attach.isPending}>
          Rattacher
        </Button>
      </DialogActions>
    </Dialog>
  );
}
