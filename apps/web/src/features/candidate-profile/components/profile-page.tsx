import EditOutlined from '@mui/icons-material/EditOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import { Avatar, Box, IconButton, Paper, Stack, Typography } from '@mui/material';
import { NIV_ETUDE_LABELS, NIV_EXP_LABELS, SEX_LABELS } from '@passerelle/shared/enums';
import { MSG } from '@passerelle/shared/messages';
import { accountsApi } from '@passerelle/shared/routes/accounts';
import { candidateProfileApi, profilesApi } from '@passerelle/shared/routes/profiles';
import type { CandidateProfile } from '@passerelle/shared/schemas/profiles';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { ConfirmDispoCard } from '../../../components/availability/confirm-dispo-card';
import { LazyTooltip } from '../../../components/lazy-tooltip';
import { ExperienceItems, FormationItems } from '../../../components/profile/entry-items';
import { QueryState } from '../../../components/query-state';
import { useNotice } from '../../../components/staff/notice';
import { TagChips } from '../../../components/tag-chips';
import { formatDate } from '../../../lib/dates';
import { formatEuros, fullName } from '../../../lib/format';
import { invalidateRoutes } from '../../../lib/query-keys';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRoleProfile } from '../../../lib/use-role-profile';
import { myProfileQuery } from '../api/profile-api';
import { Details, ProfileSection } from './profile-sections';

