import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { Logo } from '../../components/Logo';
import { FOREST_GREEN } from '../theme';
import { OfflineNotice } from '../../offline/OfflineNotice';
import { LanguageSwitch } from '../../components/LanguageSwitch';

/**
 * Unauthenticated pages: green background, the logo, and the language switch in the sheet's top corner (#43):
 * the sign-in page, 'Jeg er...' and the registrations can be read in English before anyone has signed in.
 */
export function PublicLayout() {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        bgcolor: FOREST_GREEN,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        px: 2,
        py: 4,
      }}
    >
      <Box component="header" sx={{ mb: 3 }}>
        <Logo inverted height={44} />
      </Box>
      <Paper component="main" sx={{ width: '100%', maxWidth: 480, p: { xs: 3, sm: 4 } }}>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'flex-end',
            mt: { xs: -2, sm: -3 },
            mr: { xs: -1.5, sm: -2.5 },
          }}
        >
          <LanguageSwitch />
        </Box>
        <OfflineNotice />
        <Outlet />
      </Paper>
    </Box>
  );
}
