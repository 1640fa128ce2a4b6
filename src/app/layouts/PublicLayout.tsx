import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { Logo } from '../../components/Logo';
import { FOREST_GREEN } from '../theme';
import { OfflineNotice } from '../../offline/OfflineNotice';

/** Unauthenticated pages: green background, the logo only. */
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
        <OfflineNotice />
        <Outlet />
      </Paper>
    </Box>
  );
}
