import { describe, expect, it } from 'vitest';
import { parseFacilitatorAddress, telHref } from './facilitatorParam';

const json = (value: unknown) => `?lei=${encodeURIComponent(JSON.stringify(value))}`;

describe('parseFacilitatorAddress', () => {
  it('reads the portal’s own ?id= address', () => {
    expect(parseFacilitatorAddress('?id=lei-0001-orquestra')).toEqual({ kind: 'id', leiUuid: 'lei-0001-orquestra' });
  });

  it('reads the spec’s ?lei= JSON, in the wire and in the domain spelling', () => {
    expect(parseFacilitatorAddress(json({ lei_uuid: 'lei-1', title: { String: 'x', Valid: true } }))).toEqual({
      kind: 'json',
      leiUuid: 'lei-1',
    });
    expect(parseFacilitatorAddress(json({ leiUuid: 'lei-2', title: 'x' }))).toEqual({ kind: 'json', leiUuid: 'lei-2' });
  });

  it.each([
    ['nothing', ''],
    ['an empty id', '?id='],
    ['an id with markup', '?id=%3Cscript%3E'],
    ['malformed JSON', '?lei=%7Bnot-json'],
    ['JSON without an id', json({ title: 'Orquestra' })],
    ['JSON whose id is not a string', json({ lei_uuid: 42 })],
    ['JSON whose id carries markup', json({ lei_uuid: '"><img src=x onerror=alert(1)>' })],
    ['a JSON array', json([{ lei_uuid: 'lei-1' }])],
    ['a bare value with markup in lei', '?lei=%3Cb%3E'],
  ])('calls %s invalid', (_, search) => {
    expect(parseFacilitatorAddress(search)).toEqual({ kind: 'invalid' });
  });

  it('takes a bare lei id in ?lei= (the lei view’s parameter name)', () => {
    expect(parseFacilitatorAddress('?lei=lei-0001')).toEqual({ kind: 'json', leiUuid: 'lei-0001' });
  });

  it('prefers ?id= when both are given', () => {
    expect(parseFacilitatorAddress(`?id=lei-9&${json({ lei_uuid: 'lei-1' }).slice(1)}`)).toEqual({ kind: 'id', leiUuid: 'lei-9' });
  });
});

describe('telHref', () => {
  it('dials a Brazilian number with +55', () => {
    expect(telHref('(11) 3042-7788')).toBe('tel:+551130427788');
  });
  it('keeps a number that already has its country code', () => {
    expect(telHref('+55 21 99876-5432')).toBe('tel:+5521998765432');
  });
  it('refuses what is not a phone number', () => {
    expect(telHref('ramal 12')).toBeNull();
  });
});
