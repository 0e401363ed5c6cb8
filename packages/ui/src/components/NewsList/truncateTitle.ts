/** News titles are cut at 50 characters (spec §9). */
export const NEWS_TITLE_MAX = 50;

/**
 * Cuts a title longer than `max` characters to its first `max` characters (counted as Unicode
 * code points, so an emoji is never split), drops trailing spaces and appends '…'. Titles of
 * `max` characters or fewer come back unchanged (trimmed).
 */
export function truncateTitle(title: string, max: number = NEWS_TITLE_MAX): string {
  const text = title.trim();
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, Math.max(0, max)).join('').trimEnd()}…`;
}
