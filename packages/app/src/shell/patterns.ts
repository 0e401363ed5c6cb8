import type { CSSProperties } from '@vanilla-extract/css';
import { vars } from '@portal-fiscal/ui/theme';

/**
 * Style fragments the app's pages share, as plain objects: spread one into a `style({ ... })` and add what is
 * the place's own (`style({ ...flexColumn(vars.space.md), padding: vars.space.lg })`). A fragment adds no class of
 * its own, so a rule's CSS is exactly what it would be written out. Only `.css.ts` files import this module
 * (it is read when the styles are built, never shipped); it is a plain `.ts` because a `.css.ts` file may only
 * export values, not functions.
 */

/** Parts stacked in a column, `gap` apart. */
export const flexColumn = (gap: string) => ({ display: 'flex', flexDirection: 'column', gap }) satisfies CSSProperties;

/** A row whose two ends stand apart (a heading and its actions, a breadcrumb and 'Voltar'); it wraps when narrow. */
export const endsApart = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
} satisfies CSSProperties;

/** A box drawn on the page: a 1 px border, rounded `radius`, filled with `background` (the surface unless said). */
export const surfaceBox = (radius: string, background: string = vars.color.surface) =>
  ({ borderRadius: radius, border: `1px solid ${vars.color.border}`, background }) satisfies CSSProperties;

/**
 * A picture in a square frame of `size` that never shrinks in a row: a company's or provider's logo (`contain`,
 * on the surface: a logo is never cropped), an app's photo (`cover`, on the sunken colour).
 */
export const framedPicture = (size: string, fit: 'contain' | 'cover', background: string) =>
  ({ width: size, height: size, objectFit: fit, ...surfaceBox(vars.radius.md, background), flexShrink: 0 }) satisfies CSSProperties;
