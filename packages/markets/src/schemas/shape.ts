import { isRecord } from '@shell/api-client/core';

/**
 * Structural checks of normalized values, for what the persistent cache hands back. localStorage
 * is shared with everything on the origin (another app, an older shell, an extension, a
 * half-written entry), so a well-formed entry can still hold rows of another shape; such a value
 * counts as no cache instead of reaching the page. Fresh data always passes: the normalizers
 * produce exactly these shapes.
 */

/** One field: a primitive kind, a list of strings, a nested record, or a list of records. */
export type FieldCheck = 'string' | 'number' | 'boolean' | 'strings' | { record: Shape } | { list: Shape };
export type Shape = Readonly<Record<string, FieldCheck>>;

type KindOf<V> = V extends string
  ? 'string'
  : V extends number
    ? 'number'
    : V extends boolean
      ? 'boolean'
      : V extends readonly string[]
        ? 'strings' | { list: Shape }
        : V extends readonly object[]
          ? { list: Shape }
          : { record: Shape };

/** Every field of `T`, with the check of its type: the compiler keeps a shape complete. */
export type ShapeOf<T> = { readonly [K in keyof T]-?: KindOf<NonNullable<T[K]>> };

function passes(value: unknown, check: FieldCheck): boolean {
  switch (check) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'strings':
      return Array.isArray(value) && value.every((item) => typeof item === 'string');
    default:
      return 'record' in check ? matchesShape(value, check.record) : isListOf(check.list)(value);
  }
}

/** The fields of a shape as pairs, computed once per shape (lists check thousands of rows). */
const fieldsOf = new WeakMap<Shape, ReadonlyArray<readonly [string, FieldCheck]>>();
function fields(shape: Shape): ReadonlyArray<readonly [string, FieldCheck]> {
  let list = fieldsOf.get(shape);
  if (!list) {
    list = Object.entries(shape);
    fieldsOf.set(shape, list);
  }
  return list;
}

/** A plain object whose listed fields all pass their check (other fields are not looked at). */
export function matchesShape(value: unknown, shape: Shape): boolean {
  if (!isRecord(value)) return false;
  for (const [key, check] of fields(shape)) if (!passes(value[key], check)) return false;
  return true;
}

/** A list whose every item matches the shape. */
export function isListOf(shape: Shape): (value: unknown) => boolean {
  return (value) => Array.isArray(value) && value.every((item) => matchesShape(item, shape));
}

/** A record of lists (e.g. futures by settle currency), every one matching the shape. */
export function isRecordOfLists(keys: readonly string[], shape: Shape): (value: unknown) => boolean {
  const list = isListOf(shape);
  return (value) => isRecord(value) && keys.every((key) => list(value[key]));
}
