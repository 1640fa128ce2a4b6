/**
 * The brand colours of spec §1 (primary green, secondary orange), shared by the MUI theme, the web app
 * manifest and the app icons (config/pwa.ts, scripts/icons.ts), which are built outside React.
 */
export const FOREST_GREEN = '#1f5c2e';
export const HARVEST_ORANGE = '#e07000';
