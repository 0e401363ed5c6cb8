import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import * as styles from './IconButton.css';

export const ICON_BUTTON_VARIANTS = ['ghost', 'secondary', 'primary', 'danger'] as const;
export const ICON_BUTTON_SIZES = ['sm', 'md', 'lg'] as const;
export type IconButtonVariant = (typeof ICON_BUTTON_VARIANTS)[number];
export type IconButtonSize = (typeof ICON_BUTTON_SIZES)[number];

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  /** A lucide-react icon element; it is made decorative, the `label` names the button. */
  icon: ReactNode;
  /** The accessible name (and tooltip), such as 'Abrir menu' or 'Fechar'. Required. */
  label: string;
  /** Emphasis: 'ghost' (transparent), 'secondary' (brand outline), 'primary' (filled brand) or 'danger'. Defaults to 'ghost'. */
  variant?: IconButtonVariant;
  /** The square's side: 'sm' 32px, 'md' 40px, 'lg' 48px. Defaults to 'md'. */
  size?: IconButtonSize;
}

/** A square button showing only an icon. `label` is required: it is the accessible name and the native tooltip. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, label, variant = 'ghost', size = 'md', className, type = 'button', title, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      title={title ?? label}
      className={[styles.iconButton({ variant, size }), className].filter(Boolean).join(' ')}
      {...rest}
    >
      <span aria-hidden className={styles.glyph}>
        {icon}
      </span>
    </button>
  );
});
