import { style } from '@vanilla-extract/css';
import { media, vars } from '@portal-fiscal/ui/theme';
import { logoFrame, panel, recordName } from '../../../shell/page.css';
import { endsApart, framedPicture, surfaceBox } from '../../../shell/patterns';

/** A panel whose parts stack. */
export const stackPanel = style([panel, { display: 'flex', flexDirection: 'column', gap: vars.space.lg }]);

/* The provider view. */
export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg, flexWrap: 'wrap' });
export const logo = logoFrame;
export const identityText = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  flex: '1 1 12rem',
  minWidth: 0,
});
export const name = style([recordName]);
export const editLink = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
export const description = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});
export const muted = style({ margin: 0, color: vars.color.textMuted });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export const appList = style([list, { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))' }]);
export const card = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'flex-start',
  padding: vars.space.md,
  ...surfaceBox(vars.radius.md),
  minWidth: 0,
  height: '100%',
});
export const appPhoto = style(framedPicture('64px', 'cover', vars.color.surfaceSunken));
export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0, flex: 1 });
export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});
export const cardText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });
export const tags = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const accountLine = style({ ...endsApart, gap: vars.space.sm });

export const viewSkeleton = style([panel, { display: 'flex', flexDirection: 'column', gap: vars.space.md }]);

/* The forms. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '48rem' });
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': { [media.small]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
/** The create form's box: the 'Carregando...' overlay covers it while the provider types load. */
export const overlayHost = style([panel, { position: 'relative', minHeight: '12rem' }]);
