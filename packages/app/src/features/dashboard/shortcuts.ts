import { MAX_SHORTCUTS, DEFAULT_SHORTCUT_COUNT } from '@portal-fiscal/api-client';

export { MAX_SHORTCUTS, DEFAULT_SHORTCUT_COUNT };

/** A default shortcut (spec 01 §3): image, link, name, target, alt. */
export interface DefaultShortcut {
  id: 'ecac' | 'regularize' | 'gov';
  name: string;
  href: string;
  target: '_blank';
  /** The logo, generated here as an inline SVG: never fetched. */
  image: string;
  alt: string;
}

const svgDataUri = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** A simple, local logo tile: a coloured rounded square with short text. */
function logo(text: string, background: string, foreground = '#ffffff'): string {
  const size = text.length > 4 ? 18 : 24;
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
      `<rect width="96" height="96" rx="20" fill="${background}"/>` +
      `<text x="48" y="56" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}" fill="${foreground}">${text}</text>` +
      `</svg>`,
  );
}

/** The three defaults (spec 01 §2, §3): e-CAC, Regularize and Portal GOV, each opening in a new tab. */
export const DEFAULT_SHORTCUTS: readonly DefaultShortcut[] = [
  {
    id: 'ecac',
    name: 'e-CAC',
    href: 'https://cav.receita.fazenda.gov.br',
    target: '_blank',
    image: logo('e-CAC', '#0b3d91'),
    alt: 'e-CAC',
  },
  {
    id: 'regularize',
    name: 'Regularize',
    href: 'https://www.regularize.pgfn.gov.br',
    target: '_blank',
    image: logo('PGFN', '#1b7f3b'),
    alt: 'Regularize',
  },
  { id: 'gov', name: 'Portal GOV', href: 'https://www.gov.br', target: '_blank', image: logo('gov.br', '#1351b4'), alt: 'Portal GOV' },
];

/** Defaults plus custom shortcuts. */
export const shortcutTotal = (customCount: number) => DEFAULT_SHORTCUTS.length + customCount;

/** Whether another shortcut fits: fewer than 5 in total (spec 01 §5). */
export const canCreateShortcut = (customCount: number) => shortcutTotal(customCount) < MAX_SHORTCUTS;
