import { seededRandom } from '../lib/random';

/**
 * Deterministic SVG images for the simulated backend: the same name (and variant) always draws
 * the same picture, and nothing is ever fetched from the network. Every generator returns the
 * SVG source; `svgBytes` and `svgDataUrl` encode it for the assets collection or an `<img src>`.
 */

export const SVG_MIME = 'image/svg+xml';

/** FNV-1a 32-bit hash of a string: the seed of every picture. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Escapes text for an SVG text node or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

/** Up to two initials, upper case, ignoring short connectives ("de", "da", "&"...). */
export function initialsOf(name: string): string {
  const skip = new Set(['de', 'da', 'do', 'das', 'dos', 'e', '&', '-', 'a', 'o']);
  const words = name
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((w) => w.length > 0 && !skip.has(w.toLowerCase()));
  const first = words[0] ?? '?';
  const second = words.length > 1 ? words[words.length - 1] : undefined;
  return ((first[0] ?? '') + (second?.[0] ?? first[1] ?? '')).toUpperCase();
}

/** Palettes with enough contrast for white text (WCAG AA for large text). */
const PALETTES: ReadonlyArray<readonly [string, string, string]> = [
  ['#0b5cad', '#e8f1fb', '#5aa0e6'],
  ['#0f7a5c', '#e6f5ef', '#4cc29a'],
  ['#8a3ffc', '#f1eafe', '#b68cff'],
  ['#b4460b', '#fdf0e6', '#f39a5d'],
  ['#a3154b', '#fce8ef', '#e5679a'],
  ['#00687a', '#e2f5f8', '#3fb6c9'],
  ['#5b4a00', '#fbf6dc', '#d6b52c'],
  ['#30407a', '#e9ecf8', '#7b8fd6'],
  ['#2f6b1f', '#edf6e8', '#7fbf5e'],
  ['#7a2e8f', '#f5e9f8', '#c27ad6'],
];

export interface Palette {
  /** Strong colour (backgrounds under white text). */
  strong: string;
  /** Light tint (page backgrounds). */
  light: string;
  /** Accent (charts, shapes). */
  accent: string;
}

export function paletteFor(seed: string): Palette {
  const p = PALETTES[hashString(seed) % PALETTES.length] ?? PALETTES[0]!;
  return { strong: p[0], light: p[1], accent: p[2] };
}

