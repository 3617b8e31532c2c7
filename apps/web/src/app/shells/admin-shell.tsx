import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import MailOutline from '@mui/icons-material/MailOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import type { User } from '@passerelle/shared';
import { paths } from '../../config/paths';
import { UnavailableScreen } from '../../features/dashboard/components/unavailable-screen';
import { Shell } from './shell';

const d = paths.dash;

/** The administration (SPEC §2 Admin shell): admin and root. The identity shown is the logged-in administrator (DECISIONS §4). */
export default function AdminShell({ user }: { user: User }) {
  return (
    <Shell
      user={user}
      roleLabel={user.role === 'root' ? 'Super administrateur' : 'Administrateur'}
      items={[
        { label: 'Accueil', to: paths.dashboard, icon: DashboardOutlined, end: true },
        { label: 'Client(s)', to: d('acc/cl'), icon: BusinessOutlined },
        { label: 'Candidat(s)', to: d('acc/cd'), icon: GroupOutlined },
        { label: 'Demandes Candidat(s)', to: d('acc/dmd'), icon: InboxOutlined },
        { label: 'Les mission(s)', to: d('mission'), icon: AssignmentTurnedInOutlined },
        { label: 'Les offres', to: d('offre'), icon: WorkOutlineOutlined },
        { label: 'Chat', to: d('chat'), icon: ChatOutlined },
        { label: 'contactez nous', to: d('contact'), icon: MailOutline },
      ]}
      routes={[
        { path: '', element: <UnavailableScreen title="Statistiques" /> },
        { path: 'acc/cl', element: <UnavailableScreen title="Clients" /> },
        { path: 'acc/cd', element: <UnavailableScreen title="Candidats" /> },
        { path: 'acc/dmd', element: <UnavailableScreen title="Demandes de Candidats" /> },
        { path: 'chat', element: <UnavailableScreen title="Chat" /> },
        { path: 'offre', element: <UnavailableScreen title="Les offres" /> },
        { path: 'offre/:id', element: <UnavailableScreen title="Détail de l'offre" /> },
        { path: 'mission', element: <UnavailableScreen title="Les missions" /> },
        { path: 'contact', element: <UnavailableScreen title="Les Messages" /> },
      ]}
    />
  );
}
