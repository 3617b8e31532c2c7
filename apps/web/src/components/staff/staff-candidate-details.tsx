import { Box } from '@mui/material';
import { SEX_LABELS, type Sex, type UserEtat } from '@passerelle/shared/enums';
import type { CandidatePublicProfile } from '@passerelle/shared/schemas/profiles';
import { formatDate, formatDateTime } from '../../lib/dates';
import { formatEuros, fullName } from '../../lib/format';
import { EtatBadge } from '../etat-badge';
import { CandidateProfileView } from '../profile/candidate-profile-view';
import { EmailLink, PhoneLink } from './contact-links';
import { CvLink } from './cv-link';
import { InfoList, PanelSection } from './info-list';

/** What only the staff read about a candidate (DECISIONS §5): account état, TJM, CV, contact data. */
export interface StaffCandidateExtra {
  /** The candidate's user id (the CV is downloaded by it). */
  userId: number;
  etat: UserEtat;
  tjm: number | null;
  /** The rate the freelancer proposes (DECISIONS §6.8), shown beside the staff's TJM when given. */
  tjm_souhaite?: number | null;
  /** Download URL of the CV, null when there is none (the download goes through filesApi.cv). */
  cv: string | null;
  email: string;
  tel: string | null;
  sex?: Sex | null;
  date_naissance?: string | null;
  createdAt?: string;
}

/**
 * A candidate's staff side panel content (SPEC §2 Candidats, offer applicants): état, TJM, CV link,
 * candidate and account information, then the professional profile (presentation, skills, education,
 * experience).
 */
export function StaffCandidateDetails({ profile, staff }: { profile: CandidatePublicProfile; staff: StaffCandidateExtra }) {
  return (
    <CandidateProfileView
      profile={profile}
      extra={
        <Box>
          <PanelSection title="Suivi">
            <InfoList
              items={[
                { label: 'État', value: <EtatBadge kind="user" value={staff.etat} /> },
                { label: 'TJM', value: staff.tjm === null ? 'Non fixé' : formatEuros(staff.tjm) },
                ...(staff.tjm_souhaite != null ? [{ label: 'TJM souhaité', value: formatEuros(staff.tjm_souhaite) }] : []),
                { label: 'CV', value: <CvLink userId={staff.userId} hasCv={staff.cv !== null} owner={fullName(profile)} /> },
              ]}
            />
          </PanelSection>
          {(staff.sex || staff.date_naissance) && (
            <PanelSection title="Informations du candidat">
              <InfoList
                items={[
                  ...(staff.date_naissance ? [{ label: 'Date de naissance', value: formatDate(staff.date_naissance) }] : []),
                  ...(staff.sex ? [{ label: 'Sexe', value: SEX_LABELS[staff.sex] }] : []),
                ]}
              />
            </PanelSection>
          )}
          <PanelSection title="Compte">
            <InfoList
              items={[
                { label: 'Nom', value: profile.nom },
                { label: 'Prénom', value: profile.prenom },
                { label: 'E-mail', value: <EmailLink email={staff.email} /> },
                { label: 'Téléphone', value: <PhoneLink tel={staff.tel} /> },
                ...(staff.createdAt ? [{ label: 'Inscrit le', value: formatDateTime(staff.createdAt) }] : []),
              ]}
            />
          </PanelSection>
        </Box>
      }
    />
  );
}
