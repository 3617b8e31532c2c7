import BoltOutlined from '@mui/icons-material/BoltOutlined';
import EuroOutlined from '@mui/icons-material/EuroOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import { Box, Button, Card, CardContent, Container, Grid, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PublicFooter } from '../../../components/layout/public-footer';
import { PublicHeader } from '../../../components/layout/public-header';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { HeroCarousel } from './hero-carousel';
import { LazyContactForm } from './lazy-contact-form';

const BENEFITS = [
  {
    icon: BoltOutlined,
    title: 'Un profil en 4 clics',
    text: "Compétences, expérience, disponibilité : en moins d'une minute, vous avez devant vous les profils qui correspondent, classés et expliqués.",
  },
  {
    icon: EuroOutlined,
    title: 'Des tarifs compétitifs',
    text: 'Des taux journaliers clairs, fixés avec les candidats par notre équipe, sans commission cachée ni surprise en fin de mois.',
  },
  {
    icon: PublicOutlined,
    title: 'Sans frontières',
    text: "Toutes nos missions se font à 100 % à distance : le talent qu'il vous faut peut travailler de n'importe où.",
  },
  {
    icon: GroupsOutlined,
    title: "L'intelligence collective",
    text: 'Entreprises, candidats et équipe Passerelle avancent ensemble : chacun apporte ses compétences, tout le monde y gagne.',
  },
];

const MISSION = [
  {
    icon: HandshakeOutlined,
    title: 'Rapprocher',
    text: 'Mettre en relation, vite et bien, les entreprises et les profils disponibles.',
  },
  {
    icon: VerifiedUserOutlined,
    title: 'Garantir',
    text: 'Valider chaque compte, chaque profil et chaque demande avant la mission.',
  },
  {
    icon: SupportAgentOutlined,
    title: 'Accompagner',
    text: "Rester joignable par chat, de la première demande jusqu'à la fin de la mission.",
  },
];

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
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-titre`}
      sx={{ py: { xs: 6, md: 9 }, bgcolor: tinted ? 'background.paper' : 'transparent', scrollMarginTop: 64 }}
    >
      <Container maxWidth="lg">
        <Typography id={`${id}-titre`} variant="h2" sx={{ mb: intro ? 1.5 : 4, textAlign: 'center' }}>
          {title}
        </Typography>
        {intro && (
          <Typography color="text.secondary" sx={{ mb: 5, textAlign: 'center', maxWidth: 720, mx: 'auto', fontSize: '1.1rem' }}>
            {intro}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}

/** /home (SPEC §2 Landing page). */
export function HomePage() {
  useDocumentTitle('Missions 100 % à distance');
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <PublicHeader />
      <Box component="main">
        <HeroCarousel />

        <Section
          id="a-propos"
          title="Le pont entre vos projets et les talents à distance"
          intro="Passerelle réunit sur une même plateforme les entreprises qui cherchent des compétences et les professionnels qui veulent travailler à distance. Notre équipe vérifie, conseille et fait avancer chaque mise en relation."
          tinted
        >
          <Grid container spacing={3}>
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
              <Grid key={card.title} size={{ xs: 12, md: 6 }}>
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardContent sx={{ p: 4 }}>
                    <Typography variant="h3" sx={{ mb: 1.5 }}>
                      {card.title}
                    </Typography>
                    <Typography color="text.secondary" sx={{ mb: 3 }}>
                      {card.text}
                    </Typography>
                    <Button component={RouterLink} to={card.to} variant="contained">
                      {card.cta}
                    </Button>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Section>

        <Section id="services" title="Pourquoi choisir Passerelle ?">
          <Grid container spacing={3}>
            {BENEFITS.map(({ icon: Icon, title, text }) => (
              <Grid key={title} size={{ xs: 12, sm: 6, md: 3 }}>
                <Stack
                  spacing={1.5}
                  sx={{ height: '100%', p: 3, borderRadius: 3, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
                >
                  <Icon color="primary" sx={{ fontSize: 36 }} aria-hidden />
                  <Typography variant="h4" component="h3">
                    {title}
                  </Typography>
                  <Typography color="text.secondary">{text}</Typography>
                </Stack>
              </Grid>
            ))}
          </Grid>
        </Section>

        <Section id="mission" title="Notre mission" tinted>
          <Grid container spacing={4}>
            {MISSION.map(({ icon: Icon, title, text }, i) => (
              <Grid key={title} size={{ xs: 12, md: 4 }}>
                <Stack direction="row" spacing={2}>
                  <Box
                    sx={{
                      flex: '0 0 48px',
                      height: 48,
                      borderRadius: '50%',
                      bgcolor: 'primary.main',
                      color: '#fff',
                      display: 'grid',
                      placeItems: 'center',
                    }}
                    aria-hidden
                  >
                    <Icon />
                  </Box>
                  <Box>
                    <Typography variant="h4" component="h3" sx={{ mb: 0.5 }}>
                      {i + 1}. {title}
                    </Typography>
                    <Typography color="text.secondary">{text}</Typography>
                  </Box>
                </Stack>
              </Grid>
            ))}
          </Grid>
        </Section>

        <Section
          id="contact"
          title="Contactez-nous"
          intro="Une question, un projet, un partenariat ? Écrivez-nous : nous répondons sous un jour ouvré."
        >
          <Box sx={{ maxWidth: 760, mx: 'auto' }}>
            <LazyContactForm />
          </Box>
        </Section>
      </Box>
      <PublicFooter />
    </Box>
  );
}
