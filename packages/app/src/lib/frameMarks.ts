import { SKELETON_TEXT_ATTRIBUTE } from '@portal-fiscal/ui/cardShape';
/**
 * The mark of a loading region that draws a record whose texts a frame writes in (src/frameTexts.ts,
 * `BusyRegion frameTexts`). In a frame it is unseen until the texts are in (shell/frame.css.ts): the
 * record's name and description decide where everything after them stands, and they come with the
 * record's answer, after the frame's first paint; drawn before, its placeholders would move when the
 * texts come (a layout shift). The inline script that writes the texts marks it `data-frame-filled`
 * (build/earlyCalls.ts `FILL_FRAME_TEXTS`). Its own module (no imports but ui's plain values), so that the
 * stylesheet, the screens and the build's script read the one name.
 */
export const FRAME_TEXTS_ATTRIBUTE = 'data-frame-texts';

/**
 * The mark of an element that shows a record's text in a loading state (ui's record skeletons, and
 * `FrameText`), which a frame's inline script writes the text into (build/earlyCalls.ts `FILL_FRAME_TEXTS`):
 * ui's own name for it, from its module of plain values.
 */
export { SKELETON_TEXT_ATTRIBUTE as FRAME_TEXT_ATTRIBUTE } from '@portal-fiscal/ui/cardShape';

/** The attribute that marks an element as the frame's slot for the record's text `name` (spread it on the element). */
export const frameTextMark = (name: string): Record<string, string> => ({ [SKELETON_TEXT_ATTRIBUTE]: name });

/**
 * The mark of a list that shows a record's values (a lei's tags), beside its `data-skeleton-text`: the
 * record's text for it holds the values one per line, and the frame's inline script writes each into a copy
 * of the list's first item (its innermost first element takes the value), in place of that item
 * (build/earlyCalls.ts `FILL_FRAME_TEXTS`), and keeps the text in `FRAME_TEXT_ITEMS_ATTRIBUTE` for the
 * screen to read back (lib/frameTexts.ts).
 */
export const FRAME_TEXT_LIST_ATTRIBUTE = 'data-skeleton-list';
export const FRAME_TEXT_ITEMS_ATTRIBUTE = 'data-frame-items';

/**
 * Who is signed in, as a frame shows it (build/prerender.ts `withFrame`): the head script writes the stored
 * session's role into this attribute of <html>, and a part of the screen that only some roles see is in the
 * frame for everyone, marked with `FRAME_ROLES_ATTRIBUTE` and the roles that see it (space-separated), and
 * drawn only where <html>'s role is one of them (shell/frame.css.ts). So the part is in place from the first
 * paint, and nothing moves when the screen learns the role (the marketplace's 'Cadastrar aplicativo' before
 * its filter toggle moved the toggle by 163 px on a phone: CLS 0.005). The HTML itself is the same for every
 * visitor: the role is read in the browser.
 */
export const FRAME_ROLE_ATTRIBUTE = 'data-frame-role';
export const FRAME_ROLES_ATTRIBUTE = 'data-frame-roles';
