import { style } from '@vanilla-extract/css';
import { media, vars } from '@portal-fiscal/ui/theme';
import { endsApart, flexColumn, surfaceBox } from '../../shell/patterns';

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 340px',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

export const section = style({ ...flexColumn(vars.space.md), padding: vars.space.lg, ...surfaceBox(vars.radius.lg) });

export const sectionHeader = style(endsApart);

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.text });

export const shortcutList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 });

export const appsGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  // Four across while the column is wide enough for four (at 1024 it spans the page: the side column
  // moves below); two on a small tablet, one on a phone.
  '@media': {
    [media.small]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    'screen and (max-width: 479px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const sideToggle = style({
  display: 'none',
  '@media': { [media.mobile]: { display: 'flex', justifySelf: 'start' } },
});

export const side = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  '@media': {
    [media.mobile]: {
      selectors: { '&[data-open="false"]': { display: 'none' } },
    },
  },
});
