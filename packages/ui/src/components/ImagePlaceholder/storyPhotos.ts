/**
 * Story-only helper: small, deterministic inline SVG "photos" as data URLs. Nothing is ever
 * loaded from the network. Not exported from the package.
 */
const PALETTE = [
  ['#0b4f8a', '#e6f0fa'],
  ['#0f766e', '#e0f4f1'],
  ['#8a5300', '#fff4e0'],
  ['#6d28d9', '#f1eafe'],
  ['#b42318', '#fdecea'],
  ['#1b7a3d', '#e5f5ea'],
] as const;

/** A 320x200 landscape-style picture with a caption, as a data URL. */
export function storyPhoto(caption: string, variant = 0, width = 320, height = 200): string {
  const [fg, bg] = PALETTE[Math.abs(variant) % PALETTE.length] ?? PALETTE[0];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 320 200">
<rect width="320" height="200" fill="${bg}"/>
<circle cx="${70 + variant * 30}" cy="60" r="26" fill="${fg}" opacity="0.55"/>
<path d="M0 170 L90 100 L150 140 L220 80 L320 160 L320 200 L0 200 Z" fill="${fg}"/>
<text x="160" y="188" font-family="sans-serif" font-size="18" font-weight="bold" text-anchor="middle" fill="#ffffff">${caption}</text>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A square logo/profile-style picture with initials, as a data URL. */
export function storyLogo(initials: string, variant = 0): string {
  const [fg, bg] = PALETTE[Math.abs(variant) % PALETTE.length] ?? PALETTE[0];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<rect width="96" height="96" rx="16" fill="${fg}"/>
<circle cx="48" cy="48" r="34" fill="${bg}" opacity="0.25"/>
<text x="48" y="60" font-family="sans-serif" font-size="34" font-weight="bold" text-anchor="middle" fill="#ffffff">${initials}</text>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A URL that can never load (an unsupported scheme), to show the fallback without network access. */
export const BROKEN_IMAGE_URL = 'data:image/png;base64,AAAA';
