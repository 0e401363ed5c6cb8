/** The portal's time zone: every date, hour and calendar day is computed in it. */
export const TIME_ZONE = 'America/Sao_Paulo';

/** The hour (0–23) of `date` in São Paulo, whatever the machine's own zone. */
export function saoPauloHour(date: Date): number {
  const hour = new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone: TIME_ZONE }).format(date);
  return Number(hour) % 24;
}

/** The calendar day (YYYY-MM-DD) of `date` in São Paulo. */
export function saoPauloDay(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: TIME_ZONE }).format(date);
}

export type GreetingKey = 'morning' | 'afternoon' | 'evening';

/** Spec 01 §9: 'Bom dia' for hours 0 to 11, 'Boa tarde' for 12 to 17, 'Boa noite' otherwise. */
export function greetingKey(date: Date): GreetingKey {
  const hour = saoPauloHour(date);
  if (hour <= 11) return 'morning';
  if (hour <= 17) return 'afternoon';
  return 'evening';
}
