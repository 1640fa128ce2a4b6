/**
 * The spec's desktop breakpoint (min-width 768 px): the header's menu, dialogs that fill a phone's screen, and
 * the date pickers' popper (a desktop) or full-screen dialog (a phone) all change at the same width.
 */
export const DESKTOP_MEDIA_QUERY = '(min-width: 768px)';
