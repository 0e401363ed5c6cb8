/** The three greetings of spec §9. */
export const GREETING_PERIODS = ['morning', 'afternoon', 'evening'] as const;
export type GreetingPeriod = (typeof GREETING_PERIODS)[number];

// Made on first use, not when the module loads (every screen loads this chunk; see Indicator/formatPercent.ts).
let hourFormatter: Intl.DateTimeFormat | undefined;
const hours = () =>
  (hourFormatter ??= new Intl.DateTimeFormat('en-US', { timeZone: 'America/Sao_Paulo', hour: 'numeric', hourCycle: 'h23' }));

/** The hour (0-23) of an instant in America/Sao_Paulo. */
export function hourInSaoPaulo(instant: Date): number {
  const hour = Number(
    hours()
      .formatToParts(instant)
      .find((p) => p.type === 'hour')?.value ?? 0,
  );
  return hour === 24 ? 0 : hour;
}

/** 'Bom dia' for hours 0 to 11, 'Boa tarde' for 12 to 17, 'Boa noite' otherwise (spec §9), read in São Paulo. */
export function getGreetingPeriod(instant: Date): GreetingPeriod {
  const hour = hourInSaoPaulo(instant);
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}
