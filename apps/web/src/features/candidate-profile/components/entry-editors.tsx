import { MSG } from '@passerelle/shared/messages';
import type { CandidateProfile, Experience, Formation } from '@passerelle/shared/schemas/profiles';
import { lazy, Suspense } from 'react';
import { LoadingStatus } from '../../../components/loading-status';
import { describeExperience, describeFormation } from '../../../components/profile/describe-entry';
import { profileApi } from '../api/profile-api';
import { EntriesPanel } from './entries-panel';

// An entry's form (its fields, pickers and tag input) loads when one is first added or edited (issue 20).
const FormationForm = lazy(() =>
  import('../../../components/profile/formation-form').then((m) => ({ default: m.FormationForm })),
);
const ExperienceForm = lazy(() =>
  import('../../../components/profile/experience-form').then((m) => ({ default: m.ExperienceForm })),
);

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
      editTitle="Modifier la formation"
      describe={describeFormation}
      editLabel={(f) => `Modifier la formation ${f.nom}`}
      removeLabel={(f) => `Retirer la formation ${f.nom}`}
      entryForm={({ key, ...props }) => (
        <Suspense key={key} fallback={<LoadingStatus />}>
          <FormationForm {...props} />
        </Suspense>
      )}
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
      editTitle="Modifier l'expérience"
      describe={describeExperience}
      editLabel={(e) => `Modifier l'expérience ${e.fonction} chez ${e.entreprise}`}
      removeLabel={(e) => `Retirer l'expérience ${e.fonction} chez ${e.entreprise}`}
      entryForm={({ key, ...props }) => (
        <Suspense key={key} fallback={<LoadingStatus />}>
          <ExperienceForm {...props} />
        </Suspense>
      )}
      save={(exp) => profileApi.updateExperiences({ exp })}
      onSaved={onSaved}
      onClose={onClose}
    />
  );
}
