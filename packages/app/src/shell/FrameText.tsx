import type { ReactNode } from 'react';
import { FRAME_TEXT_LIST_ATTRIBUTE, frameTextMark } from '../lib/frameMarks';
import { useIsFrame } from './frame';

/**
 * A record's text in its loading state, in the element the record draws it in (`as`, `className`): the
 * text when it is already known (a frame showed it, lib/frameTexts.ts `useFrameTexts`), else `placeholder`
 * in a box of the same class; nothing when the frame showed that the record has none (an empty text).
 * Marked with its `name` either way (`data-skeleton-text`): the element a signed-in screen's frame writes
 * the record's text into before any script has run (src/frameTexts.ts). A paragraph's placeholder box is a
 * `div` (a skeleton's lines are blocks); a heading's is the heading, hidden from assistive technology until it
 * holds the text (a heading without one would be an empty heading), so its placeholder must be phrasing
 * content (an inline skeleton).
 */
export function FrameText({
  name,
  text,
  as: Tag = 'span',
  className,
  placeholder,
}: {
  name: string;
  text: string | undefined;
  as?: 'span' | 'p' | 'h1' | 'h2';
  className?: string;
  placeholder: ReactNode;
}) {
  const mark = frameTextMark(name);
  // The frame's own render, in the browser's hydration too: the placeholder's box, which the frame's script
  // wrote the text into (or took away: `hidden`), as it is on screen (shell/frame.ts `useIsFrame`).
  const frame = useIsFrame();
  if (text === '' && !frame) return null;
  if (text && !frame)
    return (
      <Tag className={className} {...mark}>
        {text}
      </Tag>
    );
  const Box = Tag === 'p' ? 'div' : Tag;
  return (
    <Box
      className={className}
      {...mark}
      {...(Tag === 'h1' || Tag === 'h2' ? { 'aria-hidden': true } : {})}
      {...(text === '' ? { hidden: true } : {})}
    >
      {text || placeholder}
    </Box>
  );
}

/**
 * A record's values in its loading state (a lei's tags), as the list the record draws them in: each value
 * the frame showed (`text`, one per line), else one item of `item('')` as the placeholder, whose innermost
 * first element the frame's script writes each value into (lib/frameMarks.ts `FRAME_TEXT_LIST_ATTRIBUTE`);
 * nothing when the frame showed that the record has none.
 */
export function FrameTextList({
  name,
  text,
  className,
  item,
}: {
  name: string;
  text: string | undefined;
  className?: string;
  item: (value: string) => ReactNode;
}) {
  // The frame's own render (see `FrameText`): a list the frame's script took away is still there, hidden.
  const frame = useIsFrame();
  if (text === '' && !frame) return null;
  const values = text ? text.split('\n') : [''];
  return (
    <ul className={className} {...frameTextMark(name)} {...{ [FRAME_TEXT_LIST_ATTRIBUTE]: '' }} {...(text === '' ? { hidden: true } : {})}>
      {values.map((value, index) => (
        <li key={`${value}-${index}`}>{item(value)}</li>
      ))}
    </ul>
  );
}
