import { describe, expect, it } from 'vitest';
import { safeExternalHref } from './safeExternalHref';

describe('safeExternalHref', () => {
  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    '   javascript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example',
    'http:evil.example',
    'http://',
    'https://ok.example/a b',
    '/apps/list',
    '',
  ])('gives no href for %j', (url) => expect(safeExternalHref(url)).toBeUndefined());

  it.each([null, undefined])('gives no href for %s', (url) => expect(safeExternalHref(url)).toBeUndefined());

  it.each([
    ['http://ok.example', 'http://ok.example'],
    ['https://ok.example/path?x=1', 'https://ok.example/path?x=1'],
    ['  HTTPS://ok.example/  ', 'HTTPS://ok.example/'],
  ])('keeps %j', (url, href) => expect(safeExternalHref(url)).toBe(href));
});
