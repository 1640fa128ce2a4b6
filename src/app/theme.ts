import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { MUI_TEXTS_NB } from './muiTexts';
import { FOREST_GREEN, HARVEST_ORANGE } from './colors';
import { PHONE_MEDIA } from '../components/breakpoints';
import type { Locale } from '../i18n/language';

export { FOREST_GREEN } from './colors';

const REDUCED_MOTION = '@media (prefers-reduced-motion: reduce)';
/** Below the spec's desktop width: a phone, held in a hand. */
const PHONE = PHONE_MEDIA;
/** WCAG 2.5.5's target size: every button and link of a page is at least this on a phone (#39). */
export const PHONE_TARGET_PX = 44;

const THEME: ThemeOptions = {
  palette: {
    primary: { main: FOREST_GREEN },
    secondary: { main: HARVEST_ORANGE },
    // Text on coloured buttons must reach WCAG AA (4.5:1).
    contrastThreshold: 4.5,
  },
  // The type scale (docs/design.md): base 14 px (spec §1); page titles (h4 as h1) and section headings smaller
  // on a phone, so a title takes one line there; help text and captions never below 13 px.
  typography: {
    fontSize: 14,
    button: { textTransform: 'none', fontWeight: 600 },
    h4: { fontSize: '2rem', fontWeight: 500, [PHONE]: { fontSize: '1.5rem' } },
    h5: { fontSize: '1.375rem', fontWeight: 500, [PHONE]: { fontSize: '1.25rem' } },
    h6: { fontSize: '1.125rem', fontWeight: 600 },
    caption: { fontSize: '0.8125rem' },
  },
  components: {
    // Phone targets: every button at least 44 × 44 px below the desktop width, small ones too.
    MuiButton: {
      styleOverrides: {
        root: { [PHONE]: { minHeight: PHONE_TARGET_PX, minWidth: PHONE_TARGET_PX } },
      },
    },
    MuiIconButton: {
      styleOverrides: {
        root: { [PHONE]: { minHeight: PHONE_TARGET_PX, minWidth: PHONE_TARGET_PX } },
      },
    },
    MuiFormHelperText: {
      styleOverrides: {
        root: ({ theme }) => ({
          fontSize: '0.8125rem',
          // Help text under a disabled field still explains why it is disabled: keep it readable (WCAG AA).
          '&.Mui-disabled': { color: theme.palette.text.secondary },
        }),
      },
    },
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
    // A field that cannot be changed (the company's name, an employee's bank account: the spec's disabled
    // fields) reads as read-only, not as an empty field: its value in the text's colour on a grey ground
    // with a dashed edge (docs/design.md). MUI's disabled grey text is 2.3:1.
    MuiInputBase: {
      styleOverrides: {
        input: ({ theme }) => ({
          '&.Mui-disabled': {
            color: theme.palette.text.primary,
            WebkitTextFillColor: theme.palette.text.primary,
          },
        }),
      },
    },
    MuiOutlinedInput: {
      styleOverrides: {
        root: ({ theme }) => ({
          '&.Mui-disabled': { backgroundColor: theme.palette.grey[100] },
          '&.Mui-disabled .MuiOutlinedInput-notchedOutline': { borderStyle: 'dashed' },
        }),
      },
    },
    // Dialogs fill a phone's screen (#39): the buttons in view at the bottom, nothing of the page behind. A
    // dialog whose width the spec sets itself (the ready-for-pickup modal, 300 px: maxWidth={false}) keeps it.
    MuiDialog: {
      styleOverrides: {
        paper: {
          [PHONE]: {
            '&:not(.MuiDialog-paperWidthFalse)': {
              margin: 0,
              width: '100%',
              maxWidth: '100%',
              height: '100%',
              maxHeight: 'none',
              borderRadius: 0,
            },
          },
        },
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
};

/** The portal's theme in Norwegian: MUI's own texts (an Alert's close button, the Autocomplete's) in Norwegian. */
export const theme = createTheme(THEME, MUI_TEXTS_NB);

let englishTheme: Theme | undefined;

/** The theme for a language (#43): in English MUI's own texts are its defaults; made when first asked for. */
export function themeFor(locale: Locale): Theme {
  if (locale === 'nb') return theme;
  englishTheme ??= createTheme(THEME);
  return englishTheme;
}

export { DESKTOP_MEDIA_QUERY } from '../components/breakpoints';
