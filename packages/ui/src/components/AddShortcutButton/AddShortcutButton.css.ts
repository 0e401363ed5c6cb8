import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { tile as cardTile } from '../ShortcutCard/ShortcutCard.css';

export const wrapper = style({ display: 'inline-flex', flexDirection: 'column', gap: vars.space.xs, maxWidth: '200px' });

export const tile = style([
  cardTile,
  {
    border: `2px dashed ${vars.color.borderStrong}`,
    background: 'transparent',
    color: vars.color.brand,
    font: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&:hover:not([aria-disabled="true"])': { background: vars.color.brandSoft, borderColor: vars.color.brand },
      '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed', borderColor: vars.color.border },
    },
  },
]);

export const iconCircle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
});

export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const explanation = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted, maxWidth: '140px' });

/** The explanation's room in the loading tile: laid out, never seen. */
export const unseen = style({ visibility: 'hidden' });
