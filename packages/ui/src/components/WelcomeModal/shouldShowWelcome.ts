import { civilDateInSaoPaulo, sameDay } from '../Calendar/calendarDates';

/** Early accounts (ids 1 to 99) get the welcome modal (spec §4, §9). */
export const WELCOME_MAX_ACCOUNT_ID = 99;

/**
 * The spec's rule: show the welcome modal when the account id is between 1 and 99 and the user
 * has not logged in yet today (days read in America/Sao_Paulo). A missing or unreadable last
 * login counts as not today.
 */
export function shouldShowWelcome(accountId: number, lastLogin: string | Date | null | undefined, now: Date): boolean {
  if (!Number.isInteger(accountId) || accountId < 1 || accountId > WELCOME_MAX_ACCOUNT_ID) return false;
  if (!lastLogin) return true;
  const last = lastLogin instanceof Date ? lastLogin : new Date(lastLogin);
  if (Number.isNaN(last.getTime())) return true;
  return !sameDay(civilDateInSaoPaulo(last), civilDateInSaoPaulo(now));
}
