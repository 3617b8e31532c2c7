import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import StarBorderOutlined from '@mui/icons-material/StarBorderOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import { paths } from '@passerelle/shared/paths';
import type { User } from '@passerelle/shared/schemas/auth';
import type { ClientOfferDetail, OfferApplication } from '@passerelle/shared/schemas/offers';
import { type ReactNode, Suspense } from 'react';
import { Navigate } from 'react-router';
import { screen } from './screen';
import { Shell } from './shell';

const c = paths.dashboard.client;

const ClientHomePage = screen(
  () => import('../../features/client-home/components/client-home-page'),
  'ClientHomePage',
  paths.dashboard.home,
);
const ProfilePage = screen(() => import('../../features/client-profile/components/profile-page'), 'ProfilePage', c.profile);
const ProfileEditPage = screen(
  () => import('../../features/client-profile/components/profile-edit-page'),
  'ProfileEditPage',
  c.profileEdit,
);
const SearchPage = screen(() => import('../../features/client-search/components/search-page'), 'SearchPage', c.search);
const BridgeMatchPage = screen(
  () => import('../../features/client-search/components/bridge-match-page'),
  'BridgeMatchPage',
  c.bridgeMatch,
);
const AlertsPage = screen(() => import('../../features/client-search/components/alerts-page'), 'AlertsPage', c.alerts);
const FavouritesPage = screen(
  () => import('../../features/client-search/components/favourites-page'),
  'FavouritesPage',
  c.favourites,
);
const OffersListPage = screen(
  () => import('../../features/client-offers/components/offers-list-page'),
  'OffersListPage',
  c.offers,
);
const OfferCreatePage = screen(
  () => import('../../features/client-offers/components/offer-create-page'),
  'OfferCreatePage',
  c.offerCreate,
);
const OfferEditPage = screen(
  () => import('../../features/client-offers/components/offer-edit-page'),
  'OfferEditPage',
  c.offerEdit(),
);
const OfferDetailPage = screen(
  () => import('../../features/client-offers/components/offer-detail-page'),
  'OfferDetailPage',
  c.offer(),
);
const TeamPage = screen(() => import('../../features/client-team/components/team-page'), 'TeamPage', c.team);
const ShortlistTab = screen(() => import('../../features/client-team/components/shortlist-tab'), 'ShortlistTab');
const InterviewsPage = screen(
  () => import('../../features/interviews/components/interviews-page'),
  'InterviewsPage',
  c.interviews,
);
const RequestsPage = screen(() => import('../../features/client-requests/components/requests-page'), 'RequestsPage', c.requests);
const MissionsPage = screen(() => import('../../features/client-missions/components/missions-page'), 'MissionsPage', c.missions);
const InvoicesPage = screen(() => import('../../features/client-missions/components/invoices-page'), 'InvoicesPage', c.invoices);

// An applicant's actions (the request form, the shortlist's menu, the interview's dialog) load with the first
// applicant shown, not with every client screen (issue 20).
const ApplicantActions = screen(() => import('./client-applicant-actions'), 'ApplicantActions');

/** What an applicant's panel offers the company (exported for its test). */
export const applicantActions = (
  application: OfferApplication,
  offer: ClientOfferDetail,
  options: { openRequest: boolean } = { openRequest: false },
) => (
  <Suspense fallback={null}>
    <ApplicantActions application={application} offer={offer} openRequest={options.openRequest} />
  </Suspense>
);
/** The offer's « Sélection » tab (issue 18): the team feature's shortlist, put in the offers' screen by the shell. */
const selectionTab = (offer: ClientOfferDetail) => <ShortlistTab offreId={offer.id} />;

/** The client dashboard (SPEC §2 Client dashboard); the chat is the shared screen the Shell adds. */
export default function ClientShell({ user }: { user: User }) {
  // Every screen but the home and the chat needs the company profile (SPEC §4: onboarding first).
  const withProfile = (element: ReactNode) => (user.profile_done ? element : <Navigate to={paths.onboarding.client} replace />);
  return (
    <Shell
      user={user}
      roleLabel={user.role === 'client' ? 'Client' : user.role}
      items={[
        { label: 'Accueil', to: paths.dashboard.home, icon: DashboardOutlined, end: true },
        { label: 'Mon profil', to: c.profile, icon: BusinessOutlined },
        { label: 'Candidats', to: c.search, icon: PersonSearchOutlined },
        { label: 'Mes offres', to: c.offers, icon: WorkOutlineOutlined, also: [c.offerCreate, c.offerEdit()] },
        { label: 'Correspondance des offres', to: c.bridgeMatch, icon: HubOutlined },
        { label: 'Favoris', to: c.favourites, icon: StarBorderOutlined },
        { label: 'Entretiens', to: c.interviews, icon: EventOutlined },
        { label: 'Mes demandes', to: c.requests, icon: InboxOutlined },
        { label: 'Mes alertes', to: c.alerts, icon: NotificationsActiveOutlined },
        { label: 'Missions', to: c.missions, icon: AssignmentTurnedInOutlined },
        { label: 'Mon équipe', to: c.team, icon: GroupsOutlined },
        { label: 'Factures', to: c.invoices, icon: ReceiptLongOutlined },
        { label: 'Chat', to: paths.dashboard.chat, icon: ChatOutlined },
      ]}
      routes={[
        { path: paths.dashboard.home, element: <ClientHomePage user={user} /> },
        { path: c.profile, element: withProfile(<ProfilePage />) },
        { path: c.profileEdit, element: withProfile(<ProfileEditPage />) },
        { path: c.search, element: withProfile(<SearchPage />) },
        { path: c.offers, element: withProfile(<OffersListPage />) },
        {
          path: c.offer(),
          element: withProfile(<OfferDetailPage applicantActions={applicantActions} selectionTab={selectionTab} />),
        },
        { path: c.team, element: withProfile(<TeamPage />) },
        { path: c.interviews, element: withProfile(<InterviewsPage side="client" />) },
        { path: c.offerCreate, element: withProfile(<OfferCreatePage />) },
        { path: c.offerEdit(), element: withProfile(<OfferEditPage />) },
        { path: c.missions, element: withProfile(<MissionsPage />) },
        { path: c.requests, element: withProfile(<RequestsPage />) },
        { path: c.invoices, element: withProfile(<InvoicesPage />) },
        { path: c.favourites, element: withProfile(<FavouritesPage />) },
        { path: c.bridgeMatch, element: withProfile(<BridgeMatchPage />) },
        { path: c.alerts, element: withProfile(<AlertsPage />) },
      ]}
    />
  );
}
