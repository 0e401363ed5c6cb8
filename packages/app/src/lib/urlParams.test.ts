import { describe, expect, it } from 'vitest';
import { MAX_QUERY_LENGTH, idParam, pageParam, searchParam } from './urlParams';

const q = (search: string) => new URLSearchParams(search);

describe('the URL parameter rules every list and record page reads', () => {
  it('idParam: an id of word characters and dashes, trimmed; anything else is no id', () => {
    expect(idParam('?id=%20abc-123%20')).toBe('abc-123');
    expect(idParam('?id=<script>')).toBeNull();
    expect(idParam('?id=')).toBeNull();
    expect(idParam(`?id=${'a'.repeat(101)}`)).toBeNull();
    expect(idParam('?lei=x1', 'lei')).toBe('x1');
  });

  it('pageParam: 1 when absent, a positive whole number of up to six digits, null otherwise', () => {
    expect(pageParam(q(''))).toBe(1);
    expect(pageParam(q('page=3'))).toBe(3);
    expect(pageParam(q('page=999999'))).toBe(999999);
    for (const bad of ['0', '-1', '1.5', '01', 'abc', '', '1000000', '2e3']) expect(pageParam(q(`page=${bad}`)), bad).toBeNull();
  });

  it('searchParam: trimmed unless told not to, null past the longest a user would type', () => {
    expect(searchParam(q(''))).toBe('');
    expect(searchParam(q('q=%20icms%20'))).toBe('icms');
    expect(searchParam(q('q=%20icms%20'), { trim: false })).toBe(' icms ');
    expect(searchParam(q(`q=${'a'.repeat(MAX_QUERY_LENGTH)}`))).toHaveLength(MAX_QUERY_LENGTH);
    expect(searchParam(q(`q=${'a'.repeat(MAX_QUERY_LENGTH + 1)}`))).toBeNull();
  });
});
