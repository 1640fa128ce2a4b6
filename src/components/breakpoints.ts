/**
 * The spec's desktop breakpoint (min-width 768 px): the header's menu, dialogs that fill a phone's screen, and
 * the date pickers' popper (a desktop) or full-screen dialog (a phone) all change at the same width.
 */
export const DESKTOP_MEDIA_QUERY = '(min-width: 768px)';

/** The desktop and the phone as media queries for styles (sx, theme overrides). */
export const DESKTOP_MEDIA = `@media ${DESKTOP_MEDIA_QUERY}`;
export const PHONE_MEDIA = `@media not all and ${DESKTOP_MEDIA_QUERY}`;

/**
 * A link or button on a line of its own: at least 44 px high to tap (docs/design.md), however short its text.
 * A link inside a sentence keeps the text's size (WCAG 2.5.5's inline exception).
 */
export const OWN_LINE_TARGET_SX = { display: 'inline-flex', alignItems: 'center', minHeight: 44 } as const;
