/**
 * A fixed clock for every story: `new Date()` and `Date.now()` return 2026-11-16 10:00 in
 * America/Sao_Paulo (13:00 UTC), so greetings, calendars and relative dates never change with the
 * day a screenshot is taken. Timers still run (the tax counter still ticks).
 */
export const FIXED_NOW_ISO = '2026-11-16T13:00:00.000Z';

const RealDate = Date;
let installed = false;

export function installFixedClock(iso: string = FIXED_NOW_ISO): void {
  const fixed = new RealDate(iso).getTime();
  if (installed) return;
  installed = true;
  class FixedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(fixed);
      else super(...(args as [string | number | Date]));
    }
    static override now(): number {
      return fixed;
    }
  }
  globalThis.Date = FixedDate as DateConstructor;
}
