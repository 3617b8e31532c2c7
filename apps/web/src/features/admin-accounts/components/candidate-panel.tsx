import { Button } from '@mui/material';
import type { StaffCandidateProfile } from '@passerelle/shared/schemas/accounts-admin';
import { useRef, useState } from 'react';
import { SidePanel } from '../../../components/side-panel';
import { StaffCandidateDetails } from '../../../components/staff/staff-candidate-details';
import { AccountActions } from './account-actions';
import { AccountHistory } from './account-history';
import { ModerationBox } from './moderation-box';
import { TjmDialog } from './tjm-dialog';

/**
 * The candidate's side panel (SPEC §2 Candidats): état, TJM, CV, candidate and account information,
 * presentation, skills, education, experience; Valider / Invalider, Modifier TJM, Désactiver / Activer;
 * the moderation history.
 */
export function CandidatePanel({
  candidate,
  onClose,
  onDone,
}: {
  candidate: StaffCandidateProfile | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [editingTjm, setEditingTjm] = useState(false);
  // Keeps the content while the panel slides out.
  const last = useRef(candidate);
  if (candidate) last.current = candidate;
  const shown = candidate ?? last.current;
  return (
    <SidePanel open={candidate !== null} title="Candidat" onClose={onClose} width={600}>
      {shown && (
        <>
          <StaffCandidateDetails
            profile={shown}
            staff={{
              userId: shown.user.id,
              etat: shown.user.etat,
              tjm: shown.tjm,
              tjm_souhaite: shown.tjm_souhaite,
              cv: shown.user.cv,
              email: shown.user.email,
              tel: shown.tel,
              sex: shown.sex,
              date_naissance: shown.date_naissance,
              createdAt: shown.user.createdAt,
            }}
          />
          <AccountHistory userId={shown.user.id} />
          <ModerationBox>
            <AccountActions userId={shown.user.id} etat={shown.user.etat} kind="condidat" onDone={onDone}>
              <Button variant="outlined" onClick={() => setEditingTjm(true)}>
                Modifier TJM
              </Button>
            </AccountActions>
          </ModerationBox>
          <TjmDialog
            open={editingTjm}
            candidateId={shown.id}
            tjm={shown.tjm}
            tjmSouhaite={shown.tjm_souhaite}
            onClose={() => setEditingTjm(false)}
          />
        </>
      )}
    </SidePanel>
  );
}
