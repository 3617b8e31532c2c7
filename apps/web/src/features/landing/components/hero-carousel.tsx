import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { Box, Button, Container, IconButton, Stack, Typography } from '@mui/material';
import { BANNER_ROTATION_MS, BANNER_VIDEO_RATE } from '@passerelle/shared/constants';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

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
    <Box
      component="section"
      aria-roledescription="carrousel"
      aria-label="Présentation de Passerelle"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        color: '#fff',
        background: 'linear-gradient(135deg, #142a63 0%, #1f3c88 55%, #3556b3 100%)',
        minHeight: { xs: 460, md: 480 },
        display: 'flex',
        alignItems: 'center',
      }}
    >
      <Container maxWidth="lg" sx={{ position: 'relative', py: { xs: 6, md: 8 } }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { md: '1.1fr 1fr' }, gap: { xs: 3, md: 6 }, alignItems: 'center' }}>
          <Box
            key={index}
            role="group"
            aria-roledescription="diapositive"
            aria-label={`${index + 1} sur ${SLIDES.length}`}
            aria-live={playing ? 'off' : 'polite'}
            sx={{
              maxWidth: 640,
              minHeight: { xs: 280, md: 260 },
              animation: 'fadeIn 500ms ease',
              '@keyframes fadeIn': { from: { opacity: 0 }, to: { opacity: 1 } },
            }}
          >
            <Typography sx={{ textTransform: 'uppercase', letterSpacing: '0.12em', fontWeight: 700, color: '#f2a516', mb: 1.5 }}>
              {slide.eyebrow}
            </Typography>
            <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.8rem' }, mb: 2 }}>
              {slide.title}
            </Typography>
            <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, color: '#dfe6f7', mb: 4 }}>{slide.text}</Typography>
            {slide.kind === 'pitch' && (
              <Button component={RouterLink} to={slide.to} variant="contained" color="secondary" size="large">
                {slide.cta}
              </Button>
            )}
          </Box>
          <Box sx={{ display: slide.kind === 'video' ? 'block' : { xs: 'none', md: 'block' } }}>
            <Box
              component="video"
              ref={video}
              src="/media/passerelle.webm"
              muted
              loop
              playsInline
              preload="none"
              aria-hidden
              sx={{
                display: slide.kind === 'video' ? 'block' : 'none',
                width: '100%',
                aspectRatio: '16 / 9',
                borderRadius: 3,
                boxShadow: '0 20px 50px rgba(0,0,0,0.35)',
                bgcolor: '#101f4d',
              }}
            />
            {slide.kind === 'pitch' && (
              <Box
                component="ol"
                aria-label="En quatre étapes"
                sx={{
                  listStyle: 'none',
                  m: 0,
                  p: 3,
                  borderRadius: 3,
                  bgcolor: 'rgba(255,255,255,0.08)',
                  border: '1px solid rgba(255,255,255,0.18)',
                }}
              >
                {slide.steps.map((step, i) => (
                  <Box component="li" key={step} sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1.25 }}>
                    <Box
                      aria-hidden
                      sx={{
                        width: 36,
                        height: 36,
                        borderRadius: '50%',
                        bgcolor: '#f2a516',
                        color: '#142a63',
                        fontWeight: 800,
                        display: 'grid',
                        placeItems: 'center',
                        flexShrink: 0,
                      }}
                    >
                      {i + 1}
                    </Box>
                    <Typography sx={{ fontSize: '1.1rem', fontWeight: 600 }}>{step}</Typography>
                  </Box>
                ))}
              </Box>
            )}
          </Box>
        </Box>
        <Stack direction="row" spacing={1} sx={{ mt: 4, alignItems: 'center' }}>
          <IconButton onClick={() => go(-1)} aria-label="Diapositive précédente" sx={{ color: '#fff' }}>
            <ChevronLeft />
          </IconButton>
          {SLIDES.map((s, i) => (
            <Box
              key={s.title}
              component="button"
              type="button"
              onClick={() => setIndex(i)}
              aria-label={`Aller à la diapositive ${i + 1}`}
              aria-current={i === index}
              sx={{
                width: i === index ? 28 : 10,
                height: 10,
                borderRadius: 5,
                border: 0,
                p: 0,
                cursor: 'pointer',
                bgcolor: i === index ? '#f2a516' : 'rgba(255,255,255,0.5)',
                transition: 'width 300ms ease',
              }}
            />
          ))}
          <IconButton onClick={() => go(1)} aria-label="Diapositive suivante" sx={{ color: '#fff' }}>
            <ChevronRight />
          </IconButton>
          <IconButton
            onClick={() => setPlaying((p) => !p)}
            aria-label={playing ? 'Mettre le défilement en pause' : 'Reprendre le défilement'}
            sx={{ color: '#fff' }}
          >
            {playing ? <Pause /> : <PlayArrow />}
          </IconButton>
        </Stack>
      </Container>
    </Box>
  );
}
