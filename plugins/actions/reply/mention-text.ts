/**
 * @-mentions in the reply box's text (mentions.ts offers them through the composer's `mentions`
 * slot): what is being typed, who matches, and the text once one is picked. Pure.
 */
import type { SuggestionUser } from '../../../src/core/index.ts';

/** At most this many suggestions show. */
export const MAX_SUGGESTIONS = 10;

/** The query being typed after an @ at the start or after whitespace, up to the caret; null when none. */
export function mentionQuery(text: string, caret = text.length): string | null {
  const match = /(^|\s)@(\S*)$/.exec(text.slice(0, caret));
  return match ? match[2]! : null;
}

/** A user's shown name: `name`, else login plus display name. */
export function suggestionName(user: SuggestionUser): string {
  // The person's name once; the login is shown beside it by the list, not repeated in here.
  return user.display_name?.trim() || user.name?.trim() || user.user_login;
}

/** Users whose name starts with the query or has a word starting with it, case-insensitively; at most 10. */
export function filterSuggestions(users: readonly SuggestionUser[], query: string): SuggestionUser[] {
  const wanted = query.toLowerCase();
  return users
    .filter((user) => {
      const name = [user.user_login, user.display_name, user.name].filter(Boolean).join(' ').toLowerCase();
      return name.startsWith(wanted) || name.split(/\s+/).some((word) => word.startsWith(wanted));
    })
    .slice(0, MAX_SUGGESTIONS);
}

/** The text with the @query before the caret replaced by `@login` and a space, and the new caret. */
export function insertMention(text: string, caret: number, login: string): { text: string; caret: number } {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf('@');
  if (at < 0 || mentionQuery(text, caret) === null) return { text, caret };
  const inserted = `@${login} `;
  return { text: before.slice(0, at) + inserted + text.slice(caret), caret: at + inserted.length };
}
