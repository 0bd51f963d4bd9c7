/** STANDARD goes by sea ('Ship'), EXPRESS by air ('Flight') (spec 000 §9, DESIGN §4). */
export const SERVICE_LEVELS = {
  STANDARD: { code: 'STANDARD', label: 'Ship', name: 'Standard', mode: 'sea' },
  EXPRESS: { code: 'EXPRESS', label: 'Flight', name: 'Express', mode: 'air' },
} as const;
export type ServiceLevelCode = keyof typeof SERVICE_LEVELS;
export type ServiceLevel = (typeof SERVICE_LEVELS)[ServiceLevelCode];

export const SERVICE_LEVEL_CODES = ['STANDARD', 'EXPRESS'] as const satisfies readonly ServiceLevelCode[];
export const DEFAULT_SERVICE_LEVEL: ServiceLevelCode = 'STANDARD';

/** The service levels that travel by `mode` ('sea' → STANDARD). */
export const serviceLevelsOfMode = (mode: ServiceLevel['mode']): ServiceLevelCode[] =>
  SERVICE_LEVEL_CODES.filter((code) => SERVICE_LEVELS[code].mode === mode);

export const isServiceLevelCode = (value: unknown): value is ServiceLevelCode =>
  typeof value === 'string' && Object.hasOwn(SERVICE_LEVELS, value);

/** A booking's service_level is an object with name and label, or a string (spec 000 §3). */
export type ServiceLevelValue =
  | string
  | { code?: string | null; name?: string | null; label?: string | null }
  | null
  | undefined;

/** Finds our level from a code, name or label in any case ('express', 'Flight', …). */
export const findServiceLevel = (value: ServiceLevelValue): ServiceLevel | null => {
  const words = typeof value === 'string' ? [value] : [value?.code, value?.name, value?.label];
  for (const word of words) {
    const key = word?.trim().toLowerCase();
    if (!key) continue;
    const level = Object.values(SERVICE_LEVELS).find((l) =>
      [l.code, l.name, l.label].some((w) => w.toLowerCase() === key),
    );
    if (level) return level;
  }
  return null;
};

const describeLevel = (value: ServiceLevelValue, field: 'name' | 'label'): string => {
  const given = typeof value === 'string' ? null : value?.[field]?.trim();
  if (given) return given;
  const level = findServiceLevel(value);
  if (level) return level[field];
  // A level we do not know is shown as sent rather than passed off as Standard.
  if (typeof value === 'string' && value.trim()) return value.trim();
  return SERVICE_LEVELS[DEFAULT_SERVICE_LEVEL][field];
};

/** 'Standard' or 'Express'; the tracker's default is 'Standard' (spec 000 §2). */
export const serviceLevelName = (value: ServiceLevelValue): string => describeLevel(value, 'name');
/** 'Ship' or 'Flight'. */
export const serviceLevelLabel = (value: ServiceLevelValue): string => describeLevel(value, 'label');