const svg = (width: number, height: number, label: string, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;

const font = `font-family="Inter, 'Segoe UI', Roboto, Arial, sans-serif"`;

const round = (n: number): number => Math.round(n * 10) / 10;

/** A company logo: initials on the provider's colour (square, 256 px). */
export function providerLogoSvg(name: string): string {
  const p = paletteFor(`logo:${name}`);
  const initials = escapeXml(initialsOf(name));
  return svg(
    256,
    256,
    `Logotipo ${name}`,
    `<rect width="256" height="256" rx="40" fill="${p.strong}"/>` +
      `<circle cx="214" cy="42" r="70" fill="${p.accent}" opacity=".35"/>` +
      `<text x="128" y="128" dy=".35em" text-anchor="middle" ${font} font-size="104" font-weight="700" fill="#fff">${initials}</text>`,
  );
}

/** A person's avatar: initials on a coloured circle (128 px). */
export function avatarSvg(name: string): string {
  const p = paletteFor(`avatar:${name}`);
  return svg(
    128,
    128,
    `Foto de perfil de ${name}`,
    `<circle cx="64" cy="64" r="64" fill="${p.strong}"/>` +
      `<text x="64" y="64" dy=".35em" text-anchor="middle" ${font} font-size="50" font-weight="600" fill="#fff">${escapeXml(initialsOf(name))}</text>`,
  );
}

/** A shortcut card icon: a rounded square with the first letter (96 px). */
export function shortcutIconSvg(name: string): string {
  const p = paletteFor(`shortcut:${name}`);
  const letter = escapeXml((initialsOf(name)[0] ?? '?').toUpperCase());
  return svg(
    96,
    96,
    `Ícone do atalho ${name}`,
    `<rect width="96" height="96" rx="22" fill="${p.light}"/>` +
      `<rect x="14" y="14" width="68" height="68" rx="16" fill="${p.strong}"/>` +
      `<text x="48" y="48" dy=".35em" text-anchor="middle" ${font} font-size="38" font-weight="700" fill="#fff">${letter}</text>`,
  );
}

/**
 * A fake product screenshot (1280×800): window bar, side menu, KPI cards and a chart or a table,
 * varying with `variant` so each of an app's images looks different.
 */
export function appScreenshotSvg(appName: string, variant: number): string {
  const p = paletteFor(`app:${appName}`);
  const rnd = seededRandom(hashString(`${appName}#${variant}`));
  const kind = variant % 3;
  const parts: string[] = [];
  parts.push(`<rect width="1280" height="800" fill="#f6f7fb"/>`);
  parts.push(`<rect width="1280" height="56" fill="${p.strong}"/>`);
  parts.push(
    `<circle cx="28" cy="28" r="7" fill="#ff5f57"/><circle cx="50" cy="28" r="7" fill="#febc2e"/><circle cx="72" cy="28" r="7" fill="#28c840"/>`,
  );
  parts.push(`<text x="104" y="28" dy=".35em" ${font} font-size="22" font-weight="600" fill="#fff">${escapeXml(appName)}</text>`);
  // Side menu.
  parts.push(`<rect y="56" width="220" height="744" fill="#fff"/>`);
  for (let i = 0; i < 8; i++) {
    const y = 90 + i * 52;
    parts.push(`<rect x="24" y="${y}" width="${round(100 + rnd() * 70)}" height="14" rx="7" fill="${i === 0 ? p.strong : '#d6dae5'}"/>`);
  }
  // KPI cards.
  for (let i = 0; i < 3; i++) {
    const x = 252 + i * 336;
    parts.push(`<rect x="${x}" y="88" width="312" height="120" rx="14" fill="#fff"/>`);
    parts.push(`<rect x="${x + 24}" y="112" width="120" height="12" rx="6" fill="#c9cedb"/>`);
    parts.push(
      `<rect x="${x + 24}" y="142" width="${round(120 + rnd() * 120)}" height="30" rx="8" fill="${i === 1 ? p.accent : p.strong}"/>`,
    );
  }
  parts.push(`<rect x="252" y="232" width="1000" height="536" rx="16" fill="#fff"/>`);
  if (kind === 0) {
    // Bar chart.
    const bars = 12;
    for (let i = 0; i < bars; i++) {
      const h = round(80 + rnd() * 340);
      const x = 300 + i * 78;
      parts.push(`<rect x="${x}" y="${round(728 - h)}" width="46" height="${h}" rx="6" fill="${i % 4 === 3 ? p.accent : p.strong}"/>`);
    }
    parts.push(`<line x1="284" y1="730" x2="1220" y2="730" stroke="#c9cedb" stroke-width="2"/>`);
  } else if (kind === 1) {
    // Table.
    parts.push(`<rect x="252" y="232" width="1000" height="56" rx="16" fill="${p.light}"/>`);
    for (let c = 0; c < 5; c++) parts.push(`<rect x="${284 + c * 190}" y="254" width="110" height="12" rx="6" fill="${p.strong}"/>`);
    for (let r = 0; r < 8; r++) {
      const y = 316 + r * 54;
      parts.push(`<line x1="272" y1="${y + 34}" x2="1232" y2="${y + 34}" stroke="#eceef4" stroke-width="2"/>`);
      for (let c = 0; c < 5; c++) {
        const fill = c === 4 ? (rnd() > 0.3 ? '#28a06a' : '#d9822b') : '#d6dae5';
        parts.push(`<rect x="${284 + c * 190}" y="${y + 8}" width="${round(60 + rnd() * 100)}" height="12" rx="6" fill="${fill}"/>`);
      }
    }
  } else {
    // Line chart with area.
    const points: string[] = [];
    for (let i = 0; i <= 14; i++) points.push(`${290 + i * 66},${round(460 + (rnd() - 0.5) * 300 - i * 8)}`);
    parts.push(`<polygon points="290,730 ${points.join(' ')} 1214,730" fill="${p.accent}" opacity=".25"/>`);
    parts.push(`<polyline points="${points.join(' ')}" fill="none" stroke="${p.strong}" stroke-width="5" stroke-linejoin="round"/>`);
    for (let i = 0; i < 4; i++)
      parts.push(`<line x1="284" y1="${300 + i * 110}" x2="1220" y2="${300 + i * 110}" stroke="#eceef4" stroke-width="2"/>`);
  }
  return svg(1280, 800, `Captura de tela ${variant + 1} de ${appName}`, parts.join(''));
}

/** Theme of a lei photo: its colours and its motif. */
export type LeiTheme = 'cultura' | 'esporte' | 'infancia' | 'idoso' | 'saude' | 'audiovisual' | 'educacao' | 'meio-ambiente';

const LEI_COLOURS: Record<LeiTheme, readonly [string, string, string]> = {
  cultura: ['#7a2e8f', '#f3c94b', '#f5e9f8'],
  esporte: ['#0f7a5c', '#f39a5d', '#e6f5ef'],
  infancia: ['#0b5cad', '#ffd166', '#e8f1fb'],
  idoso: ['#b4460b', '#ffe0b8', '#fdf0e6'],
  saude: ['#a3154b', '#8fd3f4', '#fce8ef'],
  audiovisual: ['#30407a', '#e5679a', '#e9ecf8'],
  educacao: ['#00687a', '#ffd166', '#e2f5f8'],
  'meio-ambiente': ['#2f6b1f', '#b7e07a', '#edf6e8'],
};

/** A photo-like illustration for a lei (1200×675): sky, sun, hills and a motif per theme. */
export function leiPhotoSvg(title: string, theme: LeiTheme): string {
  const [strong, accent, light] = LEI_COLOURS[theme];
  const rnd = seededRandom(hashString(`lei:${title}`));
  const parts: string[] = [];
  parts.push(
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>`,
  );
  parts.push(`<rect width="1200" height="675" fill="url(#sky)"/>`);
  parts.push(`<circle cx="${round(200 + rnd() * 800)}" cy="${round(120 + rnd() * 80)}" r="70" fill="${accent}"/>`);
  parts.push(
    `<path d="M0 470 Q 300 ${round(330 + rnd() * 60)} 600 460 T 1200 ${round(420 + rnd() * 60)} V675 H0 Z" fill="${strong}" opacity=".55"/>`,
  );
  parts.push(`<path d="M0 540 Q 350 ${round(450 + rnd() * 50)} 700 545 T 1200 520 V675 H0 Z" fill="${strong}"/>`);
  const motif: Record<LeiTheme, string> = {
    cultura: `<g fill="#fff" opacity=".9"><circle cx="860" cy="430" r="46"/><rect x="896" y="300" width="10" height="132"/><path d="M906 300 q40 10 40 50 q-20 -26 -40 -24z"/></g>`,
    esporte: `<g fill="none" stroke="#fff" stroke-width="10" opacity=".9"><circle cx="880" cy="420" r="70"/><path d="M810 420 h140 M880 350 v140"/></g>`,
    infancia: `<g fill="#fff" opacity=".92"><path d="M820 470 l60 -110 l60 110z"/><circle cx="880" cy="330" r="22"/><path d="M700 480 h60 v-60 h-60z"/></g>`,
    idoso: `<g fill="#fff" opacity=".9"><path d="M850 360 c-40 -40 -100 10 -40 70 l40 36 l40 -36 c60 -60 0 -110 -40 -70z"/></g>`,
    saude: `<g fill="#fff" opacity=".95"><rect x="850" y="330" width="60" height="170" rx="10"/><rect x="795" y="385" width="170" height="60" rx="10"/></g>`,
    audiovisual: `<g fill="#fff" opacity=".9"><rect x="780" y="360" width="170" height="120" rx="14"/><path d="M950 400 l60 -30 v100 l-60 -30z"/></g>`,
    educacao: `<g fill="#fff" opacity=".92"><path d="M760 380 l120 -50 l120 50 l-120 50z"/><rect x="830" y="410" width="100" height="60" rx="8"/></g>`,
    'meio-ambiente': `<g fill="#fff" opacity=".9"><path d="M880 300 c80 40 80 150 0 190 c-80 -40 -80 -150 0 -190z"/><rect x="875" y="470" width="10" height="50"/></g>`,
  };
  parts.push(motif[theme]);
  return svg(1200, 675, `Foto ilustrativa: ${title}`, parts.join(''));
}

/** A news feature image (1200×630): abstract shapes and a short label. */
export function newsImageSvg(title: string): string {
  const p = paletteFor(`news:${title}`);
  const rnd = seededRandom(hashString(`news:${title}`));
  const parts: string[] = [`<rect width="1200" height="630" fill="${p.strong}"/>`];
  for (let i = 0; i < 6; i++) {
    parts.push(
      `<circle cx="${round(rnd() * 1200)}" cy="${round(rnd() * 630)}" r="${round(60 + rnd() * 200)}" fill="${i % 2 ? p.accent : '#ffffff'}" opacity="${round(0.08 + rnd() * 0.18)}"/>`,
    );
  }
  // A stylised document with a percentage sign.
  parts.push(`<rect x="820" y="150" width="240" height="320" rx="18" fill="#fff" opacity=".95"/>`);
  for (let i = 0; i < 5; i++)
    parts.push(`<rect x="852" y="${196 + i * 40}" width="${round(110 + rnd() * 70)}" height="14" rx="7" fill="${p.light}"/>`);
  parts.push(`<text x="940" y="420" text-anchor="middle" ${font} font-size="72" font-weight="800" fill="${p.strong}">%</text>`);
  parts.push(`<text x="80" y="520" ${font} font-size="40" font-weight="700" fill="#fff">Portal Fiscal · Notícias</text>`);
  return svg(1200, 630, `Imagem da notícia: ${title}`, parts.join(''));
}

/** SVG source as the UTF-8 bytes the assets collection stores for a seeded image. */
export const svgBytes = (source: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(source);

/** Wraps SVG source in a `data:` URL (UTF-8, percent-encoded: smaller than base64 for SVG). */
export const svgDataUrl = (source: string): string => `data:${SVG_MIME};charset=utf-8,${encodeURIComponent(source)}`;
