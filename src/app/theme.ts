import { createTheme } from '@mui/material/styles';
import { nbNO } from '@mui/material/locale';
import { FOREST_GREEN, HARVEST_ORANGE } from './colors';

export { FOREST_GREEN } from './colors';

export const theme = createTheme(
  {
    palette: {
      primary: { main: FOREST_GREEN },
      secondary: { main: HARVEST_ORANGE },
      // Text on coloured buttons must reach WCAG AA (4.5:1).
      contrastThreshold: 4.5,
    },
    typography: { fontSize: 14, button: { textTransform: 'none', fontWeight: 600 } },
    components: {
      // Help text under a disabled field still explains why it is disabled: keep it readable (WCAG AA).
      MuiFormHelperText: {
        styleOverrides: {
          root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
        },
      },
    },
    breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
  },
  nbNO,
);

/** The spec's desktop breakpoint (min-width 768 px) for the header and menu. */
export const DESKTOP_MEDIA_QUERY = '(min-width: 768px)';
