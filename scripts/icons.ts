import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { FOREST_GREEN, HARVEST_ORANGE } from '../src/app/colors.ts';

/**
 * The app icons of the web app manifest (config/pwa.ts), drawn from the logo's tree (public/logo.svg) in the
 * theme colours: a white crown with an orange trunk on green. `npm run icons` writes them to public/icons/;
 * the PNGs are committed, so a build needs no image library.
 *
 * - icon-192.png, icon-512.png: purpose "any", a rounded green square (Chromium's installability check asks
 *   for a 192 and a 512 px icon).
 * - icon-maskable-512.png: purpose "maskable", green to the edges with the tree inside the safe zone (the
 *   circle of 80 % of the size), so a launcher may cut any shape from it.
 * - apple-touch-icon.png: 180 px, green to the edges (iOS rounds the corners itself).
 */
const OUT = 'public/icons';

// The logo's tree in its 40 × 40 box: the crown (the logo's outline without the trunk) and the trunk.
const CROWN = 'M20 3 8 21h7L6 33h28l-9-12h7z';
const TRUNK = { x: 17, y: 33, width: 6, height: 5 };
const TREE_CENTRE = { x: 20, y: 20.5 };
const TREE_HEIGHT = 35;

interface IconSpec {
  file: string;
  size: number;
  /** The tree's height as a share of the icon. */
  treeShare: number;
  rounded: boolean;
}

const ICONS: IconSpec[] = [
  { file: 'icon-192.png', size: 192, treeShare: 0.62, rounded: true },
  { file: 'icon-512.png', size: 512, treeShare: 0.62, rounded: true },
  // Half-diagonal of the 28 × 35 tree at 0.5 of the size: 0.32 of the size, inside the 0.4 safe radius.
  { file: 'icon-maskable-512.png', size: 512, treeShare: 0.5, rounded: false },
  { file: 'apple-touch-icon.png', size: 180, treeShare: 0.6, rounded: false },
];

function iconSvg({ size, treeShare, rounded }: IconSpec): string {
  const scale = (size * treeShare) / TREE_HEIGHT;
  const dx = size / 2 - TREE_CENTRE.x * scale;
  const dy = size / 2 - TREE_CENTRE.y * scale;
  const radius = rounded ? size * 0.18 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${String(size)}" height="${String(size)}" viewBox="0 0 ${String(size)} ${String(size)}">
  <rect width="${String(size)}" height="${String(size)}" rx="${String(radius)}" fill="${FOREST_GREEN}"/>
  <g transform="translate(${dx.toFixed(2)} ${dy.toFixed(2)}) scale(${scale.toFixed(4)})">
    <path d="${CROWN}" fill="#ffffff"/>
    <rect x="${String(TRUNK.x)}" y="${String(TRUNK.y)}" width="${String(TRUNK.width)}" height="${String(TRUNK.height)}" fill="${HARVEST_ORANGE}"/>
  </g>
</svg>`;
}

mkdirSync(OUT, { recursive: true });
for (const icon of ICONS) {
  await sharp(Buffer.from(iconSvg(icon)))
    .png({ compressionLevel: 9 })
    .toFile(`${OUT}/${icon.file}`);
  console.log(`${OUT}/${icon.file} (${String(icon.size)} px)`);
}
