import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { paths } from '@passerelle/shared/paths';
import type { User } from '@passerelle/shared/schemas/auth';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { CvGate } from '../../features/candidate-cv/components/cv-gate';
import { nextStepFor } from '../../lib/next-step';
import { screen } from './screen';
import { Shell } from './shell';

const c = paths.dashboard.candidate;

// Each screen its own chunk, the home included: its availability card (a form and date pickers) is not paid
// for by the other screens.
const CandidateHomePage = screen(
  () => import('../../features/candidate-home/components/candidate-home-page'),
  'CandidateHomePage',
  paths.dashboard.home,
);
const OffersPage = screen(() => import('../../features/candidate-offers/components/offers-page'), 'OffersPage', c.offers);
const OfferDetailPage = screen(() => import('../../features/candidate-offers/components/offer-detail-page'), 'OfferDetailPage');
const PropositionsPage = screen(
  () => import('../../features/candidate-offers/components/propositions-page'),
  'PropositionsPage',
  c.propositions,
);
const OfferAlertsPage = screen(() => import('../../features/candidate-offers/components/offer-alerts-page'), 'OfferAlertsPage');
const ProfilePage = screen(() => import('../../features/candidate-profile/components/profile-page'), 'ProfilePage', c.profile);
const CvBlock = screen(() => import('../../features/candidate-cv/components/cv-block'), 'CvBlock');
const CvBanner = screen(() => import('../../features/candidate-cv/components/cv-banner'), 'CvBanner');
const InterviewsPage = screen(() => import('../../features/interviews/components/interviews-page'), 'InterviewsPage');
const MyMissionsPage = screen(() => import('../../features/candidate-missions/components/missions-page'), 'MyMissionsPage');
const TechTestPage = screen(() => import('../../features/candidate-tech/components/tech-test-page'), 'TechTestPage');

/** The candidate dashboard (SPEC §2 Candidate shell, DECISIONS §4 for /dashb/tech). */
export default function CandidateShell({ user }: { user: User }) {
  // Every /api/cd call needs the candidate record: without it, these screens send to the onboarding step.
  const needsProfile = (screen: ReactNode) => (user.profile_done ? screen : <Navigate to={nextStepFor(user)} replace />);
  return (
    <>
      <Shell
        user={user}
        roleLabel="Candidat"
        items={[
          { label: 'Accueil', to: paths.dashboard.home, icon: DashboardOutlined, end: true },
          { label: 'Profil', to: c.profile, icon: PersonOutline },
          { label: 'Trouver une offre', to: c.offers, icon: SearchOutlined },
          { label: 'Test technique', to: c.techTest, icon: QuizOutlined },
          { label: 'Mes propositions', to: c.propositions, icon: AssignmentOutlined },
          { label: 'Mes entretiens', to: c.interviews, icon: EventOutlined },
          { label: 'Mes alertes', to: c.alerts, icon: NotificationsActiveOutlined },
          { label: 'Mes missions', to: c.missions, icon: AssignmentTurnedInOutlined },
          { label: 'Chat', to: paths.dashboard.chat, icon: ChatOutlined },
        ]}
        routes={[
          {
            path: paths.dashboard.home,
            element: <CandidateHomePage user={user} cvBanner={user.profile_done ? <CvBanner /> : null} />,
          },
          // The CV block and banner belong to the CV feature; the shell hands them to the profile screen.
          {
            path: c.profile,
            element: needsProfile(<ProfilePage cvBlock={<CvBlock userId={user.id} />} cvBanner={<CvBanner />} />),
          },
          { path: c.offers, element: needsProfile(<OffersPage />) },
          { path: c.offer(), element: needsProfile(<OfferDetailPage />) },
          { path: c.techTest, element: <TechTestPage /> },
          { path: c.propositions, element: needsProfile(<PropositionsPage />) },
          { path: c.interviews, element: needsProfile(<InterviewsPage side="candidate" />) },
          { path: c.alerts, element: needsProfile(<OfferAlertsPage />) },
          { path: c.missions, element: needsProfile(<MyMissionsPage />) },
        ]}
      />
      {/* Without a CV, the CV dialog opens once a session (after onboarding, DECISIONS §6.9). */}
      <CvGate enabled={user.profile_done} />
    </>
  );
}
