import { describe, expect, it, vi } from 'vitest';
import { uploadOnce } from './uploadOnce';

describe('uploadOnce', () => {
  it('uploads a picked file once, another file (or the same picked again in another form) anew', async () => {
    const once = uploadOnce();
    const first = new Blob(['a']);
    const second = new Blob(['a']);
    const upload = vi.fn(async () => `https://assets.example/${upload.mock.calls.length}`);
    expect(await once(first, upload)).toBe('https://assets.example/1');
    expect(await once(first, upload)).toBe('https://assets.example/1');
    expect(await once(second, upload)).toBe('https://assets.example/2');
    expect(await uploadOnce()(first, upload)).toBe('https://assets.example/3');
    expect(upload).toHaveBeenCalledTimes(3);
  });

  it('a failed upload is not remembered: the retry uploads', async () => {
    const once = uploadOnce();
    const file = new Blob(['a']);
    await expect(once(file, () => Promise.reject(new Error('503')))).rejects.toThrow('503');
    expect(await once(file, async () => 'https://assets.example/ok')).toBe('https://assets.example/ok');
  });
});
