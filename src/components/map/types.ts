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
