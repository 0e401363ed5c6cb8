/** The digit groups of the tax counter, from the largest to the cents (spec §9). */
export const TAX_COUNTER_GROUPS = ['tri', 'bi', 'mi', 'mil', 'reais', 'cent'] as const;
export type TaxCounterGroupKey = (typeof TAX_COUNTER_GROUPS)[number];

export interface TaxCounterGroup {
  key: TaxCounterGroupKey;
  /** Zero-padded digits: three for every group (the trillions may grow longer), two for the cents. */
  digits: string;
}

/** How often the counter ticks, in milliseconds (spec §9). */
export const TAX_COUNTER_INTERVAL_MS = 500;

/** Converts an amount in reais to whole cents, rounding to the nearest cent; negative and non-finite values count as 0. */
export function toCents(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.round(value * 100);
}

/**
 * Splits an amount in reais into the counter's digit groups TRI, BI, MI, MIL, REAIS and CENT
 * (2 decimals). Every group above the cents has three digits; amounts of a thousand trillion or
 * more keep all their leading digits in TRI. Negative or non-finite amounts read as zero.
 */
export function splitTaxCounter(value: number): TaxCounterGroup[] {
  return splitTaxCounterCents(toCents(value));
}

/** `splitTaxCounter` for an amount already in whole cents (what the ticking state keeps, free of float drift). */
export function splitTaxCounterCents(totalCents: number): TaxCounterGroup[] {
  const cents = BigInt(Math.max(0, Math.trunc(Number.isFinite(totalCents) ? totalCents : 0)));
  const reais = cents / 100n;
  const pad3 = (n: bigint) => n.toString().padStart(3, '0');
  return [
    { key: 'tri', digits: pad3(reais / 1_000_000_000_000n) },
    { key: 'bi', digits: pad3((reais / 1_000_000_000n) % 1000n) },
    { key: 'mi', digits: pad3((reais / 1_000_000n) % 1000n) },
    { key: 'mil', digits: pad3((reais / 1000n) % 1000n) },
    { key: 'reais', digits: pad3(reais % 1000n) },
    { key: 'cent', digits: (cents % 100n).toString().padStart(2, '0') },
  ];
}
