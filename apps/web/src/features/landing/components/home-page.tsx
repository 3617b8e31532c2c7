import { paths } from '@passerelle/shared/paths';
import type { ReactNode } from 'react';
import { PublicFooter } from '../../../components/layout/public-footer';
import { PublicHeader } from '../../../components/layout/public-header';
import { buttonClass } from '../../../components/plain/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { HeroCarousel } from './hero-carousel';
import { LandingIcon } from './landing-icons';
import './landing.css';
import { Link as RouterLink } from 'react-router';
import { LazyContactForm } from './lazy-contact-form';

const BENEFITS = [
  {
    icon: 'bolt',
    title: 'Un profil en 4 clics',
    text: "Compétences, expérience, disponibilité : en moins d'une minute, vous avez devant vous les profils qui correspondent, classés et expliqués.",
  },
  {
    icon: 'euro',
    title: 'Des tarifs compétitifs',
    text: 'Des taux journaliers clairs, fixés avec les candidats par notre équipe, sans commission cachée ni surprise en fin de mois.',
  },
  {
    icon: 'public',
    title: 'Sans frontières',
    text: "Toutes nos missions se font à 100 % à distance : le talent qu'il vous faut peut travailler de n'importe où.",
  },
  {
    icon: 'groups',
    title: "L'intelligence collective",
    text: 'Entreprises, candidats et équipe Passerelle avancent ensemble : chacun apporte ses compétences, tout le monde y gagne.',
  },
] as const;

const MISSION = [
  {
    icon: 'handshake',
    title: 'Rapprocher',
    text: 'Mettre en relation, vite et bien, les entreprises et les profils disponibles.',
  },
  {
    icon: 'verifiedUser',
    title: 'Garantir',
    text: 'Valider chaque compte, chaque profil et chaque demande avant la mission.',
  },
  {
    icon: 'supportAgent',
    title: 'Accompagner',
    text: "Rester joignable par chat, de la première demande jusqu'à la fin de la mission.",
  },
] as const;

function Section({
  id,
  title,
  intro,
  children,
  tinted = false,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
  tinted?: boolean;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-titre`} className={tinted ? 'landing-section landing-tinted' : 'landing-section'}>
      <div className="pl-container pl-container-lg">
        <h2 id={`${id}-titre`} className={intro ? 'landing-section-title landing-with-intro' : 'landing-section-title'}>
          {title}
        </h2>
        {intro && <p className="landing-intro">{intro}</p>}
        {children}
      </div>
    </section>
  );
}

/** /home (SPEC §2 Landing page). */
export function HomePage() {
  useDocumentTitle('Missions 100 % à distance');
  return (
    <div className="pl-page">
      <PublicHeader />
      <main>
        <HeroCarousel />

        <Section
          id="a-propos"
          title="Le pont entre vos projets et les talents à distance"
          intro="Passerelle réunit sur une même plateforme les entreprises qui cherchent des compétences et les professionnels qui veulent travailler à distance. Notre équipe vérifie, conseille et fait avancer chaque mise en relation."
          tinted
        >
          <div className="landing-grid landing-grid-2">
            {[
              {
                title: 'Vous recrutez ?',
                text: "ESN ou client final, publiez vos offres, trouvez un profil disponible et demandez-le pour la période qu'il vous faut.",
                cta: 'Inscrire mon entreprise',
                to: paths.registerAs('client'),
              },
              {
                title: 'Vous cherchez une mission ?',
                text: 'Créez votre profil, déposez votre CV et postulez aux missions 100 % à distance qui vous ressemblent.',
                cta: "M'inscrire comme candidat",
                to: paths.registerAs('candidat'),
              },
            ].map((card) => (
              <div key={card.title} className="landing-card">
                <h3 className="landing-card-title">{card.title}</h3>
                <p className="landing-card-text">{card.text}</p>
                <RouterLink to={card.to} className={buttonClass('contained')}>
                  {card.cta}
                </RouterLink>
              </div>
            ))}
          </div>
        </Section>

        <Section id="services" title="Pourquoi choisir Passerelle ?">
          <div className="landing-grid landing-grid-4">
            {BENEFITS.map(({ icon, title, text }) => (
              <div key={title} className="landing-benefit">
                <LandingIcon name={icon} size={36} className="landing-benefit-icon" />
                <h3 className="landing-h4">{title}</h3>
                <p className="pl-p pl-muted">{text}</p>
              </div>
            ))}
          </div>
        </Section>

        <Section id="mission" title="Notre mission" tinted>
          <div className="landing-grid landing-grid-3">
            {MISSION.map(({ icon, title, text }, i) => (
              <div key={title} className="landing-mission">
                <span className="landing-mission-icon" aria-hidden>
                  <LandingIcon name={icon} />
                </span>
                <div>
                  <h3 className="landing-h4 landing-mission-title">
                    {i + 1}. {title}
                  </h3>
                  <p className="pl-p pl-muted">{text}</p>
                </div>
              </div>
            ))}
          </div>
        </Section>

        <Section
          id="contact"
          title="Contactez-nous"
          intro="Une question, un projet, un partenariat ? Écrivez-nous : nous répondons sous un jour ouvré."
        >
          <div className="landing-contact">
            <LazyContactForm />
          </div>
        </Section>
      </main>
      <PublicFooter />
    </div>
  );
}
