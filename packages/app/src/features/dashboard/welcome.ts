import { civilDateInSaoPaulo, toIsoDate } from '@portal-fiscal/ui/Calendar';
import { shouldShowWelcome } from '@portal-fiscal/ui/WelcomeModal';

/** localStorage key of the day the welcome modal was last closed, per account. */
export const welcomeStorageKey = (accountId: number) => `portal-fiscal.welcome.${accountId}`;

/** Today in America/Sao_Paulo as 'YYYY-MM-DD'. */
export const saoPauloDay = (now: Date) => toIsoDate(civilDateInSaoPaulo(now));

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Whether the account already closed the welcome modal today (São Paulo day). */
export function dismissedToday(accountId: number, now: Date): boolean {
  return read(welcomeStorageKey(accountId)) === saoPauloDay(now);
}

/** Remembers that the account closed the modal today, so a reload the same day does not show it again. */
export function rememberDismissal(accountId: number, now: Date): void {
  try {
    window.localStorage.setItem(welcomeStorageKey(accountId), saoPauloDay(now));
  } catch {
    /* storage unavailable: the modal may show again, which is harmless */
  }
}

/**
 * The spec's rule (ids 1 to 99, not yet logged in today) plus "once per day": a dismissal stored
 * for today keeps it closed.
 */
export function welcomeDue(accountId: number, lastLogged: string | null, now: Date, dismissed: boolean): boolean {
  return !dismissed && shouldShowWelcome(accountId, lastLogged, now);
}
