import Chip from '@mui/material/Chip';
import { useLingui } from '@lingui/react/macro';

/**
 * Marks a credit note in a document list. The orange is the border only: orange text on white fails the
 * WCAG AA contrast axe checks, so the text keeps the body colour.
 */
export function CreditNoteChip() {
  const { t } = useLingui();
  return (
    <Chip
      label={t`Kreditnota`}
      size="small"
      variant="outlined"
      sx={{ borderColor: 'warning.main', borderWidth: 2, color: 'text.primary', fontWeight: 600 }}
    />
  );
}
