import { formatBirth } from '../../../forms/profileForm';

/** A birth date (yyyy-mm-dd) as dd/MM/yyyy; null when there is none. */
export const formatBirthDate = (iso: string | null | undefined): string | null => (iso ? formatBirth(iso) : null);

/** The creation origins the backends name; anything else is shown as it came. */
export const CREATION_SOURCES = ['seed', 'signup', 'admin', 'google', 'linkedin'] as const;
export type CreationSource = (typeof CREATION_SOURCES)[number];
export const knownCreationSource = (source: string | null): source is CreationSource =>
  source !== null && (CREATION_SOURCES as readonly string[]).includes(source);
