import { describe, expect, it } from 'vitest';
import {
  appScreenshotSvg,
  avatarSvg,
  escapeXml,
  initialsOf,
  leiPhotoSvg,
  newsImageSvg,
  providerLogoSvg,
  shortcutIconSvg,
  svgBytes,
  svgDataUrl,
} from './svg';

const generators = {
  logo: () => providerLogoSvg('Almeida & Rocha Contadores'),
  avatar: () => avatarSvg('Ana Ribeiro'),
  shortcut: () => shortcutIconSvg('SEFAZ-SP'),
  screenshot: () => appScreenshotSvg('Norte ICMS', 2),
  lei: () => leiPhotoSvg('Orquestra Jovem do Recôncavo', 'cultura'),
  news: () => newsImageSvg('Copom mantém a Selic em 15,00% ao ano'),
};

describe('generated SVG images', () => {
  it.each(Object.entries(generators))('%s is deterministic, well-formed SVG with a label', (_name, make) => {
    const a = make();
    expect(a).toBe(make());
    expect(a.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(a.endsWith('</svg>')).toBe(true);
    expect(a).toMatch(/aria-label="[^"]+"/);
    // No raw ampersand or angle bracket from the text leaks into the markup.
    expect(a).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(a).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
  });

  it('varies with the name and the variant', () => {
    expect(appScreenshotSvg('Norte ICMS', 0)).not.toBe(appScreenshotSvg('Norte ICMS', 1));
    expect(providerLogoSvg('Fiscaltech Sistemas')).not.toBe(providerLogoSvg('Folha+ Tecnologia'));
  });

  it('takes initials from significant words', () => {
    expect(initialsOf('Ana Ribeiro')).toBe('AR');
    expect(initialsOf('Almeida & Rocha Contadores')).toBe('AC');
    expect(initialsOf('Fundação da Vida Plena')).toBe('FP');
    expect(initialsOf('Fiscaltech')).toBe('FI');
    expect(initialsOf('')).toBe('?');
  });

  it('escapes XML text', () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;');
  });

  it('encodes SVG as UTF-8 bytes and wraps it as a data URL', () => {
    const source = avatarSvg('Carla Mendes');
    expect(new TextDecoder().decode(svgBytes(source))).toBe(source);
    const url = svgDataUrl(source);
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(source);
  });
});
