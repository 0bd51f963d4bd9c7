import { describe, expect, it } from 'vitest';
import { FORM_REGION_CODES, GHANA_REGIONS, isGhanaRegionCode, regionLabel, regionName } from './regions.ts';

describe('GHANA_REGIONS', () => {
  it.each([
    // the spec's ten (spec 000 §3)
    ['AR', 'Ashanti'],
    ['GR', 'Greater Accra'],
    ['WR', 'Western'],
    ['ER', 'Eastern'],
    ['VR', 'Volta'],
    ['CR', 'Central'],
    ['NR', 'Northern'],
    ['UE', 'Upper East'],
    ['UW', 'Upper West'],
    ['BA', 'Brong-Ahafo'],
    // added since 2018
    ['AH', 'Ahafo'],
    ['BO', 'Bono'],
    ['BE', 'Bono East'],
    ['NE', 'North East'],
    ['SV', 'Savannah'],
    ['OT', 'Oti'],
    ['WN', 'Western North'],
  ])('%s is %s', (code, name) => {
    expect(isGhanaRegionCode(code)).toBe(true);
    expect(regionName(code)).toBe(name);
    expect(regionLabel(code)).toBe(`${name} (${code})`);
  });

  it('holds all 17 codes', () => {
    expect(Object.keys(GHANA_REGIONS)).toHaveLength(17);
  });
});

describe('FORM_REGION_CODES', () => {
  it('offers the sixteen current regions sorted by name, without Brong-Ahafo', () => {
    expect(FORM_REGION_CODES.map(regionName)).toEqual([
      'Ahafo',
      'Ashanti',
      'Bono',
      'Bono East',
      'Central',
      'Eastern',
      'Greater Accra',
      'North East',
      'Northern',
      'Oti',
      'Savannah',
      'Upper East',
      'Upper West',
      'Volta',
      'Western',
      'Western North',
    ]);
    expect(FORM_REGION_CODES).not.toContain('BA');
  });

  it('is in the order an en-GB collator gives the names', () => {
    const names = FORM_REGION_CODES.map(regionName);
    expect(names).toEqual([...names].sort(new Intl.Collator('en-GB').compare));
  });
});

describe('unknown codes', () => {
  it.each([
    ['XX', 'XX'],
    ['gr', 'gr'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j: name and label fall back to the code', (code, expected) => {
    expect(isGhanaRegionCode(code)).toBe(false);
    expect(regionName(code)).toBe(expected);
    expect(regionLabel(code)).toBe(expected);
  });

  it('does not take inherited object keys for codes', () => {
    expect(isGhanaRegionCode('toString')).toBe(false);
  });
});
