import { Box, Container, Grid, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { Logo } from './logo';

/** Our accounts on the social networks (SPEC §2: footer with social links). */
const SOCIAL = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/passerelle-missions' },
  { label: 'X (Twitter)', href: 'https://x.com/passerelle_fr' },
  { label: 'Facebook', href: 'https://www.facebook.com/passerelle.missions' },
  { label: 'Instagram', href: 'https://www.instagram.com/passerelle.missions' },
];

export function PublicFooter() {
  return (
    <Box component="footer" sx={{ bgcolor: '#142a63', color: '#e6ebf7', py: 6, mt: 'auto' }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Logo light />
            <Typography sx={{ mt: 2, maxWidth: 380, color: '#c9d2ea' }}>
              La place de marché des missions 100 % à distance : des profils qualifiés et disponibles, des entreprises qui
              recrutent, une équipe qui vous accompagne.
            </Typography>
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Typography component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
              Plateforme
            </Typography>
            <Stack spacing={1}>
              <Link component={RouterLink} to={paths.registerAs('client')} color="inherit">
                Recruter un talent
              </Link>
              <Link component={RouterLink} to={paths.registerAs('candidat')} color="inherit">
                Trouver une mission
              </Link>
              <Link component={RouterLink} to={paths.login} color="inherit">
                Connexion
              </Link>
            </Stack>
          </Grid>
          <Grid size={{ xs: 6, md: 4 }}>
            <Typography component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
              Suivez-nous
            </Typography>
            <Stack spacing={1}>
              {SOCIAL.map((s) => (
                <Link key={s.label} href={s.href} color="inherit" target="_blank" rel="noopener noreferrer">
                  {s.label}
                </Link>
              ))}
              <Link href="mailto:contact@passerelle.fr" color="inherit" sx={{ overflowWrap: 'anywhere' }}>
                contact@passerelle.fr
              </Link>
            </Stack>
          </Grid>
        </Grid>
        <Typography variant="body2" sx={{ mt: 5, color: '#aab6d6' }}>
          © {new Date().getFullYear()} Passerelle — Tous droits réservés.
        </Typography>
      </Container>
    </Box>
  );
}
