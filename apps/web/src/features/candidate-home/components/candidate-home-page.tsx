import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { Alert, Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import { paths } from '@passerelle/shared/paths';
import type { User } from '@passerelle/shared/schemas/auth';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDispoCard } from '../../../components/availability/confirm-dispo-card';
import { errorMessage } from '../../../lib/api-client';
import { nextStepFor } from '../../../lib/next-step';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRoleProfile } from '../../../lib/use-role-profile';
import { useOverview } from '../api/get-overview';
import { CountTile } from './count-tile';
import { ExposureCard } from './exposure-card';

/**
 * /dashb for a candidate (SPEC §2): greeting, the message and proposal counts (getoverview) leading to
 * the chat and to Mes propositions, and the way to the offers. A pending account is told why it cannot
 * apply yet; an unfinished onboarding is pointed to its next step.
 */
export function CandidateHomePage({ user, cvBanner }: { user: User; cvBanner?: ReactNode }) {
  useDocumentTitle('Accueil');
  const record = useRoleProfile();
  const overview = useOverview(record.data?.id);
  const failure = record.error ?? overview.error;
  const onboarded = user.profile_done && user.formation_done && user.exp_done;
  const loading = user.profile_done && (record.isLoading || overview.isLoading);

  return (
    <Stack spacing={3}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
        Bonjour{user.prenom ? ` ${user.prenom}` : ''} !
      </Typography>
      {!onboarded && (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={nextStepFor(user)} color="inherit">
              Compléter mon profil
            </Button>
          }
        >
          Votre profil n'est pas terminé : complétez-le pour que notre équipe puisse vous proposer des missions.
        </Alert>
      )}
      {user.etat !== 'active' && (
        <Alert severity="error" icon={<WarningAmberOutlined />}>
          Votre compte n'est pas encore activé : notre équipe doit le valider avant que vous puissiez postuler. En attendant, vous
          pouvez parcourir les offres ou{' '}
          <Link component={RouterLink} to={paths.dashboard.chat} color="inherit" sx={{ fontWeight: 700 }}>
            nous écrire dans le chat
          </Link>
          .
        </Alert>
      )}
      {/* « Ajoutez votre CV » while there is none (given by the shell: it belongs to the CV feature). */}
      {cvBanner}
      {record.data && 'jours_semaine' in record.data && <ConfirmDispoCard availability={record.data} />}
      {user.profile_done && <ExposureCard />}
      {failure && (
        <Alert severity="warning" action={<Button onClick={() => void overview.refetch()}>Réessayer</Button>}>
          {errorMessage(failure, MSG.fetchFailed)}
        </Alert>
      )}
      <Box
        component="ul"
        aria-label="Votre activité"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, listStyle: 'none', p: 0, m: 0 }}
      >
        <li>
          <CountTile
            label="Messages"
            caption="non lus de notre équipe"
            to={paths.dashboard.chat}
            icon={ChatOutlined}
            count={overview.data?.nbr_msg}
            loading={loading}
          />
        </li>
        <li>
          <CountTile
            label="Mes propositions"
            caption="offres auxquelles vous avez postulé"
            to={paths.dashboard.candidate.propositions}
            icon={AssignmentOutlined}
            count={overview.data?.nbr_dmd}
            loading={loading}
          />
        </li>
      </Box>
      <Paper
        sx={{
          p: { xs: 2.5, md: 4 },
          borderRadius: 3,
          color: '#fff',
          background: 'linear-gradient(120deg, #142a63 0%, #1f3c88 70%, #3556b3 100%)',
        }}
      >
        <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
          Trouvez votre prochaine mission
        </Typography>
        <Typography sx={{ mb: 2.5, maxWidth: 620, color: '#dfe6f7' }}>
          Des missions 100 % à distance, publiées par des ESN et des clients finaux : cherchez par technologie, postulez en un
          clic, suivez vos candidatures.
        </Typography>
        <Button
          component={RouterLink}
          to={paths.dashboard.candidate.offers}
          variant="contained"
          color="secondary"
          startIcon={<SearchOutlined />}
        >
          Trouver une offre
        </Button>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <QuizOutlined color="primary" aria-hidden />
        <Typography sx={{ flex: 1, minWidth: 220 }}>
          Faites valider vos compétences par notre équipe : un test technique réussi rassure les entreprises.
        </Typography>
        <Button component={RouterLink} to={paths.dashboard.candidate.techTest} variant="outlined">
          Test technique
        </Button>
      </Paper>
    </Stack>
  );
}
