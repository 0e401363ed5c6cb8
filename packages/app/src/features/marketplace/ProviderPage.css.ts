import { style } from '@vanilla-extract/css';
import { vars } from '@portal-fiscal/ui/theme';

export const productsBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const productsTitle = style({ margin: 0, fontSize: vars.font.size.xl, color: vars.color.text, overflowWrap: 'anywhere' });
export const muted = style({ margin: 0, color: vars.color.textMuted });
