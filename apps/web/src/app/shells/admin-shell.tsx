import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import HistoryToggleOffOutlined from '@mui/icons-material/HistoryToggleOffOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import MailOutline from '@mui/icons-material/MailOutlined';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import { Alert, AlertTitle } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import { paths } from '@passerelle/shared/paths';
import type { User } from '@passerelle/shared/schemas/auth';
import { lazy } from 'react';
import { Navigate } from 'react-router';
import type { NavItem } from '../../features/dashboard/components/dashboard-layout';
import { screen } from './screen';
import { Shell, type ShellRoute } from './shell';

const a = paths.dashboard.admin;

// Each admin screen is its own chunk: the charts' library loads with the home only.
const AdminHomePage = screen(
  () => import('../../features/admin-home/components/admin-home-page'),
  'AdminHomePage',
  paths.dashboard.home,
);
const ClientsPage = screen(() => import('../../features/admin-accounts/components/clients-page'), 'ClientsPage', a.clients);
const CandidatesPage = screen(
  () => import('../../features/admin-accounts/components/candidates-page'),
  'CandidatesPage',
  a.candidates,
);
const InactiveCandidatesPage = screen(
  () => import('../../features/admin-accounts/components/inactive-candidates-page'),
  'InactiveCandidatesPage',
);
const RequestsPage = screen(() => import('../../features/admin-requests/components/requests-page'), 'RequestsPage', a.requests);
const MissionsPage = screen(() => import('../../features/admin-missions/components/missions-page'), 'MissionsPage', a.missions);
const StaffInvoicesPage = screen(() => import('../../features/admin-invoices/components/invoices-page'), 'StaffInvoicesPage');
const FinancePage = screen(() => import('../../features/admin-finance/components/finance-page'), 'FinancePage');
const PayoutsPage = screen(() => import('../../features/admin-finance/components/payouts-page'), 'PayoutsPage');
const StatementsPage = screen(() => import('../../features/admin-finance/components/statements-page'), 'StatementsPage');
const StaffDocumentsPage = screen(() => import('../../features/admin-documents/components/documents-page'), 'StaffDocumentsPage');
const SearchLogPage = screen(() => import('../../features/admin-search-log/components/search-log-page'), 'SearchLogPage');
const StaffReviewsPage = screen(() => import('../../features/admin-reviews/components/reviews-page'), 'StaffReviewsPage');
const OffersPage = screen(() => import('../../features/admin-offers/components/offers-page'), 'OffersPage', a.offers);
const OfferDetailPage = screen(() => import('../../features/admin-offers/components/offer-detail-page'), 'OfferDetailPage');
const ContactPage = screen(() => import('../../features/admin-contact/components/contact-page'), 'ContactPage');
const SkillsPage = screen(() => import('../../features/admin-skills/components/skills-page'), 'SkillsPage');
const StaffInterviewsPage = lazy(async () => {
  const { InterviewsPage } = await import('../../features/interviews/components/interviews-page');
  return { default: () => <InterviewsPage side="staff" /> };
});
const StaffPage = screen(() => import('../../features/admin-staff/components/staff-page'), 'StaffPage');
const SettingsPage = screen(() => import('../../features/admin-settings/components/settings-page'), 'SettingsPage');

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
        routes={[{ path: paths.dashboard.home, element: <Navigate to={paths.dashboard.account} replace /> }]}
        restricted
        notice={<TwoFactorBanner />}
      />
    );
  }
  const items: NavItem[] = [
    { label: 'Accueil', to: paths.dashboard.home, icon: DashboardOutlined, end: true },
    { label: 'Clients', to: a.clients, icon: BusinessOutlined },
    { label: 'Candidats', to: a.candidates, icon: GroupOutlined },
    { label: 'Candidats inactifs', to: a.inactiveCandidates, icon: HistoryToggleOffOutlined },
    { label: 'Demandes des candidats', to: a.requests, icon: InboxOutlined },
    { label: 'Missions', to: a.missions, icon: AssignmentTurnedInOutlined },
    { label: 'Documents', to: a.documents, icon: FactCheckOutlined },
    { label: 'Factures', to: a.invoices, icon: ReceiptLongOutlined },
    { label: 'Relevés bancaires', to: a.statements, icon: AccountBalanceOutlined },
    { label: 'Finances', to: a.finance, icon: InsightsOutlined },
    { label: 'Virements', to: a.payouts, icon: PaymentsOutlined },
    { label: 'Avis', to: a.reviews, icon: RateReviewOutlined },
    { label: 'Journal des recherches', to: a.searchLog, icon: ManageSearchOutlined },
    { label: 'Offres', to: a.offers, icon: WorkOutlineOutlined },
    { label: 'Compétences', to: a.skills, icon: LabelOutlined },
    { label: 'Entretiens', to: a.interviews, icon: EventOutlined },
    { label: 'Chat', to: paths.dashboard.chat, icon: ChatOutlined },
    { label: 'Messages de contact', to: a.contact, icon: MailOutline },
  ];
  const routes: ShellRoute[] = [
    { path: paths.dashboard.home, element: <AdminHomePage /> },
    { path: a.clients, element: <ClientsPage /> },
    { path: a.candidates, element: <CandidatesPage /> },
    { path: a.inactiveCandidates, element: <InactiveCandidatesPage /> },
    { path: a.requests, element: <RequestsPage /> },
    { path: a.offers, element: <OffersPage /> },
    { path: a.offer(), element: <OfferDetailPage /> },
    { path: a.missions, element: <MissionsPage /> },
    { path: a.interviews, element: <StaffInterviewsPage /> },
    { path: a.documents, element: <StaffDocumentsPage /> },
    { path: a.invoices, element: <StaffInvoicesPage /> },
    { path: a.statements, element: <StatementsPage /> },
    { path: a.finance, element: <FinancePage /> },
    { path: a.payouts, element: <PayoutsPage /> },
    { path: a.reviews, element: <StaffReviewsPage /> },
    { path: a.searchLog, element: <SearchLogPage /> },
    { path: a.contact, element: <ContactPage /> },
    { path: a.skills, element: <SkillsPage /> },
  ];
  // The staff accounts are root's alone (the server refuses the others too).
  if (isRoot) {
    items.push({ label: 'Administrateurs', to: a.staff, icon: AdminPanelSettingsOutlined });
    routes.push({ path: a.staff, element: <StaffPage /> });
    items.push({ label: 'Réglages', to: a.settings, icon: TuneOutlined });
    routes.push({ path: a.settings, element: <SettingsPage /> });
  }
  return <Shell user={user} roleLabel={roleLabel} items={items} routes={routes} />;
}
