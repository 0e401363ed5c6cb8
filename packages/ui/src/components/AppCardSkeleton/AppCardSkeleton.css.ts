import { style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', width: '100%', height: '100%', minWidth: 0 });
