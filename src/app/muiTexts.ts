/* eslint-disable lingui/no-unlocalized-strings -- MUI's Norwegian texts, used only when the portal is Norwegian (English uses MUI's own) */
import type { ThemeOptions } from '@mui/material/styles';

/**
 * The Norwegian texts of the MUI components the portal uses that have texts of their own (an Alert's close
 * button, the Autocomplete's buttons and messages), as MUI's `nbNO` locale has them, passed to createTheme
 * the same way. Not the locale itself: its module builds an `Intl.NumberFormat('nb-NO')` when it loads, for
 * the table pagination's row counts the portal does not show, and on a phone that was the largest single piece
 * of the entry's start-up (~60 ms of a 4× slowed CPU, in the task Lighthouse counts as blocking, #38). A
 * component that gets a text of its own here takes it from MUI's nbNO (node_modules/@mui/material/locale).
 */
export const MUI_TEXTS_NB: ThemeOptions = {
  components: {
    MuiAlert: { defaultProps: { closeText: 'Lukk' } },
    MuiAutocomplete: {
      defaultProps: {
        clearText: 'Tøm',
        closeText: 'Lukk',
        loadingText: 'Laster inn…',
        noOptionsText: 'Ingen alternativer',
        openText: 'Åpne',
      },
    },
  },
};
