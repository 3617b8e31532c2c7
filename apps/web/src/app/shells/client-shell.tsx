import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import StarBorderOutlined from '@mui/icons-material/StarBorderOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import type { User } from '@passerelle/shared';
import { paths } from '../../config/paths';
import { UnavailableScreen } from '../../features/dashboard/components/unavailable-screen';
import { ClientHome } from '../routes/client-home';
import { Shell } from './shell';

const d = paths.dash;

/** The client dashboard (SPEC §2 Client dashboard). */
export default function ClientShell({ user }: { user: User }) {
  return (
    <Shell
      user={user}
      roleLabel={user.role === 'client' ? 'Client' : user.role}
      items={[
        { label: 'Accueil', to: paths.dashboard, icon: DashboardOutlined, end: true },
        { label: 'Mon profil', to: d('profile'), icon: BusinessOutlined },
        { label: 'Candidats', to: d('srcd'), icon: PersonSearchOutlined },
        { label: 'Mes offres', to: d('mesoffres'), icon: WorkOutlineOutlined },
        { label: 'Bridge match', to: d('bmatch'), icon: HubOutlined },
        { label: 'Favoris', to: d('favoris'), icon: StarBorderOutlined },
        { label: 'Missions', to: d('mission'), icon: AssignmentTurnedInOutlined },
        { label: 'Chat', to: d('chat'), icon: ChatOutlined },
      ]}
      routes={[
        { path: '', element: <ClientHome user={user} /> },
        { path: 'profile', element: <UnavailableScreen title="Mon profil" /> },
        { path: 'profile/edt', element: <UnavailableScreen title="Modifier mon profil" /> },
        { path: 'srcd', element: <UnavailableScreen title="Candidats" /> },
        { path: 'chat', element: <UnavailableScreen title="Chat" /> },
        { path: 'mesoffres', element: <UnavailableScreen title="Mes offres" /> },
        { path: 'mesoffres/:id', element: <UnavailableScreen title="Détail de l'offre" /> },
        { path: 'offre-crt', element: <UnavailableScreen title="Publier une offre" /> },
        { path: 'offre-edt/:id', element: <UnavailableScreen title="Modifier l'offre" /> },
        { path: 'mission', element: <UnavailableScreen title="Missions" /> },
        { path: 'favoris', element: <UnavailableScreen title="Favoris" /> },
        { path: 'bmatch', element: <UnavailableScreen title="Bridge match" /> },
      ]}
    />
  );
}
