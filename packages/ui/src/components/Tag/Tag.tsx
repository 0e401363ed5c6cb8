import type { ReactNode } from 'react';
import type { Tone } from '../tone';
import * as styles from './Tag.css';

export const TAG_SIZES = ['sm', 'md'] as const;
export type TagSize = (typeof TAG_SIZES)[number];

export interface TagProps {
  /** The text, such as 'Cultura' or 'Lei Rouanet'. */
  label: string;
  /** Semantic tone (see TONES); `neutral` by default. */
  tone?: Tone;
  /** 'sm' (extra-small text, tighter padding, for cards) or 'md'. Defaults to 'md'. */
  size?: TagSize;
  /** An icon before the label (a lucide-react element, `aria-hidden`). */
  icon?: ReactNode;
  /** Class for the tag's root `span`. */
  className?: string;
}

/** A small, static label in a tone: app and lei tags, categories. Not interactive (use Chip for removable values). */
export function Tag({ label, tone = 'neutral', size = 'md', icon, className }: TagProps) {
  return (
    <span className={[styles.tag({ tone, size }), className].filter(Boolean).join(' ')}>
      {icon}
      <span className={styles.text}>{label}</span>
    </span>
  );
}
