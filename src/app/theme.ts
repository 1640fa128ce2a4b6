import { createTheme } from '@mui/material/styles';
import { nbNO } from '@mui/material/locale';
import { FOREST_GREEN, HARVEST_ORANGE } from './colors';

export { FOREST_GREEN } from './colors';

const REDUCED_MOTION = '@media (prefers-reduced-motion: reduce)';

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
      // A person who asked their system for less motion gets none (WCAG 2.3.3): transitions end at once and
      // the loading spinner stands still beside its text. It also spares a slow phone the repaints.
      MuiCssBaseline: {
        styleOverrides: {
          [REDUCED_MOTION]: {
            '*, *::before, *::after': {
              animationDuration: '0.01ms !important',
              animationIterationCount: '1 !important',
              transitionDuration: '0.01ms !important',
              scrollBehavior: 'auto !important',
            },
          },
        },
      },
      MuiCircularProgress: {
        styleOverrides: {
          root: {
            [REDUCED_MOTION]: { animation: 'none' },
          },
          circle: {
            [REDUCED_MOTION]: { animation: 'none', strokeDasharray: '80px, 200px', strokeDashoffset: 0 },
          },
        },
      },
      // Help text under a disabled field still explains why it is disabled: keep it readable (WCAG AA).
      MuiFormHelperText: {
        styleOverrides: {
          root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
        },
      },
      // So is the label of a field disabled while its choices load ('Leveringssted' while the supply points
      // come): MUI's disabled grey is 2.3:1, and axe found it whenever the list was slower than the page.
      MuiFormLabel: {
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
