import type { CandidateProfile } from '@passerelle/shared/schemas/profiles';
import { lazy, Suspense } from 'react';
import { LoadingStatus } from '../../../components/loading-status';
import { SidePanel } from '../../../components/side-panel';

// The form, its schema (zod) and its pickers load when the panel first opens, not with the profile (issue 20).
const EditInfoForm = lazy(() => import('./edit-info-form').then((m) => ({ default: m.EditInfoForm })));

/**
 * SPEC §2 'Modifier mes info': the rules and messages are updateCandidateInfoBody's (SPEC §5), checked
 * here and again by the server, whose field errors land on their fields. Enter in a text input never
 * sends the form (it adds a skill in the skills input); Confirmer does.
 */
export function EditInfoPanel({
  open,
  profile,
  onClose,
  onSaved,
}: {
  open: boolean;
  profile: CandidateProfile;
  onClose: () => void;
  onSaved: (profile: CandidateProfile) => void;
}) {
  return (
    <SidePanel open={open} title="Modifier mes info" onClose={onClose} width={600}>
      {/* The Drawer mounts its content when it opens: the form starts from the profile as it is now. */}
      <Suspense fallback={<LoadingStatus />}>
        <EditInfoForm profile={profile} onSaved={onSaved} onCancel={onClose} />
      </Suspense>
    </SidePanel>
  );
}
