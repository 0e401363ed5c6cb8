import { style } from '@vanilla-extract/css';

export const date = style({ maxWidth: '240px', selectors: { '&::-webkit-calendar-picker-indicator': { cursor: 'pointer' } } });