// The information form (its selects, date and skills fields), the education and experience editors (their
// side panel: a modal drawer, its focus trap and transition) and the password dialog load the first time
// they open: the profile paints without them (issue 20).
const EditInfoPanel = lazy(() => import('./edit-info-panel').then((m) => ({ default: m.EditInfoPanel })));
const FormationsEditor = lazy(() => import('./entry-editors').then((m) => ({ default: m.FormationsEditor })));
const ExperiencesEditor = lazy(() => import('./entry-editors').then((m) => ({ default: m.ExperiencesEditor })));
const ChangePasswordDialog = lazy(() => import('./change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })));

type Panel = 'info' | 'formations' | 'experiences' | 'password' | null;

/**
 * /dashb/profile (SPEC §2 Profile screen): photo, name, title, the password and edit buttons, the CV
 * block (given by the shell: it belongs to the CV feature), the candidate's and the account's details,
 * presentation, skills, education and experience, each list with its editor. After a save the data
 * reloads and a message confirms it.
 */
export function ProfilePage({
  cvBlock,
  cvBanner,
  billingBlock,
}: {
  cvBlock?: ReactNode;
  cvBanner?: ReactNode;
  /** « Facturation » (DECISIONS §6.6), from the billing feature. */
  billingBlock?: ReactNode;
}) {
  useDocumentTitle('Profil');
  const queryClient = useQueryClient();
  const record = useRoleProfile();
  const profile = useQuery(myProfileQuery(record.data?.id));
  const [panel, setPanel] = useState<Panel>(null);
  // The confirmation's Snackbar comes with the first save (issue 20).
  const { notify, notice } = useNotice();

  const afterSave = async (next?: CandidateProfile) => {
    if (next) queryClient.setQueryData(myProfileQuery(next.id).queryKey, next);
    setPanel(null);
    notify(MSG.saved);
    // Everything that shows the profile or the names (the sidebar reads the session check) reloads.
    await Promise.all([
      invalidateRoutes(queryClient, candidateProfileApi.myprofile, profilesApi.getUserCondInf),
      next && invalidateRoutes(queryClient, accountsApi.checkuser),
    ]);
  };

  return (
    <Stack spacing={2}>
      {cvBanner}
      <QueryState
        isPending={record.isPending || profile.isPending}
        error={record.error ?? profile.error}
        onRetry={() => void profile.refetch()}
        fallback={MSG.fetchFailed}
      >
        {profile.data && (
          <ProfileContent profile={profile.data} cvBlock={cvBlock} billingBlock={billingBlock} onOpen={setPanel}>
            <OnceOpened open={panel === 'info'}>
              <EditInfoPanel open={panel === 'info'} profile={profile.data} onClose={() => setPanel(null)} onSaved={afterSave} />
            </OnceOpened>
            <OnceOpened open={panel === 'formations'}>
              <FormationsEditor
                open={panel === 'formations'}
                profile={profile.data}
                onClose={() => setPanel(null)}
                onSaved={() => afterSave()}
              />
            </OnceOpened>
            <OnceOpened open={panel === 'experiences'}>
              <ExperiencesEditor
                open={panel === 'experiences'}
                profile={profile.data}
                onClose={() => setPanel(null)}
                onSaved={() => afterSave()}
              />
            </OnceOpened>
            <OnceOpened open={panel === 'password'}>
              <ChangePasswordDialog open={panel === 'password'} onClose={() => setPanel(null)} />
            </OnceOpened>
          </ProfileContent>
        )}
        {notice}
      </QueryState>
    </Stack>
  );
}

/** Renders its children from the first time `open` is true, and keeps them so that they close with their transition. */
function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}

function ProfileContent({
  profile,
  cvBlock,
  billingBlock,
  onOpen,
  children,
}: {
  profile: CandidateProfile;
  cvBlock?: ReactNode;
  /** « Facturation » (DECISIONS §6.6), from the billing feature. */
  billingBlock?: ReactNode;
  onOpen: (panel: Panel) => void;
  children: ReactNode;
}) {
  return (
    <Stack spacing={2.5}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, display: 'flex', gap: 2.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Avatar src={profile.img ?? undefined} alt={`Photo de ${fullName(profile)}`} sx={{ width: 96, height: 96 }}>
          <PersonOutlined sx={{ fontSize: 56 }} />
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' }, wordBreak: 'break-word' }}>
            {fullName(profile)}
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: '1.1rem' }}>
            {profile.titre}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <LazyTooltip title="Changer le mot de passe">
            <IconButton onClick={() => onOpen('password')} aria-label="Changer le mot de passe" color="primary">
              <KeyOutlined />
            </IconButton>
          </LazyTooltip>
          <LazyTooltip title="Modifier mes informations">
            <IconButton onClick={() => onOpen('info')} aria-label="Modifier mes informations" color="primary">
              <EditOutlined />
            </IconButton>
          </LazyTooltip>
        </Box>
      </Paper>
      <ConfirmDispoCard key={`${profile.dispo}|${profile.jours_semaine}`} availability={profile} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' }, gap: 2.5, alignItems: 'start' }}>
        <Stack spacing={2.5}>
          {cvBlock}
          <ProfileSection title="Informations du candidat">
            <Details
              items={[
                ['Date de naissance', formatDate(profile.date_naissance)],
                ['Sexe', profile.sex ? SEX_LABELS[profile.sex] : ''],
                ['Niveau d’études', NIV_ETUDE_LABELS[profile.niv_etude]],
                ['Années d’expérience', NIV_EXP_LABELS[profile.niv_exp]],
                ['Disponible le', formatDate(profile.dispo)],
                // The rate it proposes (DECISIONS §6.8); staff set the final one.
                ['TJM souhaité', profile.tjm_souhaite === null ? 'Non renseigné' : formatEuros(profile.tjm_souhaite)],
              ]}
            />
          </ProfileSection>
          <ProfileSection title="Informations du compte">
            <Details
              items={[
                ['Nom', profile.nom],
                ['Prénom', profile.prenom],
                ['E-mail', profile.user.email],
                ['Téléphone', profile.tel],
              ]}
            />
          </ProfileSection>
          {billingBlock}
        </Stack>
        <Stack spacing={2.5}>
          <ProfileSection title="Présentation">
            {profile.resume ? (
              <Typography sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>{profile.resume}</Typography>
            ) : (
              <Typography color="text.secondary">Pas encore de présentation.</Typography>
            )}
          </ProfileSection>
          <ProfileSection title="Compétences">
            <TagChips tags={profile.skills} label="Compétences" />
          </ProfileSection>
          <ProfileSection title="Formations" editLabel="Modifier mes formations" onEdit={() => onOpen('formations')}>
            <FormationItems formations={profile.formations} />
          </ProfileSection>
          <ProfileSection title="Expériences" editLabel="Modifier mes expériences" onEdit={() => onOpen('experiences')}>
            <ExperienceItems experiences={profile.experiences} />
          </ProfileSection>
        </Stack>
      </Box>
      {children}
    </Stack>
  );
}
