import { style } from '@vanilla-extract/css';
import { vars } from '@portal-fiscal/ui/theme';
import { flexColumn, surfaceBox } from '../../shell/patterns';

export const page = style({ ...flexColumn(vars.space.lg), maxWidth: '40rem' });
export const card = style({ ...flexColumn(vars.space.lg), padding: vars.space.xl, ...surfaceBox(vars.radius.lg) });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const actions = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap', justifyContent: 'flex-end' });
