import { describe, expect, it } from 'vitest';
import { canAddShortcut, SHORTCUT_LIMIT } from './AddShortcutButton';

describe('canAddShortcut', () => {
  it('allows fewer than 5 shortcuts in total', () => {
    expect(SHORTCUT_LIMIT).toBe(5);
    expect(canAddShortcut(3)).toBe(true);
    expect(canAddShortcut(4)).toBe(true);
    expect(canAddShortcut(5)).toBe(false);
    expect(canAddShortcut(6)).toBe(false);
  });
  it('takes another limit', () => {
    expect(canAddShortcut(2, 2)).toBe(false);
  });
});
