import { type CandidateProfile, type Experience, type Formation, MSG } from '@passerelle/shared';
import { ExperienceForm } from '../../../components/profile/experience-form';
import { FormationForm } from '../../../components/profile/formation-form';
import { formatPeriod } from '../../../lib/format';
import { profileApi } from '../api/profile-api';
import { EntriesPanel } from './entries-panel';

/** Entries as saved, without the ids the server gave them (the editors send the list whole). */
const withoutIds = <E extends { id: number }>(entries: E[]) => entries.map(({ id: _id, ...entry }) => entry);

interface EditorProps {
  open: boolean;
  profile: CandidateProfile;
  onSaved: () => void;
  onClose: () => void;
}

/** 'Formation(s)' edit pencil (SPEC §2). */
export function FormationsEditor({ open, profile, onSaved, onClose }: EditorProps) {
  return (
    <EntriesPanel<Formation>
      open={open}
      title="Modifier mes formations"
      initial={withoutIds(profile.formations)}
      emptyText={MSG.emptyFormations}
      requiredMessage={MSG.formationsRequired}
      listTitle="Mes formations"
      addTitle="Ajouter une formation"
      describe={(f) => ({ primary: `${f.nom} — ${f.ecole}`, secondary: formatPeriod(f.date_debut, f.date_fin) })}
      removeLabel={(f) => `Retirer la formation ${f.nom}`}
      addForm={(onAdd) => <FormationForm onAdd={onAdd} />}
      save={(frm) => profileApi.updateFormations({ frm })}
      onSaved={onSaved}
      onClose={onClose}
    />
  );
}

/** 'Expérience(s)' edit pencil (SPEC §2). */
export function ExperiencesEditor({ open, profile, onSaved, onClose }: EditorProps) {
  return (
    <EntriesPanel<Experience>
      open={open}
      title="Modifier mes expériences"
      initial={withoutIds(profile.experiences)}
      emptyText={MSG.emptyExperiences}
      requiredMessage={MSG.experiencesRequired}
      listTitle="Mes expériences"
      addTitle="Ajouter une expérience"
      describe={(e) => ({
        primary: `${e.fonction} — ${e.entreprise}`,
        secondary: `${e.lieu} · ${formatPeriod(e.date_debut, e.date_fin)}`,
      })}
      removeLabel={(e) => `Retirer l'expérience ${e.fonction} chez ${e.entreprise}`}
      addForm={(onAdd) => <ExperienceForm onAdd={onAdd} />}
      save={(exp) => profileApi.updateExperiences({ exp })}
      onSaved={onSaved}
      onClose={onClose}
    />
  );
}
