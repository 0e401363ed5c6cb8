import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const body = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.lg, textAlign: 'center' });

export const illustration = style({ display: 'flex', justifyContent: 'center', color: vars.color.brand });

export const text = style({ margin: 0, fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.relaxed, color: vars.color.text });
