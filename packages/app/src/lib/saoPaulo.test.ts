import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, todayInSaoPaulo } from './saoPaulo';

describe('São Paulo dates', () => {
  it('writes a day as dd/MM/yyyy in São Paulo, whatever the browser’s zone', () => {
    expect(formatDate('2026-11-16T13:00:00.000Z')).toBe('16/11/2026');
    // 01:00 UTC is still the previous day in São Paulo.
    expect(formatDate('2026-03-10T01:00:00.000Z')).toBe('09/03/2026');
    expect(formatDate(null)).toBeNull();
    expect(formatDate('não é data')).toBeNull();
  });

  it('writes an instant as dd/MM/yyyy HH:mm in São Paulo, the same day as formatDate', () => {
    expect(formatDateTime('2026-11-11T16:30:00.000Z')).toBe('11/11/2026 13:30');
    // Just after midnight UTC is still the day before in São Paulo.
    expect(formatDateTime('2026-01-01T02:05:00.000Z')).toBe('31/12/2025 23:05');
    expect(formatDateTime('2026-03-10T01:00:00.000Z')).toBe('09/03/2026 22:00');
    expect(formatDateTime(null)).toBeNull();
    expect(formatDateTime(undefined)).toBeNull();
    expect(formatDateTime('ontem')).toBeNull();
  });

  it('gives today as yyyy-mm-dd', () => expect(todayInSaoPaulo()).toMatch(/^\d{4}-\d{2}-\d{2}$/));
});
