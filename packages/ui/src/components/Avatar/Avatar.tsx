import { Avatar as RadixAvatar } from 'radix-ui';
import * as styles from './Avatar.css';

export const AVATAR_SIZES = ['sm', 'md', 'lg', 'xl'] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];

/** The first two letters of the name, upper-cased (the spec's fallback): 'Ana Souza' -> 'AN'. */
export function avatarInitials(name: string): string {
  const letters = Array.from(name.normalize('NFC').replace(/[^\p{L}\p{N}]/gu, ''));
  return letters.slice(0, 2).join('').toLocaleUpperCase('pt-BR');
}

export interface AvatarProps {
  /** The person's or company's name; its first two letters are the fallback. */
  name: string;
  /** Photo URL; when absent, empty or failing to load, the initials show instead. */
  src?: string | null;
  /**
   * Text alternative. Leave it out when the name is written next to the avatar (the usual case):
   * the avatar is then decorative. Give it (e.g. the name) when the avatar stands alone.
   */
  alt?: string;
  /** Diameter: 'sm' 32px, 'md' 40px, 'lg' 56px, 'xl' 96px. Defaults to 'md'. */
  size?: AvatarSize;
  /** Class for the round root `span` (Radix Avatar root). */
  className?: string;
}

/** A round photo, or the first two letters of the name when there is no photo or it fails to load (Radix Avatar). */
export function Avatar({ name, src, alt, size = 'md', className }: AvatarProps) {
  const decorative = !alt;
  return (
    <RadixAvatar.Root
      className={[styles.root[size], className].filter(Boolean).join(' ')}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : alt}
      aria-hidden={decorative || undefined}
    >
      {src ? <RadixAvatar.Image className={styles.image} src={src} alt="" /> : null}
      {/* No `delayMs`: the initials show at once and give way to the photo when it has loaded. A delay is a
          timer and a second render per avatar (20 of them in an administration table), on a phone's CPU. */}
      <RadixAvatar.Fallback className={styles.fallback}>{avatarInitials(name)}</RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}
