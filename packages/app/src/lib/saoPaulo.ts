/**
 * The portal's dates are São Paulo's, whatever the browser's zone (spec 02 §9): one place that formats
 * them, so a list, a view and a form never disagree about the day.
 */
export const SAO_PAULO = 'America/Sao_Paulo';

// Made on first use: the first formatter with a time zone loads the zone's data (about 10 ms, 40 ms on a
// phone), which no screen should pay at start-up for a date it may never show.
let dateTimeFormat: Intl.DateTimeFormat | undefined;
const dateTimeParts = () =>
  (dateTimeFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: SAO_PAULO,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

/** An ISO instant's day, month, year, hour and minute in São Paulo, or null when there is none or it is not a date. */
function saoPauloParts(iso: string | null | undefined): Partial<Record<Intl.DateTimeFormatPartTypes, string>> | null {
  if (!iso) return null;
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of dateTimeParts().formatToParts(new Date(time))) parts[part.type] = part.value;
  return parts;
}

/** An ISO instant as 'dd/MM/yyyy HH:mm' in São Paulo time, or null when there is none or it is not a date. */
export function formatDateTime(iso: string | null | undefined): string | null {
  const parts = saoPauloParts(iso);
  return parts && `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** An ISO instant's day as 'dd/MM/yyyy' in São Paulo, whatever the language, or null when there is none or it is not a date. */
export function formatDate(iso: string | null | undefined): string | null {
  const parts = saoPauloParts(iso);
  return parts && `${parts.day}/${parts.month}/${parts.year}`;
}

/** Today in São Paulo as yyyy-mm-dd (the latest birth date a form accepts). */
export const todayInSaoPaulo = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: SAO_PAULO }).format(new Date());
