import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import StarBorderOutlined from '@mui/icons-material/StarBorderOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import type { ClientOfferDetail, OfferApplication, User } from '@passerelle/shared';
import { type ComponentType, lazy, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { RequestForm } from '../../features/client-search/components/request-form';
import { fullName } from '../../lib/format';
import { useRoleProfile } from '../../lib/use-role-profile';
import { Shell } from './shell';

const d = paths.dash;

/** Each screen its own chunk, loaded when first visited. */
const screen = <P extends object, M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType<P> }));

const ClientHomePage = screen<{ user: User }, typeof import('../../features/client-home/components/client-home-page')>(
  () => import('../../features/client-home/components/client-home-page'),
  'ClientHomePage',
);
const ProfilePage = screen(() => import('../../features/client-profile/components/profile-page'), 'ProfilePage');
const ProfileEditPage = screen(() => import('../../features/client-profile/components/profile-edit-page'), 'ProfileEditPage');
const SearchPage = screen(() => import('../../features/client-search/components/search-page'), 'SearchPage');
const BridgeMatchPage = screen(() => import('../../features/client-search/components/bridge-match-page'), 'BridgeMatchPage');
const FavouritesPage = screen(() => import('../../features/client-search/components/favourites-page'), 'FavouritesPage');
const OffersListPage = screen(() => import('../../features/client-offers/components/offers-list-page'), 'OffersListPage');
const OfferCreatePage = screen(() => import('../../features/client-offers/components/offer-create-page'), 'OfferCreatePage');
const OfferEditPage = screen(() => import('../../features/client-offers/components/offer-edit-page'), 'OfferEditPage');
const OfferDetailPage = screen<
  { applicantActions: typeof applicantActions },
  typeof import('../../features/client-offers/components/offer-detail-page')
>(() => import('../../features/client-offers/components/offer-detail-page'), 'OfferDetailPage');
const MissionsPage = screen(() => import('../../features/client-missions/components/missions-page'), 'MissionsPage');

/**
 * An applicant's « Demander » (DECISIONS §3): a request prefilled with the offer's dates and carrying its id.
 * The offers and the candidate search are two features; the shell puts them together.
 */
function ApplicantRequest({ application, offer }: { application: OfferApplication; offer: ClientOfferDetail }) {
  const record = useRoleProfile();
  if (!record.data) return null;
  return (
    <RequestForm
      key={application.id}
      clientId={record.data.id}
      candidateId={application.condidatId}
      candidateName={fullName(application.condidat)}
      requested={false}
      offreId={offer.id}
      dates={{ date_debut: application.date_debut, date_fin: application.date_fin }}
    />
  );
}
const applicantActions = (application: OfferApplication, offer: ClientOfferDetail) => (
  <ApplicantRequest application={application} offer={offer} />
);

/** The client dashboard (SPEC §2 Client dashboard); the chat is the shared screen the Shell adds. */
export default function ClientShell({ user }: { user: User }) {
  // Every screen but the home and the chat needs the company profile (SPEC §4: onboarding first).
  const withProfile = (element: ReactNode) => (user.profile_done ? element : <Navigate to={paths.onboarding.client} replace />);
  return (
    <Shell
      user={user}
      roleLabel={user.role === 'client' ? 'Client' : user.role}
      items={[
        { label: 'Accueil', to: paths.dashboard, icon: DashboardOutlined, end: true },
        { label: 'Mon profil', to: d('profile'), icon: BusinessOutlined },
        { label: 'Candidats', to: d('srcd'), icon: PersonSearchOutlined },
        { label: 'Mes offres', to: d('mesoffres'), icon: WorkOutlineOutlined, also: [d('offre-crt'), d('offre-edt')] },
        { label: 'Bridge match', to: d('bmatch'), icon: HubOutlined },
        { label: 'Favoris', to: d('favoris'), icon: StarBorderOutlined },
        { label: 'Missions', to: d('mission'), icon: AssignmentTurnedInOutlined },
        { label: 'Chat', to: d('chat'), icon: ChatOutlined },
      ]}
      routes={[
        { path: '', element: <ClientHomePage user={user} /> },
        { path: 'profile', element: withProfile(<ProfilePage />) },
        { path: 'profile/edt', element: withProfile(<ProfileEditPage />) },
        { path: 'srcd', element: withProfile(<SearchPage />) },
        { path: 'mesoffres', element: withProfile(<OffersListPage />) },
        { path: 'mesoffres/:id', element: withProfile(<OfferDetailPage applicantActions={applicantActions} />) },
        { path: 'offre-crt', element: withProfile(<OfferCreatePage />) },
        { path: 'offre-edt/:id', element: withProfile(<OfferEditPage />) },
        { path: 'mission', element: withProfile(<MissionsPage />) },
        { path: 'favoris', element: withProfile(<FavouritesPage />) },
        { path: 'bmatch', element: withProfile(<BridgeMatchPage />) },
      ]}
    />
  );
}
