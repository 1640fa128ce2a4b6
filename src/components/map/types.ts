import type { Coordinate, MapElement } from '../../api/generated/model';

export type { Coordinate, MapElement };

/** A property by its matrikkel numbers: municipality (kommunenummer), farm (gnr) and unit (bnr). */
export interface PropertyRef {
  knr: string;
  gnr: number;
  bnr: number;
}

/** What the user has drawn in the registration mode: the harvest area (hogstfelt) and the landing point (velteplass). */
export interface RegistrationDrawing {
  /** The harvest area's ring of corners (not closed: the first corner is not repeated), or null. */
  harvestArea: Coordinate[] | null;
  landingPoint: Coordinate | null;
}

export const EMPTY_DRAWING: RegistrationDrawing = { harvestArea: null, landingPoint: null };

export const propertyNumber = ({ knr, gnr, bnr }: PropertyRef) => `${knr}/${String(gnr)}/${String(bnr)}`;

/** A property's boundary on the overview map. */
export interface ForestMapOutline {
  id: string;
  ring: Coordinate[];
}

/** One contract's harvest areas and landing points, drawn in its state's colour and dash. */
export interface ForestMapArea {
  id: string;
  /** What the tooltip says, e.g. 'Kontrakt 2026-103: Drift avsluttet'. */
  name: string;
  colour: string;
  /** SVG dash pattern of the area's edge, so the states differ by more than colour; null: a solid line. */
  dash: string | null;
  elements: readonly MapElement[];
  /** A click (or tap) on the area. */
  onSelect: () => void;
}
