import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { RecoveryFormSchema } from './recoveryForm';

const first = (email: string) => {
  const result = v.safeParse(RecoveryFormSchema, { email });
  return result.success ? result.output : result.issues[0]?.message;
};

describe('password recovery rules (spec 01 §5)', () => {
  it('requires a well-formed email and trims it', () => {
    expect(first('')).toBe('recovery.errors.emailRequired');
    expect(first('   ')).toBe('recovery.errors.emailRequired');
    expect(first('ana@')).toBe('recovery.errors.emailInvalid');
    expect(first(' ana@portalfiscal.demo ')).toEqual({ email: 'ana@portalfiscal.demo' });
  });
});
