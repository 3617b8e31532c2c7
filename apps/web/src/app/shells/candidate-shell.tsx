import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import type { User } from '@passerelle/shared';
import { paths } from '../../config/paths';
import { UnavailableScreen } from '../../features/dashboard/components/unavailable-screen';
import { Shell } from './shell';

const d = paths.dash;

/** The candidate dashboard (SPEC §2 Candidate shell, DECISIONS §4 for /dashb/tech). */
export default function CandidateShell({ user }: { user: User }) {
  return (
    <Shell
      user={user}
      roleLabel="Candidat"
      items={[
        { label: 'Accueil', to: paths.dashboard, icon: DashboardOutlined, end: true },
        { label: 'Profil', to: d('profile'), icon: PersonOutline },
        { label: 'Trouver une offre', to: d('offre'), icon: SearchOutlined },
        { label: 'Test technique', to: d('tech'), icon: QuizOutlined },
        { label: 'Mes propositions', to: d('proposition'), icon: AssignmentOutlined },
        { label: 'Chat', to: d('chat'), icon: ChatOutlined },
      ]}
      routes={[
        { path: '', element: <UnavailableScreen title="Accueil" /> },
        { path: 'profile', element: <UnavailableScreen title="Profil" /> },
        { path: 'offre', element: <UnavailableScreen title="Les offres" /> },
        { path: 'offre/:id', element: <UnavailableScreen title="Détail de l'offre" /> },
        { path: 'tech', element: <UnavailableScreen title="Test technique" /> },
        { path: 'proposition', element: <UnavailableScreen title="Mes propositions" /> },
        { path: 'chat', element: <UnavailableScreen title="Chat" /> },
      ]}
    />
  );
}
