import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SERVICE_LEVEL,
  findServiceLevel,
  isServiceLevelCode,
  SERVICE_LEVELS,
  type ServiceLevelValue,
  serviceLevelLabel,
  serviceLevelName,
} from './service-levels.ts';

describe('SERVICE_LEVELS (spec 000 §9)', () => {
  it('STANDARD is Ship by sea, EXPRESS is Flight by air, STANDARD is the default', () => {
    expect(SERVICE_LEVELS.STANDARD).toEqual({
      code: 'STANDARD',
      label: 'Ship',
      name: 'Standard',
      mode: 'sea',
    });
    expect(SERVICE_LEVELS.EXPRESS).toEqual({
      code: 'EXPRESS',
      label: 'Flight',
      name: 'Express',
      mode: 'air',
    });
    expect(DEFAULT_SERVICE_LEVEL).toBe('STANDARD');
  });

  it.each([
    ['STANDARD', true],
    ['EXPRESS', true],
    ['express', false],
    ['constructor', false],
    [undefined, false],
  ])('isServiceLevelCode(%j) → %j', (value, expected) => {
    expect(isServiceLevelCode(value)).toBe(expected);
  });
});

describe('serviceLevelName and serviceLevelLabel (service_level is an object or a string)', () => {
  it.each<[ServiceLevelValue, string, string]>([
    ['STANDARD', 'Standard', 'Ship'],
    ['EXPRESS', 'Express', 'Flight'],
    ['express', 'Express', 'Flight'],
    ['Flight', 'Express', 'Flight'],
    ['Standard', 'Standard', 'Ship'],
    [{ code: 'EXPRESS' }, 'Express', 'Flight'],
    [{ code: 'STANDARD', name: 'Standard', label: 'Ship' }, 'Standard', 'Ship'],
    [{ name: 'Express' }, 'Express', 'Flight'],
    // a name or label the server sent wins over ours
    [{ code: 'EXPRESS', name: 'Express Air', label: 'Air' }, 'Express Air', 'Air'],
    // a level we do not know is shown as sent
    ['ECONOMY', 'ECONOMY', 'ECONOMY'],
    // nothing given: the default, 'Standard' (spec 000 §2)
    [undefined, 'Standard', 'Ship'],
    [null, 'Standard', 'Ship'],
    ['', 'Standard', 'Ship'],
    [{}, 'Standard', 'Ship'],
    [{ code: null, name: '  ' }, 'Standard', 'Ship'],
  ])('%j → %j / %j', (value, name, label) => {
    expect(serviceLevelName(value)).toBe(name);
    expect(serviceLevelLabel(value)).toBe(label);
  });

  it('findServiceLevel returns null for an unknown level', () => {
    expect(findServiceLevel('ECONOMY')).toBeNull();
    expect(findServiceLevel({ code: 'x' })).toBeNull();
  });
});
