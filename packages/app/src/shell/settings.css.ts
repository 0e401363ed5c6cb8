import { style } from '@vanilla-extract/css';
import { media, vars } from '@portal-fiscal/ui/theme';
import { panel } from './page.css';

/** Pieces shared by the settings screens. */
export const panelTitle = style({ margin: 0, fontSize: vars.font.size.xl, lineHeight: vars.font.lineHeight.tight, color: vars.color.text });
export const loosePanel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, alignItems: 'stretch' });
export const backLink = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, alignSelf: 'flex-start' });
export const tabsSkeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const narrow = style({ maxWidth: '360px', width: '100%' });
/** A settings panel holding a form or a record: the page's panel, its parts stacked. */
export const formPanel = style([panel, { display: 'flex', flexDirection: 'column', gap: vars.space.lg }]);
/** A form's buttons, at its end: right-aligned, stacked (main action first) on a phone. */
export const formActions = style({
  display: 'flex',
  gap: vars.space.md,
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
  '@media': { [media.small]: { flexDirection: 'column-reverse', alignItems: 'stretch' } },
});
/** The line beside a form's buttons (why submit is disabled): right-aligned with them. */
export const formHint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  textAlign: 'right',
  '@media': { [media.small]: { textAlign: 'left' } },
});
