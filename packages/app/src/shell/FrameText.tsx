import type { ReactNode } from 'react';
import { frameTextMark } from '../lib/frameMarks';

/**
 * A record's text in its loading state, in the element the record draws it in (`as`, `className`): the
 * text when it is already known (a frame showed it, lib/frameTexts.ts `useFrameTexts`), else `placeholder`
 * in a box of the same class. Marked with its `name` either way (`data-skeleton-text`): the element a
 * signed-in screen's frame writes the record's text into before any script has run (src/frameTexts.ts).
 * A paragraph's placeholder box is a `div` (a skeleton's lines are blocks).
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
  if (text)
    return (
      <Tag className={className} {...mark}>
        {text}
      </Tag>
    );
  const Box = Tag === 'p' ? 'div' : Tag;
  return (
    <Box className={className} {...mark}>
      {placeholder}
    </Box>
  );
}
