import { describe, expect, it } from 'vitest';
import { hasLayer, hasTool, MAP_MODES, MAP_PRESETS } from './presets';

describe('map presets', () => {
  it('give every mode the topographic tiles', () => {
    expect(MAP_MODES).toEqual(['property', 'registration', 'contract']);
    for (const mode of MAP_MODES) expect(hasLayer(mode, 'topographic')).toBe(true);
  });

  it('give drawing tools to the registration mode only', () => {
    expect(MAP_PRESETS.registration.tools).toEqual(['harvestArea', 'landingPoint', 'edit', 'remove']);
    expect(hasLayer('registration', 'drawing')).toBe(true);
    expect(MAP_PRESETS.property.tools).toEqual([]);
    expect(MAP_PRESETS.contract.tools).toEqual([]);
    expect(hasTool('contract', 'harvestArea')).toBe(false);
  });

  it('show map elements in the contract mode only, and the property marker in every mode', () => {
    expect(MAP_MODES.filter((mode) => hasLayer(mode, 'mapElements'))).toEqual(['contract']);
    expect(MAP_MODES.every((mode) => hasLayer(mode, 'propertyMarker'))).toBe(true);
  });
});
