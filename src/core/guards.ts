/** Checks for values read from outside the panel: messages, storage, relayed events, answers. */

/** A platform id (a note's, a site's, a post's, a comment's): a positive whole number. */
export const isPositiveId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** A plain object to read fields from: not null, not an array. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A name a plugin declares (its own, a tab's, a setting's, a block kind's): lower-case words joined by hyphens, at most `most` characters. */
export const isHyphenatedName = (value: unknown, most = Infinity): value is string => typeof value === 'string' && value.length <= most && /^[a-z][a-z0-9-]*$/.test(value);

/** A plain object of at most `most` entries (a plugin's words per locale, its settings). */
export const isRecordOf = (value: unknown, most: number): value is Record<string, unknown> => isRecord(value) && Object.keys(value).length <= most;

/** A list of at most `most` items, each passing `check` (a note type's block kinds, a setting's options): `T` is what `check` may read of an item. */
export const isListOf = <T>(value: unknown, most: number, check: (item: T) => boolean): value is T[] => Array.isArray(value) && value.length <= most && value.every(check);
