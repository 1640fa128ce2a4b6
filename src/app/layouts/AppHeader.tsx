import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import CloseIcon from '@mui/icons-material/Close';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Account, UserData } from '../../api/generated/model';
import { signOut } from '../../auth/auth';
import { Logo } from '../../components/Logo';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { serviceLabel } from '../../domain/serviceMenuTexts';
import { DESKTOP_MEDIA_QUERY, PHONE_TARGET_PX } from '../theme';
import {
  accountLabel,
  currentMenuItem,
  menuFor,
  PERSONAL_ACCOUNT,
  type MenuItem as NavItem,
} from '../navigation';
import { PATHS } from '../../paths';

interface HeaderProps {
  user: UserData;
  account: Account | null;
}

const startSignOut = () => {
  void signOut();
};

const loadUserMenu = () => import('./UserMenu');
/** The person's menu ('Min side', 'Bytt selskap', 'Logg ut') with MUI's Menu, fetched when reached for. */
const UserMenu = lazy(loadUserMenu);
const preloadUserMenu = () => {
  loadUserMenu().catch(() => {
    // Asked for again on the click, which shows the error page if it cannot load.
  });
};

/** The signed-in header: a top bar and menu on desktop (≥ 768 px), a 'Meny'/'Lukk' panel on phones. */
export function AppHeader({ user, account }: HeaderProps) {
  const isDesktop = useMediaQuery(DESKTOP_MEDIA_QUERY, { noSsr: true });
  const personName = `${user.firstName} ${user.lastName}`;
  return isDesktop ? (
    <DesktopHeader personName={personName} account={account} />
  ) : (
    <MobileHeader personName={personName} account={account} />
  );
}

/** The logo, linking to the start page; a target of 44 px high around the 32–36 px logo. */
function HomeLink({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Box
      component={RouterLink}
      to={PATHS.home}
      aria-label={t`Til forsiden`}
      sx={{ display: 'inline-flex', alignItems: 'center', minHeight: PHONE_TARGET_PX }}
    >
      {children}
    </Box>
  );
}

function DesktopHeader({ personName, account }: { personName: string; account: Account | null }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so it opens and closes with its transitions after that.
  const [menuWanted, setMenuWanted] = useState(false);
  const menuId = useId();
  const items = menuFor(account?.accountRole, 'wide');
  const current = currentMenuItem(pathname, items);
  return (
    <AppBar position="static" component="header">
      <Toolbar sx={{ gap: 2 }}>
        <HomeLink>
          <Logo inverted height={36} />
        </HomeLink>
        <Box sx={{ flexGrow: 1 }} />
        <LanguageSwitch color="inherit" />
        <Link component={RouterLink} to={PATHS.contact} color="inherit" underline="hover">
          <Trans>Kontakt oss</Trans>
        </Link>
        <Button
          color="inherit"
          endIcon={<ExpandMoreIcon aria-hidden="true" />}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : 'false'}
          aria-controls={anchor ? menuId : undefined}
          onPointerEnter={preloadUserMenu}
          onFocus={preloadUserMenu}
          onClick={(event) => {
            setMenuWanted(true);
            setAnchor(event.currentTarget);
          }}
          sx={{ textTransform: 'none', textAlign: 'right', lineHeight: 1.3 }}
        >
          <span>
            <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
              {personName}
            </Typography>
            {account && (
              <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                <AccountLabel account={account} personName={personName} />
              </Typography>
            )}
          </span>
        </Button>
        {menuWanted && (
          <Suspense fallback={null}>
            <UserMenu
              id={menuId}
              anchor={anchor}
              onClose={() => {
                setAnchor(null);
              }}
            />
          </Suspense>
        )}
      </Toolbar>
      <Box component="nav" aria-label={t`Hovedmeny`} sx={{ bgcolor: 'primary.dark' }}>
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', listStyle: 'none', m: 0, px: 1, py: 0 }}>
          {items.map((item) => (
            <li key={item.to}>
              <NavLink item={item} current={item === current} />
            </li>
          ))}
        </Box>
      </Box>
    </AppBar>
  );
}

function NavLink({ item, current }: { item: NavItem; current: boolean }) {
  const { i18n } = useLingui();
  return (
    <Button
      component={RouterLink}
      to={item.to}
      color="inherit"
      aria-current={current ? 'page' : undefined}
      sx={{
        borderRadius: 0,
        py: 1.25,
        px: 1.5,
        borderBottom: 3,
        borderColor: current ? 'secondary.light' : 'transparent',
        fontWeight: current ? 700 : 500,
      }}
    >
      {serviceLabel(item, i18n)}
    </Button>
  );
}

function MobileHeader({ personName, account }: { personName: string; account: Account | null }) {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  // The panel closes by itself when the person goes somewhere.
  const open = openAt === pathname;
  const panelId = useId();
  const items = menuFor(account?.accountRole, 'mobile');
  const current = currentMenuItem(pathname, items);
  return (
    <AppBar position="static" component="header">
      <Toolbar sx={{ gap: 1 }}>
        <HomeLink>
          <Logo inverted height={32} />
        </HomeLink>
        <Box sx={{ flexGrow: 1 }} />
        <Button
          color="inherit"
          aria-expanded={open ? 'true' : 'false'}
          aria-controls={panelId}
          startIcon={open ? <CloseIcon aria-hidden="true" /> : <MenuIcon aria-hidden="true" />}
          onClick={() => {
            setOpenAt(open ? null : pathname);
          }}
          sx={{ minHeight: 48 }}
        >
          {open ? t`Lukk` : t`Meny`}
        </Button>
      </Toolbar>
      <Box id={panelId} hidden={!open} sx={{ bgcolor: 'background.paper', color: 'text.primary', pb: 2 }}>
        <Box sx={{ px: 2, pt: 2 }}>
          <Typography sx={{ fontWeight: 700 }}>{personName}</Typography>
          {account && (
            <Typography variant="body2">
              <AccountLabel account={account} personName={personName} />
            </Typography>
          )}
          <Link
            component={RouterLink}
            to={PATHS.profile}
            sx={{ display: 'inline-flex', alignItems: 'center', minHeight: PHONE_TARGET_PX }}
          >
            <Trans>Min side</Trans>
          </Link>
        </Box>
        <nav aria-label={t`Hovedmeny`}>
          <List>
            {items.map((item) => (
              <ListItem key={item.to} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={item.to}
                  selected={item === current}
                  aria-current={item === current ? 'page' : undefined}
                  sx={{ minHeight: 48 }}
                >
                  <ListItemText primary={serviceLabel(item, i18n)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </nav>
        <Divider />
        <Box sx={{ px: 2, pt: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <LanguageSwitch sx={{ minHeight: 48, alignSelf: 'flex-start' }} />
          <Button variant="outlined" fullWidth onClick={startSignOut} sx={{ minHeight: 48 }}>
            <Trans>Logg ut</Trans>
          </Button>
        </Box>
      </Box>
    </AppBar>
  );
}

/** The header's account line: the company's name, or 'Personlig konto' in the active language. */
function AccountLabel({ account, personName }: { account: Account; personName: string }) {
  const label = accountLabel(account, personName);
  return label === PERSONAL_ACCOUNT ? <Trans>Personlig konto</Trans> : label;
}
