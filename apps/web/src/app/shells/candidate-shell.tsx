import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import type { User } from '@passerelle/shared';
import { lazy, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { CvGate } from '../../features/candidate-cv/components/cv-gate';
import { CandidateHomePage } from '../../features/candidate-home/components/candidate-home-page';
import { nextStepFor } from '../../lib/next-step';
import { Shell } from './shell';

const d = paths.dash;

// Each screen its own chunk: the home comes with the shell, the rest when first opened.
const OffersPage = lazy(() =>
  import('../../features/candidate-offers/components/offers-page').then((m) => ({ default: m.OffersPage })),
);
const OfferDetailPage = lazy(() =>
  import('../../features/candidate-offers/components/offer-detail-page').then((m) => ({ default: m.OfferDetailPage })),
);
const PropositionsPage = lazy(() =>
  import('../../features/candidate-offers/components/propositions-page').then((m) => ({ default: m.PropositionsPage })),
);
const ProfilePage = lazy(() =>
  import('../../features/candidate-profile/components/profile-page').then((m) => ({ default: m.ProfilePage })),
);
const CvBlock = lazy(() => import('../../features/candidate-cv/components/cv-block').then((m) => ({ default: m.CvBlock })));
const TechTestPage = lazy(() =>
  import('../../features/candidate-tech/components/tech-test-page').then((m) => ({ default: m.TechTestPage })),
);

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
          { label: 'Accueil', to: paths.dashboard, icon: DashboardOutlined, end: true },
          { label: 'Profil', to: d('profile'), icon: PersonOutline },
          { label: 'Trouver une offre', to: d('offre'), icon: SearchOutlined },
          { label: 'Test technique', to: d('tech'), icon: QuizOutlined },
          { label: 'Mes propositions', to: d('proposition'), icon: AssignmentOutlined },
          { label: 'Chat', to: d('chat'), icon: ChatOutlined },
        ]}
        routes={[
          { path: '', element: <CandidateHomePage user={user} /> },
          // The CV block belongs to the CV feature; the shell hands it to the profile screen.
          { path: 'profile', element: needsProfile(<ProfilePage cvBlock={<CvBlock userId={user.id} />} />) },
          { path: 'offre', element: needsProfile(<OffersPage />) },
          { path: 'offre/:id', element: needsProfile(<OfferDetailPage />) },
          { path: 'tech', element: <TechTestPage /> },
          { path: 'proposition', element: needsProfile(<PropositionsPage />) },
        ]}
      />
      {/* SPEC §2: without a CV, the CV dialog opens on load and on each navigation (after onboarding). */}
      <CvGate enabled={user.profile_done} />
    </>
  );
}
