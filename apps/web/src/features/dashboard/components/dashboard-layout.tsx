import type { SvgIconComponent } from '@mui/icons-material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import {
  AppBar,
  Avatar,
  Box,
  Button,
  Divider,
  IconButton,
  Link,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Paper,
  Toolbar,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { paths } from '@passerelle/shared/paths';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { matchPath, NavLink, Link as RouterLink, useLocation } from 'react-router';
import { LogoMark } from '../../../components/layout/logo';

/** The sidebar's navy: the paper behind it too, so that a menu longer than the screen scrolls on it. */
const SIDEBAR_BG = '#142a63';

export interface NavItem {
  label: string;
  to: string;
  icon: SvgIconComponent;
  /** Match only this exact path (the home entry). */
  end?: boolean;
  /** Other route patterns (and what lies under them) that belong to this entry: its title shows there too. */
  also?: string[];
}

// Issue 20: what every dashboard paints first stays small. The phone's sliding drawer (a modal, its focus
// trap and its transition) loads when the menu button is first pointed at, focused or pressed; the folded
// sidebar's tooltips load when the sidebar is folded. The desktop sidebar is a plain fixed paper.
const loadDrawer = () => import('@mui/material/Drawer');
const Drawer = lazy(loadDrawer);
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

const FULL = 264;
const MINI = 72;
const MINI_KEY = 'passerelle.sidebar.mini';

/**
 * The frame of the three dashboards (SPEC §2): a sidebar that folds to icons on a desktop and slides
 * in on a phone, with the user's role; a top bar with the notification bell and logout.
 */
