import { describe, expect, it } from 'vitest';
import { shouldShowWelcome } from './shouldShowWelcome';

const now = new Date('2026-11-16T13:00:00Z'); // 10:00 in São Paulo

describe('shouldShowWelcome', () => {
  it('shows for account ids 1 to 99 not yet logged in today', () => {
    expect(shouldShowWelcome(1, '2026-11-15T20:00:00Z', now)).toBe(true);
    expect(shouldShowWelcome(99, null, now)).toBe(true);
  });
  it('hides for other ids', () => {
    expect(shouldShowWelcome(0, null, now)).toBe(false);
    expect(shouldShowWelcome(100, null, now)).toBe(false);
    expect(shouldShowWelcome(-5, null, now)).toBe(false);
    expect(shouldShowWelcome(1.5, null, now)).toBe(false);
  });
  it('hides once the user logged in today, in São Paulo time', () => {
    expect(shouldShowWelcome(7, '2026-11-16T03:30:00Z', now)).toBe(false); // 00:30 today
    expect(shouldShowWelcome(7, '2026-11-16T02:30:00Z', now)).toBe(true); // 23:30 yesterday, though the 16th in UTC
  });
  it('treats an unreadable last login as not today', () => {
    expect(shouldShowWelcome(7, 'not a date', now)).toBe(true);
  });
});
