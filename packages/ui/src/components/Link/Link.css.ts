import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const base = style({
  color: vars.color.brand,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  textUnderlineOffset: '0.18em',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { color: vars.color.brandHover } },
});

export const link = styleVariants({
  inline: [base, { textDecoration: 'underline' }],
  standalone: [
    base,
    { fontWeight: vars.font.weight.semibold, textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } },
  ],
  subtle: [
    base,
    { color: vars.color.text, textDecoration: 'none', selectors: { '&:hover': { color: vars.color.brand, textDecoration: 'underline' } } },
  ],
});

export const externalIcon = style({ display: 'inline', width: '0.9em', height: '0.9em', marginLeft: '0.25em', verticalAlign: '-0.1em' });
