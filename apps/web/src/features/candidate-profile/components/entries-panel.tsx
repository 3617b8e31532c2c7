import { Box, Button, Stack, Typography } from '@mui/material';
import { MSG } from '@passerelle/shared';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { EntryList } from '../../../components/profile/entry-list';
import { SidePanel } from '../../../components/side-panel';
import { errorMessage } from '../../../lib/api-client';

interface EntriesPanelProps<T> {
  open: boolean;
  title: string;
  /** The entries as saved, without their ids: the list is sent whole, it replaces the previous one. */
  initial: T[];
  emptyText: string;
  /** SPEC §5: at least one entry. */
  requiredMessage: string;
  listTitle: string;
  addTitle: string;
  describe: (entry: T) => { primary: ReactNode; secondary: ReactNode };
  removeLabel: (entry: T) => string;
  /** The add form (FormationForm, ExperienceForm). */
  addForm: (onAdd: (entry: T) => void) => ReactNode;
  save: (entries: T[]) => Promise<unknown>;
  onSaved: () => void;
  onClose: () => void;
}

/**
 * The education or experience editor of the profile (SPEC §2): the current entries, removable, an add
 * form, and Enregistrer, which sends the whole list (updateCondForm / updateCondExp).
 */
export function EntriesPanel<T>(props: EntriesPanelProps<T>) {
  return (
    <SidePanel open={props.open} title={props.title} onClose={props.onClose} width={640}>
      {/* Mounted when the panel opens: the list starts from the saved entries each time. */}
      <EntriesEditor {...props} />
    </SidePanel>
  );
}

function EntriesEditor<T>({
  initial,
  emptyText,
  requiredMessage,
  listTitle,
  addTitle,
  describe,
  removeLabel,
  addForm,
  save,
  onSaved,
  onClose,
}: EntriesPanelProps<T>) {
  const [entries, setEntries] = useState<T[]>(initial);
  const [missing, setMissing] = useState(false);
  const mutation = useMutation({ mutationFn: () => save(entries), onSuccess: onSaved });

  return (
    <Stack spacing={3}>
      <Typography component="h3" variant="h5">
        {listTitle}
      </Typography>
      <EntryList
        entries={entries}
        emptyText={emptyText}
        describe={describe}
        removeLabel={removeLabel}
        onRemove={(index) => setEntries((list) => list.filter((_, i) => i !== index))}
      />
      <Typography component="h3" variant="h5">
        {addTitle}
      </Typography>
      {addForm((entry) => {
        setEntries((list) => [...list, entry]);
        setMissing(false);
      })}
      {/* The actions stay in sight however long the list: the whole list is sent, not the form above. */}
      <Box sx={{ position: 'sticky', bottom: 0, bgcolor: 'background.paper', py: 2, borderTop: 1, borderColor: 'divider' }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Ajoutez chaque entrée avec son bouton, puis enregistrez la liste.
        </Typography>
        <FormError
          message={missing ? requiredMessage : mutation.isError ? errorMessage(mutation.error, MSG.saveDataFailed) : null}
        />
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>Annuler</Button>
          <Button
            variant="contained"
            loading={mutation.isPending}
            onClick={() => (entries.length === 0 ? setMissing(true) : mutation.mutate())}
          >
            Enregistrer
          </Button>
        </Stack>
      </Box>
    </Stack>
  );
}
