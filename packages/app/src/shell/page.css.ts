import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@portal-fiscal/ui/theme';
import { endsApart, flexColumn, framedPicture, surfaceBox } from './patterns';

/** The pieces every page inside the shell is made of: its column, its header and its panels. */
export const page = style({ ...flexColumn(vars.space.lg), minWidth: 0 });

/** Its title at one end, its actions at the other, both held to the top. */
export const header = style({ ...endsApart, alignItems: 'flex-start' });
export const headerText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
export const subtitle = style({ margin: 0, color: vars.color.textMuted });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });

export const panel = style({ padding: vars.space.lg, ...surfaceBox(vars.radius.lg), minWidth: 0 });

/** A record's name as the heading of its panel (a provider, a user): a long name wraps anywhere. */
export const recordName = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

/**
 * A record's breadcrumb with 'Voltar' at its end, on one row at every width: the trail takes the room
 * 'Voltar' leaves, and its current item (the record's name, or its loading text) keeps to one line, so the
 * row is as high whatever the name (the record's frame and its screen then match).
 */
export const backRow = style({ ...endsApart, flexWrap: 'nowrap' });
export const backRowTrail = style({ flex: '1 1 0', minWidth: 0 });
globalStyle(`${backRow} > :last-child`, { flexShrink: 0 });

/** A company's or provider's logo, framed the same wherever it shows (the company panel, the provider view). */
export const logoFrame = style(framedPicture('96px', 'contain', vars.color.surface));
