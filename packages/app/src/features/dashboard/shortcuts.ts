import { MAX_SHORTCUTS, DEFAULT_SHORTCUT_COUNT } from '@portal-fiscal/api-client';
import ecacLogo from './logos/ecac.png?no-inline';
import govLogo from './logos/gov.png?no-inline';
import regularizeLogo from './logos/regularize.png?no-inline';

export { MAX_SHORTCUTS, DEFAULT_SHORTCUT_COUNT };

/** A default shortcut (spec 01 §3): image, link, name, target, alt. */
export interface DefaultShortcut {
  id: 'ecac' | 'regularize' | 'gov';
  name: string;
  href: string;
  target: '_blank';
  /** The logo: a PNG of the portal's own (./logos), served with the build's assets. */
  image: string;
  alt: string;
}

/*
 * The logos are PNGs at twice the tile's 56 px (112 × 112: a coloured rounded square with the short name
 * in bold Arial, drawn by Chromium from the SVG they replaced), not SVGs: Chromium lays out every SVG
 * picture as a document of its own on the page's main thread (3-41 ms each in Lighthouse's traces of the
 * dashboard, around the first paint), where a PNG decodes off it. `?no-inline` keeps them files: inlined,
 * their bytes would ride in the dashboard's chunk and, twice over, in its HTML frame.
 */

/** The three defaults (spec 01 §2, §3): e-CAC, Regularize and Portal GOV, each opening in a new tab. */
export const DEFAULT_SHORTCUTS: readonly DefaultShortcut[] = [
  {
    id: 'ecac',
    name: 'e-CAC',
    href: 'https://cav.receita.fazenda.gov.br',
    target: '_blank',
    image: ecacLogo,
    alt: 'e-CAC',
  },
  {
    id: 'regularize',
    name: 'Regularize',
    href: 'https://www.regularize.pgfn.gov.br',
    target: '_blank',
    image: regularizeLogo,
    alt: 'Regularize',
  },
  { id: 'gov', name: 'Portal GOV', href: 'https://www.gov.br', target: '_blank', image: govLogo, alt: 'Portal GOV' },
];

/** Defaults plus custom shortcuts. */
export const shortcutTotal = (customCount: number) => DEFAULT_SHORTCUTS.length + customCount;

/** Whether another shortcut fits: fewer than 5 in total (spec 01 §5). */
export const canCreateShortcut = (customCount: number) => shortcutTotal(customCount) < MAX_SHORTCUTS;
