import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, LOGO_TOO_LARGE_MESSAGE, validateImageFiles, type FileLike } from './validateImageFiles';

const file = (name: string, type: string, size = 1000): FileLike => ({ name, type, size });

describe('validateImageFiles', () => {
  it('accepts jpeg, png and gif within 1 MB', () => {
    const files = [file('a.jpg', 'image/jpeg'), file('b.png', 'image/png'), file('c.gif', 'image/gif', IMAGE_MAX_BYTES)];
    const result = validateImageFiles(files);
    expect(result.accepted).toEqual(files);
    expect(result.errors).toEqual([]);
  });

  it('rejects files over 1 MB with the spec message', () => {
    const big = file('foto.png', 'image/png', 2 * 1024 * 1024);
    const result = validateImageFiles([big]);
    expect(result.accepted).toEqual([]);
    expect(result.rejected).toEqual([{ file: big, reason: 'size', message: 'Imagem foto.png excede o limite de 1MB' }]);
  });

  it('rejects 1 byte over the limit and accepts exactly the limit', () => {
    const result = validateImageFiles([file('ok.png', 'image/png', 1_048_576), file('over.png', 'image/png', 1_048_577)]);
    expect(result.accepted.map((f) => f.name)).toEqual(['ok.png']);
    expect(result.errors).toEqual(['Imagem over.png excede o limite de 1MB']);
  });

  it('rejects other formats, even small ones, with the spec message', () => {
    const result = validateImageFiles([file('nota.pdf', 'application/pdf', 10), file('x.webp', 'image/webp'), file('y', '')]);
    expect(result.accepted).toEqual([]);
    expect(result.errors).toEqual(['Formato de nota.pdf não suportado', 'Formato de x.webp não suportado', 'Formato de y não suportado']);
    expect(result.rejected.every((r) => r.reason === 'type')).toBe(true);
  });

  it('checks the type before the size', () => {
    expect(validateImageFiles([file('grande.pdf', 'application/pdf', 5_000_000)]).rejected[0]?.reason).toBe('type');
  });

  it('keeps only as many valid files as there are free slots', () => {
    const files = [file('1.png', 'image/png'), file('bad.pdf', 'application/pdf'), file('2.png', 'image/png'), file('3.png', 'image/png')];
    const result = validateImageFiles(files, { maxFiles: 2 });
    expect(result.accepted.map((f) => f.name)).toEqual(['1.png', '2.png']);
    expect(result.rejected.map((r) => [r.file.name, r.reason])).toEqual([
      ['bad.pdf', 'type'],
      ['3.png', 'count'],
    ]);
    expect(result.errors[1]).toBe('Limite de 2 imagens atingido: 3.png não foi adicionada');
  });

  it('accepts nothing when no slot is free', () => {
    expect(validateImageFiles([file('1.png', 'image/png')], { maxFiles: 0 }).accepted).toEqual([]);
  });

  it('honours custom limits, types and messages', () => {
    const result = validateImageFiles(
      [file('a.png', 'image/png', 600), file('b.svg', 'image/svg+xml', 10), file('logo.png', 'image/png', 2000)],
      {
        maxBytes: 1000,
        types: ['image/png', 'image/svg+xml'],
        messages: { tooLarge: LOGO_TOO_LARGE_MESSAGE, unsupported: 'Format of {file} is not supported' },
      },
    );
    expect(result.accepted.map((f) => f.name)).toEqual(['a.png', 'b.svg']);
    expect(result.errors).toEqual(['Arquivo inválido excede o limite de 1MB']);
  });

  it('takes any array-like of files, such as a FileList', () => {
    const list = { length: 1, 0: file('a.gif', 'image/gif') } as ArrayLike<FileLike>;
    expect(validateImageFiles(list).accepted).toHaveLength(1);
  });
});
