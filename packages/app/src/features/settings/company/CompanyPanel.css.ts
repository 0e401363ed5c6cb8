import { style } from '@vanilla-extract/css';
import { vars } from '@portal-fiscal/ui/theme';
import { logoFrame } from '../../../shell/page.css';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const headText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const intro = style({ margin: 0, color: vars.color.textMuted });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '48rem' });
export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
/** A field while the company is locked: readable, plainly not editable. */
export const locked = style({
  selectors: {
    '&[readonly]': { background: vars.color.surfaceSunken, borderColor: vars.color.border, cursor: 'default' },
  },
});
export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '48rem' });
export const readOnly = style({ display: 'flex', gap: vars.space.lg, alignItems: 'flex-start', flexWrap: 'wrap' });
export const readOnlyLogo = logoFrame;
export const readOnlyDetails = style({ flex: '1 1 20rem', minWidth: 0 });
