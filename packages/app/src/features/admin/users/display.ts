import { formatBirth } from '../../../forms/profileForm';

const SAO_PAULO = 'America/Sao_Paulo';

const dateTimeParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SAO_PAULO,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An ISO time as dd/MM/yyyy HH:mm in São Paulo (spec 02 §9); null when there is none or it is not a time. */
export function formatDateTime(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  const parts = Object.fromEntries(dateTimeParts.formatToParts(new Date(time)).map((p) => [p.type, p.value]));
  return `${parts['day']}/${parts['month']}/${parts['year']} ${parts['hour']}:${parts['minute']}`;
}

/** A birth date (yyyy-mm-dd) as dd/MM/yyyy; null when there is none. */
export const formatBirthDate = (iso: string | null | undefined): string | null => (iso ? formatBirth(iso) : null);

/** The creation origins the backends name; anything else is shown as it came. */
export const CREATION_SOURCES = ['seed', 'signup', 'admin', 'google', 'linkedin'] as const;
export type CreationSource = (typeof CREATION_SOURCES)[number];
export const knownCreationSource = (source: string | null): source is CreationSource =>
  source !== null && (CREATION_SOURCES as readonly string[]).includes(source);

/** Today in São Paulo as yyyy-mm-dd (the latest birth date accepted). */
export const todayInSaoPaulo = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: SAO_PAULO }).format(new Date());
