/* eslint-disable lingui/no-unlocalized-strings -- SVG markup, colours and class names, not texts */
import L from 'leaflet';

/**
 * Markers as divIcons (inline SVG): leaflet's default icon images are not found once bundled, and an SVG in
 * the page needs nothing from another origin under the CSP.
 */
const pin = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 40" width="28" height="40" aria-hidden="true" focusable="false">` +
  `<path d="M14 1C7 1 1.5 6.4 1.5 13.3 1.5 22.5 14 39 14 39s12.5-16.5 12.5-25.7C26.5 6.4 21 1 14 1z" fill="${fill}" stroke="#ffffff" stroke-width="2"/>` +
  `<circle cx="14" cy="13.5" r="4.5" fill="#ffffff"/></svg>`;

const pinIcon = (fill: string, className: string) =>
  L.divIcon({
    html: pin(fill),
    className,
    iconSize: [28, 40],
    iconAnchor: [14, 39],
    tooltipAnchor: [0, -34],
  });

export const propertyIcon = pinIcon('#1b5e20', 'portal-map-pin portal-map-pin--property');
export const landingPointIcon = pinIcon('#8d4e00', 'portal-map-pin portal-map-pin--landing');
export const elementIcon = pinIcon('#0d47a1', 'portal-map-pin portal-map-pin--element');
