/**
 * Spec §5: a cached (or freshly processed) value only counts when it has content — arrays and
 * objects must be non-empty. `null`, `undefined` and `''` never count.
 */
export function isNonEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}
