import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import HistoryToggleOffOutlined from '@mui/icons-material/HistoryToggleOffOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import MailOutline from '@mui/icons-material/MailOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import { Alert, AlertTitle } from '@mui/material';
import { MSG, type User } from '@passerelle/shared';
import { type ComponentType, lazy } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import type { NavItem } from '../../features/dashboard/components/dashboard-layout';
import { Shell, type ShellRoute } from './shell';

const d = paths.dash;

/** Each admin screen is its own chunk: the charts' library loads with the home only. */
const screen = <T extends Record<string, ComponentType>>(load: () => Promise<T>, name: keyof T) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

const AdminHomePage = screen(() => import('../../features/admin-home/components/admin-home-page'), 'AdminHomePage');
const ClientsPage = screen(() => import('../../features/admin-accounts/components/clients-page'), 'ClientsPage');
const CandidatesPage = screen(() => import('../../features/admin-accounts/components/candidates-page'), 'CandidatesPage');
const InactiveCandidatesPage = screen(
  () => import('../../features/admin-accounts/components/inactive-candidates-page'),
  'InactiveCandidatesPage',
);
const RequestsPage = screen(() => import('../../features/admin-requests/components/requests-page'), 'RequestsPage');
const MissionsPage = screen(() => import('../../features/admin-missions/components/missions-page'), 'MissionsPage');
const OffersPage = screen(() => import('../../features/admin-offers/components/offers-page'), 'OffersPage');
const OfferDetailPage = screen(() => import('../../features/admin-offers/components/offer-detail-page'), 'OfferDetailPage');
const ContactPage = screen(() => import('../../features/admin-contact/components/contact-page'), 'ContactPage');
const StaffPage = screen(() => import('../../features/admin-staff/components/staff-page'), 'StaffPage');

/**
 * While root makes the second factor mandatory and this administrator has not turned it on, the server
 * answers only the account's calls: the shell opens « Mon compte » alone, with a banner saying why.
 */
function TwoFactorBanner() {
  return (
    <Alert severity="warning" sx={{ mb: 3, maxWidth: 920 }}>
      <AlertTitle>Double authentification obligatoire</AlertTitle>
      {MSG.twoFactorRequired} L'administration s'ouvrira dès qu'elle sera activée.
    </Alert>
  );
}

/** The administration (SPEC §2 Admin shell): admin and root. The identity shown is the logged-in administrator (DECISIONS §4). */
export default function AdminShell({ user, twoFactorSetupRequired }: { user: User; twoFactorSetupRequired: boolean }) {
  const isRoot = user.role === 'root';
  const roleLabel = isRoot ? 'Super administrateur' : 'Administrateur';
  if (twoFactorSetupRequired) {
    return (
      <Shell
        user={user}
        roleLabel={roleLabel}
        items={[]}
        routes={[{ path: '', element: <Navigate to={d('compte')} replace /> }]}
        restricted
        notice={<TwoFactorBanner />}
      />
    );
  }
  const items: NavItem[] = [
    { label: 'Accueil', to: paths.dashboard, icon: DashboardOutlined, end: true },
    { label: 'Client(s)', to: d('acc/cl'), icon: BusinessOutlined },
    { label: 'Candidat(s)', to: d('acc/cd'), icon: GroupOutlined },
    { label: 'Candidats inactifs', to: d('acc/inactifs'), icon: HistoryToggleOffOutlined },
    { label: 'Demandes Candidat(s)', to: d('acc/dmd'), icon: InboxOutlined },
    { label: 'Les mission(s)', to: d('mission'), icon: AssignmentTurnedInOutlined },
    { label: 'Les offres', to: d('offre'), icon: WorkOutlineOutlined },
    { label: 'Chat', to: d('chat'), icon: ChatOutlined },
    { label: 'contactez nous', to: d('contact'), icon: MailOutline },
  ];
  const routes: ShellRoute[] = [
    { path: '', element: <AdminHomePage /> },
    { path: 'acc/cl', element: <ClientsPage /> },
    { path: 'acc/cd', element: <CandidatesPage /> },
    { path: 'acc/inactifs', element: <InactiveCandidatesPage /> },
    { path: 'acc/dmd', element: <RequestsPage /> },
    { path: 'offre', element: <OffersPage /> },
    { path: 'offre/:id', element: <OfferDetailPage /> },
    { path: 'mission', element: <MissionsPage /> },
    { path: 'contact', element: <ContactPage /> },
  ];
  // The staff accounts are root's alone (the server refuses the others too).
  if (isRoot) {
    items.push({ label: 'Administrateurs', to: d('admins'), icon: AdminPanelSettingsOutlined });
    routes.push({ path: 'admins', element: <StaffPage /> });
  }
  return <Shell user={user} roleLabel={roleLabel} items={items} routes={routes} />;
}
