/**
 * One content width for every signed-in page (docs/design.md): the layout's column. Lists of cards, tables,
 * charts and maps use all of it.
 */
export const PAGE_MAX_WIDTH = 1000;

/**
 * Forms and pages of running text keep to a narrower column inside it, from the same left edge: lines short
 * enough to read, fields about as wide as what they hold.
 */
export const FORM_MAX_WIDTH = 640;

/** A form's or a text page's column. */
export const FORM_COLUMN_SX = { maxWidth: FORM_MAX_WIDTH } as const;
