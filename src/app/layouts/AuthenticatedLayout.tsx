import { Outlet } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { SnackbarProvider } from 'notistack';
import { signOut } from '../../auth/oidc';
import { useSession } from '../../session/SessionProvider';
import { Logo } from '../../components/Logo';
import { PRODUCT_NAME, SERVICE_OFFICE } from '../../domain/serviceOffice';

/** Signed-in pages: header with the person and company, the page, and the footer. */
export function AuthenticatedLayout() {
  const { state } = useSession();
  const user = state.userData;
  const personName = user ? `${user.firstName} ${user.lastName}` : '';
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={4000}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <AppBar position="static" component="header">
          <Toolbar sx={{ gap: 2, flexWrap: 'wrap' }}>
            <Logo inverted height={36} />
            <Box sx={{ flexGrow: 1 }} />
            <Box sx={{ textAlign: 'right' }}>
              <Typography data-testid="signed-in-person" sx={{ fontWeight: 700 }}>
                {personName}
              </Typography>
              {state.activeAccount && <Typography variant="body2">{state.activeAccount.name}</Typography>}
            </Box>
            <Button
              color="inherit"
              variant="outlined"
              onClick={() => {
                void signOut();
              }}
            >
              Logg ut
            </Button>
          </Toolbar>
        </AppBar>
        <Container component="main" sx={{ flexGrow: 1, py: 3 }}>
          <Outlet />
        </Container>
        <Box component="footer" sx={{ bgcolor: 'grey.100', py: 2, px: 3, textAlign: 'center' }}>
          <Typography variant="body2">
            © {new Date().getFullYear()} {PRODUCT_NAME} · Kundeservice{' '}
            <a href={SERVICE_OFFICE.phoneHref}>{SERVICE_OFFICE.phone}</a>
          </Typography>
        </Box>
      </Box>
    </SnackbarProvider>
  );
}
