import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Button, Container, IconButton, Toolbar } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { Logo } from './logo';

/** Header links of SPEC §2: home, find an offer (to /login), about, service, login, register. */
export const PUBLIC_LINKS = [
  { label: 'Accueil', to: paths.home },
  { label: 'Trouver une offre', to: paths.login },
  { label: 'À propos', to: `${paths.home}#a-propos` },
  { label: 'Services', to: `${paths.home}#services` },
];

// The phone menu (a drawer: modal, focus trap, transitions) loads on first use only.
const MobileMenu = lazy(() => import('./mobile-menu'));

export function PublicHeader() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2, minHeight: 64 }}>
          <Logo />
          <Box
            component="nav"
            aria-label="Navigation principale"
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 3, flex: 1 }}
          >
            {PUBLIC_LINKS.map((link) => (
              <Button key={link.label} component={RouterLink} to={link.to} color="inherit">
                {link.label}
              </Button>
            ))}
          </Box>
          <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 1 }}>
            <Button component={RouterLink} to={paths.login} variant="outlined">
              Connexion
            </Button>
            <Button component={RouterLink} to={paths.register} variant="contained">
              Inscription
            </Button>
          </Box>
          <IconButton
            sx={{ display: { md: 'none' }, ml: 'auto' }}
            aria-label="Ouvrir le menu"
            aria-expanded={open}
            onClick={() => {
              setWanted(true);
              setOpen(true);
            }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenu open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
