/**
 * Readers of a fact's data (`definePluginEvent`'s `parse`) built from its fields instead of written
 * out by hand: a log, replayed or from another tab, may hold anything, so data is read, never trusted.
 * Only plugins use them, so they load with the plugins' code, not with the first load.
 */
import { isPositiveId, isRecord } from './guards.ts';

const CHECKS: Record<keyof FieldTypes, (value: unknown) => boolean> = {
  string: (value: unknown) => typeof value === 'string',
  'string?': (value: unknown) => value === undefined || typeof value === 'string',
  // A log is JSON: a number in it is finite.
  number: Number.isFinite,
  boolean: (value: unknown) => typeof value === 'boolean',
  id: isPositiveId,
  ids: (value: unknown) => Array.isArray(value) && value.every(isPositiveId),
};

/** What each named check of `readFields` reads: `id` is a platform id, `ids` a list of them, `string?` a string or nothing. */
export interface FieldTypes {
  string: string;
  'string?': string | undefined;
  number: number;
  boolean: boolean;
  id: number;
  ids: number[];
}

/** How `readFields` checks one field: by name, or with a guard of your own. */
export type FieldCheck = keyof FieldTypes | ((value: unknown) => boolean);

/** The data that fields checked by `S` read as. */
export type FieldsOf<S> = { [K in keyof S]: S[K] extends keyof FieldTypes ? FieldTypes[S[K]] : S[K] extends (value: unknown) => value is infer T ? T : unknown };

/**
 * A fact's `parse` for data that is an object of these fields, e.g. `readFields({ userId: 'id',
 * following: 'boolean' })`: those fields alone, or null when the data is no object or one fails.
 */
export function readFields<S extends Record<string, FieldCheck>>(spec: S): (data: unknown) => FieldsOf<S> | null {
  return (data) => {
    if (!isRecord(data)) return null;
    const fields: Record<string, unknown> = {};
    for (const key in spec) {
      const check: FieldCheck = spec[key]!;
      if (!(typeof check === 'string' ? CHECKS[check] : check)(data[key])) return null;
      fields[key] = data[key];
    }
    return fields as FieldsOf<S>;
  };
}

/** The `parse` of a fact that says nothing but its id: whatever data it holds reads as none. */
export const noData = (): Record<string, never> => ({});
