import { describe, expect, it } from 'vitest';
import { profileGreeting } from './ProfileMenu';

const labels = { greeting: 'Olá, {name}!', greetingAnonymous: 'Olá!' };

describe('profileGreeting', () => {
  it('greets by name', () => {
    expect(profileGreeting(labels, 'Mariana Albuquerque')).toBe('Olá, Mariana Albuquerque!');
  });
  it('falls back without a name', () => {
    expect(profileGreeting(labels, null)).toBe('Olá!');
    expect(profileGreeting(labels, undefined)).toBe('Olá!');
    expect(profileGreeting(labels, '   ')).toBe('Olá!');
  });
});
