import { PHONE_MEDIA } from './breakpoints';
import { visuallyHidden } from './visuallyHidden';

/**
 * A table that becomes a list of cards on a phone (docs/design.md, 'Tabeller'): below the desktop width each row
 * is a card, its row header the card's title and each cell its column's name above its value (the cell's
 * `data-label`), so nothing scrolls sideways or is cut off. The table keeps its semantics: CSS `display` would
 * take them away in some browsers, so its parts carry their roles explicitly ({@link TABLE_ROLES}). The column
 * headers stay for screen readers; the labels drawn from `data-label` are left out of what they read (`/ ""`).
 */
const PHONE = PHONE_MEDIA;

export const stackedTableSx = {
  [PHONE]: {
    display: 'block',
    '& thead': visuallyHidden,
    '& tbody': { display: 'grid', gap: 1.5 },
    '& tr': {
      display: 'block',
      border: 1,
      borderColor: 'divider',
      borderRadius: 1,
      p: 1.5,
    },
    '& th, & td': { display: 'block', border: 0, p: 0, py: 0.25, textAlign: 'left' },
    '& th[scope="row"]': { fontWeight: 700, pb: 0.5 },
    '& td[data-label]::before': {
      content: 'attr(data-label) / ""',
      display: 'block',
      typography: 'body2',
      color: 'text.secondary',
    },
  },
} as const;

/** The explicit roles of a stacked table's parts (see {@link stackedTableSx}). */
export const TABLE_ROLES = {
  table: 'table',
  rowgroup: 'rowgroup',
  row: 'row',
  columnheader: 'columnheader',
  rowheader: 'rowheader',
  cell: 'cell',
} as const;