export function DashboardLayout({
  items,
  roleLabel,
  identity,
  bell,
  onLogout,
  children,
}: {
  items: NavItem[];
  roleLabel: string;
  identity: { name: string; email: string; img?: string | null };
  bell: ReactNode;
  onLogout: () => void;
  children: ReactNode;
}) {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const [mini, setMini] = useState(() => localStorage.getItem(MINI_KEY) === '1');
  const [mobileOpen, setMobileOpen] = useState(false);
  // Once opened on a phone, the drawer stays mounted: it closes with its transition.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const location = useLocation();
  const collapsed = desktop && mini;
  const width = collapsed ? MINI : FULL;
  const current = [...items]
    .sort((a, b) => b.to.length - a.to.length)
    .find((i) =>
      i.end
        ? location.pathname === i.to
        : location.pathname.startsWith(i.to) || (i.also ?? []).some((path) => matchPath({ path, end: false }, location.pathname)),
    );

  const toggleMini = () => {
    setMini((m) => {
      localStorage.setItem(MINI_KEY, m ? '0' : '1');
      return !m;
    });
  };

  const sidebar = (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%', bgcolor: SIDEBAR_BG, color: '#e6ebf7' }}>
      <Toolbar sx={{ gap: 1.5, px: collapsed ? 2 : 2.5 }}>
        <LogoMark size={36} />
        {!collapsed && <Typography sx={{ fontWeight: 800, fontSize: '1.2rem' }}>Passerelle</Typography>}
      </Toolbar>
      <Box sx={{ px: collapsed ? 1.5 : 2.5, py: 2, display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Avatar src={identity.img ?? undefined} alt="" sx={{ bgcolor: '#f2a516', color: SIDEBAR_BG, width: 40, height: 40 }}>
          {identity.name.slice(0, 1).toUpperCase()}
        </Avatar>
        {!collapsed && (
          <Box sx={{ minWidth: 0 }}>
            <Typography noWrap sx={{ fontWeight: 600 }}>
              {identity.name}
            </Typography>
            {identity.email !== identity.name && (
              <Typography noWrap variant="body2" sx={{ color: '#aab6d6' }}>
                {identity.email}
              </Typography>
            )}
            <Typography
              variant="caption"
              sx={{ color: '#f2a516', fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.08em' }}
            >
              {roleLabel}
            </Typography>
          </Box>
        )}
      </Box>
      <Divider sx={{ borderColor: 'rgba(255,255,255,0.12)' }} />
      <List component="nav" aria-label="Menu du tableau de bord" sx={{ flex: 1, px: 1 }}>
        {items.map(({ label, to, icon: Icon, end }) => {
          const link = (
            <ListItemButton
              key={to}
              component={NavLink}
              to={to}
              end={end}
              onClick={() => setMobileOpen(false)}
              sx={{
                borderRadius: 2,
                mb: 0.5,
                color: 'inherit',
                '&.active': { bgcolor: 'rgba(242,165,22,0.18)', color: '#fff', '& .MuiListItemIcon-root': { color: '#f2a516' } },
              }}
            >
              <ListItemIcon sx={{ color: '#aab6d6', minWidth: collapsed ? 0 : 40 }}>
                <Icon aria-hidden />
              </ListItemIcon>
              {collapsed ? (
                <Box component="span" sx={visuallyHidden}>
                  {label}
                </Box>
              ) : (
                <ListItemText primary={label} />
              )}
            </ListItemButton>
          );
          // Folded to icons, each entry names itself in a tooltip (the link alone the moment its code takes to come).
          return collapsed ? (
            <Suspense key={to} fallback={link}>
              <Tooltip title={label} placement="right">
                {link}
              </Tooltip>
            </Suspense>
          ) : (
            link
          );
        })}
      </List>
      <Box sx={{ p: 1 }}>
        <ListItemButton onClick={onLogout} sx={{ borderRadius: 2, color: 'inherit' }}>
          <ListItemIcon sx={{ color: '#aab6d6', minWidth: collapsed ? 0 : 40 }}>
            <LogoutOutlined aria-hidden />
          </ListItemIcon>
          {collapsed ? (
            <Box component="span" sx={visuallyHidden}>
              Déconnexion
            </Box>
          ) : (
            <ListItemText primary="Déconnexion" />
          )}
        </ListItemButton>
      </Box>
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      {desktop ? (
        // What MUI's permanent drawer draws (a fixed paper beside a spacer), without the modal drawer's code.
        <Box sx={{ width, flexShrink: 0, transition: 'width 200ms' }}>
          <Paper
            square
            elevation={0}
            sx={{
              position: 'fixed',
              top: 0,
              left: 0,
              height: '100%',
              width,
              display: 'flex',
              flexDirection: 'column',
              overflowY: 'auto',
              overflowX: 'hidden',
              zIndex: 'drawer',
              outline: 0,
              transition: 'width 200ms',
              bgcolor: SIDEBAR_BG,
            }}
          >
            {sidebar}
          </Paper>
        </Box>
      ) : (
        drawerWanted && (
          <Suspense fallback={null}>
            <Drawer
              variant="temporary"
              open={mobileOpen}
              onClose={() => setMobileOpen(false)}
              sx={{ '& .MuiDrawer-paper': { width: FULL, border: 0, bgcolor: SIDEBAR_BG } }}
            >
              {sidebar}
            </Drawer>
          </Suspense>
        )
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Toolbar sx={{ gap: 1 }}>
            <IconButton
              edge="start"
              onClick={
                desktop
                  ? toggleMini
                  : () => {
                      setDrawerWanted(true);
                      setMobileOpen(true);
                    }
              }
              onPointerEnter={desktop ? undefined : () => void loadDrawer()}
              onFocus={desktop ? undefined : () => void loadDrawer()}
              aria-label={desktop ? (mini ? 'Déplier le menu' : 'Replier le menu') : 'Ouvrir le menu'}
            >
              {desktop && !mini ? <ChevronLeft /> : <MenuIcon />}
            </IconButton>
            <Typography component="p" variant="h4" noWrap sx={{ flex: 1 }}>
              {current?.label ?? ''}
            </Typography>
            {bell}
            <Button
              onClick={onLogout}
              color="inherit"
              startIcon={<LogoutOutlined />}
              sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
            >
              Déconnexion
            </Button>
          </Toolbar>
        </AppBar>
        <Box component="main" sx={{ flex: 1, p: { xs: 2, md: 4 }, bgcolor: 'background.default' }}>
          {children}
        </Box>
        <DashboardFooter />
      </Box>
    </Box>
  );
}

/** The legal pages, reachable from every signed-in screen as from the public footer (DECISIONS §6.9), phone included. */
function DashboardFooter() {
  const links = [
    { label: 'Mentions légales', to: paths.legal.notice },
    { label: 'Confidentialité', to: paths.legal.privacy },
    { label: 'CGU', to: paths.legal.terms },
  ];
  return (
    <Box
      component="footer"
      sx={{ px: { xs: 2, md: 4 }, py: 2, borderTop: 1, borderColor: 'divider', bgcolor: 'background.default' }}
    >
      <Box
        component="ul"
        aria-label="Informations légales"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          columnGap: 2.5,
          rowGap: 0.5,
          listStyle: 'none',
          m: 0,
          p: 0,
        }}
      >
        {links.map((link) => (
          <Box component="li" key={link.to}>
            <Link component={RouterLink} to={link.to} variant="body2" color="text.secondary" underline="hover">
              {link.label}
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

// In pixels: in MUI's sx a width of 1 is 100 %.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
