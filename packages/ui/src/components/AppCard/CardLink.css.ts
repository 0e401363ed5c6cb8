import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The container of a card whose whole surface is clickable through a stretched link. */
export const clickableCard = style({
  position: 'relative',
  transition: 'box-shadow 150ms ease, transform 150ms ease, border-color 150ms ease',
});

/**
 * The card's one link or button: it wraps only the title (so its name is the title), and its
 * `::after` covers the whole card so a click anywhere on the card follows it.
 */
export const stretched = style({
  color: 'inherit',
  textDecoration: 'none',
  font: 'inherit',
  textAlign: 'inherit',
  background: 'none',
  border: 0,
  padding: 0,
  margin: 0,
  cursor: 'pointer',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1, borderRadius: 'inherit' },
    '&:focus-visible': { outline: 'none' },
  },
});

export const interactiveCard = style({
  selectors: {
    [`&:has(${stretched}:hover)`]: { boxShadow: vars.shadow.md, borderColor: vars.color.brand, transform: 'translateY(-2px)' },
    [`&:has(${stretched}:focus-visible)`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

globalStyle(`${interactiveCard}:has(${stretched}:hover) ${stretched}`, { textDecoration: 'underline' });
