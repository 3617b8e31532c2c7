import { BANNER_ROTATION_MS, BANNER_VIDEO_RATE } from '@passerelle/shared/constants';
import { paths } from '@passerelle/shared/paths';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { buttonClass } from '../../../components/plain/button';
import { LandingIcon } from './landing-icons';
import './landing.css';

/**
 * The banner of SPEC §2: three slides rotating every 10 s — the client pitch, the candidate pitch and
 * our video played at 0.75 speed. It can be paused (WCAG 2.2.2) and driven with its buttons.
 */
const SLIDES = [
  {
    kind: 'pitch',
    eyebrow: 'Entreprises et ESN',
    title: "Le bon profil en 4 clics, en moins d'une minute",
    text: 'Cherchez par compétences, expérience et disponibilité : Passerelle classe les candidats et vous montre pourquoi ils correspondent.',
    cta: 'Commencer maintenant',
    to: paths.registerAs('client'),
    steps: ['Vos compétences recherchées', 'Expérience et disponibilité', 'Confirmer', 'Demander le profil'],
  },
  {
    kind: 'pitch',
    eyebrow: 'Candidats',
    title: 'Votre prochaine mission, 100 % à distance',
    text: 'Publiez votre profil une fois, postulez en un clic et laissez notre équipe défendre votre taux journalier.',
    cta: 'Commencer maintenant',
    to: paths.registerAs('candidat'),
    steps: ['Votre profil et vos compétences', 'Votre CV', 'Postuler en un clic', 'Votre mission démarre'],
  },
  {
    kind: 'video',
    eyebrow: 'Passerelle en images',
    title: 'Sans frontières, avec une équipe à vos côtés',
    text: 'Des talents partout, des missions partout : nous faisons le lien.',
  },
] as const;

export function HeroCarousel() {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const video = useRef<HTMLVideoElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the 10 s restart whenever the slide changes, by hand or not.
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % SLIDES.length), BANNER_ROTATION_MS);
    return () => clearTimeout(timer);
  }, [index, playing]);

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    if (SLIDES[index]?.kind === 'video' && playing) {
      el.playbackRate = BANNER_VIDEO_RATE;
      el.play().catch(() => undefined);
    } else {
      el.pause();
    }
  }, [index, playing]);

  const go = (delta: number) => setIndex((i) => (i + delta + SLIDES.length) % SLIDES.length);
  const slide = SLIDES[index] ?? SLIDES[0];

  return (
    <section aria-roledescription="carrousel" aria-label="Présentation de Passerelle" className="landing-hero">
      <div className="pl-container pl-container-lg landing-hero-inner">
        <div className="landing-hero-grid">
          {/* biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: a slide is a group (a fieldset groups form controls) */}
          <div
            key={index}
            role="group"
            aria-roledescription="diapositive"
            aria-label={`${index + 1} sur ${SLIDES.length}`}
            aria-live={playing ? 'off' : 'polite'}
            className="landing-slide"
          >
            <p className="landing-eyebrow">{slide.eyebrow}</p>
            <h1 className="landing-hero-title">{slide.title}</h1>
            <p className="landing-hero-text">{slide.text}</p>
            {slide.kind === 'pitch' && (
              <RouterLink to={slide.to} className={`${buttonClass('contained', 'large')} landing-cta`}>
                {slide.cta}
              </RouterLink>
            )}
          </div>
          <div className={slide.kind === 'video' ? 'landing-aside landing-aside-video' : 'landing-aside'}>
            <video
              ref={video}
              src="/media/passerelle.webm"
              muted
              loop
              playsInline
              preload="none"
              aria-hidden
              className="landing-video"
              style={{ display: slide.kind === 'video' ? 'block' : 'none' }}
            />
            {slide.kind === 'pitch' && (
              <ol aria-label="En quatre étapes" className="landing-steps">
                {slide.steps.map((step, i) => (
                  <li key={step}>
                    <span aria-hidden className="landing-step-number">
                      {i + 1}
                    </span>
                    <span className="landing-step-text">{step}</span>
                  </li>
                ))}
              </ol>
            )}
          </div>
        </div>
        <div className="landing-controls">
          <button
            type="button"
            className="pl-icon-button landing-control"
            onClick={() => go(-1)}
            aria-label="Diapositive précédente"
          >
            <LandingIcon name="chevronLeft" />
          </button>
          {SLIDES.map((s, i) => (
            <button
              key={s.title}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={`Aller à la diapositive ${i + 1}`}
              aria-current={i === index}
              className={i === index ? 'landing-dot landing-dot-current' : 'landing-dot'}
            />
          ))}
          <button
            type="button"
            className="pl-icon-button landing-control"
            onClick={() => go(1)}
            aria-label="Diapositive suivante"
          >
            <LandingIcon name="chevronRight" />
          </button>
          <button
            type="button"
            className="pl-icon-button landing-control"
            onClick={() => setPlaying((p) => !p)}
            aria-label={playing ? 'Mettre le défilement en pause' : 'Reprendre le défilement'}
          >
            <LandingIcon name={playing ? 'pause' : 'play'} />
          </button>
        </div>
      </div>
    </section>
  );
}
