import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@portal-fiscal/api-client';
import { serverMessage as uploadErrorMessage } from '../../lib/serverMessage';
import { ShortcutFormSchema, isShortcutLimitError } from './shortcutForm';
import { DEFAULT_SHORTCUTS, canCreateShortcut, shortcutTotal } from './shortcuts';
import { saoPauloDay, welcomeDue } from './welcome';

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });

describe('shortcut form', () => {
  it('accepts name, an http(s) link and one image', () => {
    const result = v.safeParse(ShortcutFormSchema, { name: ' SEFAZ ', atalho_url: 'https://sefaz.gov.br', atalho_media: [png()] });
    expect(result.success).toBe(true);
    if (result.success) {
      expect(result.output.name).toBe('SEFAZ');
      expect(result.output.atalho_media.name).toBe('logo.png');
    }
  });

  it('requires all three fields', () => {
    const result = v.safeParse(ShortcutFormSchema, { name: '  ', atalho_url: '', atalho_media: [] }, { abortPipeEarly: true });
    expect(result.success).toBe(false);
    const messages = (result.issues ?? []).map((i) => i.message);
    expect(messages).toEqual(['shortcuts.create.nameRequired', 'shortcuts.create.urlRequired', 'shortcuts.create.imageRequired']);
  });

  it('rejects a link that is not http(s)', () => {
    for (const url of ['sefaz.gov.br', 'javascript:alert(1)', 'ftp://x.gov.br']) {
      const result = v.safeParse(ShortcutFormSchema, { name: 'x', atalho_url: url, atalho_media: [png()] });
      expect(result.success, url).toBe(false);
    }
  });

  it('says a refused scheme as such, and a malformed link as invalid', () => {
    const messageOf = (url: string) =>
      v.safeParse(ShortcutFormSchema, { name: 'x', atalho_url: url, atalho_media: [png()] }).issues?.map((i) => i.message);
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      '  javascript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example',
      'ftp://x.gov.br',
    ]) {
      expect(messageOf(url), url).toEqual(['shortcuts.create.urlScheme']);
    }
    expect(messageOf('sefaz.gov.br')).toEqual(['shortcuts.create.urlInvalid']);
    expect(messageOf('http://ok.example')).toBeUndefined();
    expect(messageOf('https://ok.example/path?x=1')).toBeUndefined();
  });
});

describe('upload errors', () => {
  it("uses the server's message when it sent one", () => {
    expect(uploadErrorMessage(new ApiError({ kind: 'http', status: 413, message: 'Imagem excede o limite de 1MB' }))).toBe(
      'Imagem excede o limite de 1MB',
    );
  });
  it('falls back (null) without a message, or for network errors', () => {
    expect(uploadErrorMessage(new ApiError({ kind: 'http', status: 500, message: 'Erro 500' }))).toBeNull();
    expect(uploadErrorMessage(new ApiError({ kind: 'network', message: 'Falha de rede: offline' }))).toBeNull();
    expect(uploadErrorMessage(new Error('x'))).toBeNull();
  });
  it('knows the limit conflict', () => {
    expect(isShortcutLimitError(new ApiError({ kind: 'http', status: 409, message: 'Limite', code: 'shortcut_limit' }))).toBe(true);
    expect(isShortcutLimitError(new ApiError({ kind: 'http', status: 400, message: 'x' }))).toBe(false);
  });
});

describe('shortcut limit', () => {
  it('has three defaults that open government sites with local images', () => {
    expect(DEFAULT_SHORTCUTS.map((s) => s.href)).toEqual([
      'https://cav.receita.fazenda.gov.br',
      'https://www.regularize.pgfn.gov.br',
      'https://www.gov.br',
    ]);
    // The portal's own PNG files (./logos), never an SVG: each SVG picture is a document on the main thread.
    for (const s of DEFAULT_SHORTCUTS) expect(s.image).toMatch(/\/(ecac|regularize|gov)[\w-]*\.png(\?no-inline)?$/);
  });
  it('allows adding while defaults plus custom are fewer than 5', () => {
    expect(shortcutTotal(2)).toBe(5);
    expect(canCreateShortcut(1)).toBe(true);
    expect(canCreateShortcut(2)).toBe(false);
  });
});

describe('welcome modal', () => {
  const now = new Date('2026-11-16T13:00:00.000Z');
  it('reads the day in São Paulo', () => {
    expect(saoPauloDay(new Date('2026-11-17T02:30:00.000Z'))).toBe('2026-11-16');
  });
  it('shows for early accounts not yet logged in today, unless dismissed today', () => {
    expect(welcomeDue(1, '2026-11-15T21:10:00.000Z', now, false)).toBe(true);
    expect(welcomeDue(1, '2026-11-15T21:10:00.000Z', now, true)).toBe(false);
    expect(welcomeDue(1, '2026-11-16T11:00:00.000Z', now, false)).toBe(false);
    expect(welcomeDue(100, null, now, false)).toBe(false);
    expect(welcomeDue(0, null, now, false)).toBe(false);
  });
});
