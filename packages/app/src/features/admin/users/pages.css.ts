import { style } from '@vanilla-extract/css';
import { media, vars } from '@portal-fiscal/ui/theme';
import { panel, recordName } from '../../../shell/page.css';

/** The user screens of the administration: a record card and the two forms. */
export const card = style([panel, { display: 'flex', flexDirection: 'column', gap: vars.space.xl }]);

export const identity = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  flexWrap: 'wrap',
  '@media': { [media.small]: { flexDirection: 'column', alignItems: 'flex-start' } },
});
export const identityText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0, flex: '1 1 auto' });
export const name = style([recordName]);
export const badges = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const role = style({
  display: 'inline-flex',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
export const email = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const identityActions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const link = style({ overflowWrap: 'anywhere' });

export const form = style([panel, { display: 'flex', flexDirection: 'column', gap: vars.space.xl, maxWidth: '64rem' }]);
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': { [media.small]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const actions = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap', justifyContent: 'flex-end' });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
