import { describe, expect, it } from 'vitest';
import { nbNO } from '@mui/material/locale';
import { MUI_TEXTS_NB } from './muiTexts';
import { theme } from './theme';

describe('MUI_TEXTS_NB', () => {
  it("are MUI's own Norwegian texts for the components that have them, in the portal's theme", () => {
    for (const name of ['MuiAlert', 'MuiAutocomplete'] as const) {
      expect(MUI_TEXTS_NB.components?.[name]?.defaultProps).toEqual(nbNO.components?.[name]?.defaultProps);
      expect(theme.components?.[name]?.defaultProps).toMatchObject(
        nbNO.components?.[name]?.defaultProps ?? {},
      );
    }
    expect(theme.components?.MuiAutocomplete?.defaultProps?.noOptionsText).toBe('Ingen alternativer');
  });
});
