import { style, styleVariants } from '@vanilla-extract/css';

const base = style({ minHeight: '96px', display: 'block' });

export const textarea = styleVariants({
  vertical: [base, { resize: 'vertical' }],
  none: [base, { resize: 'none' }],
});
