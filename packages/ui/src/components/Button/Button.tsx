import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import { button, spinner } from './Button.css';

export const BUTTON_VARIANTS = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const BUTTON_SIZES = ['sm', 'md', 'lg'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Emphasis: 'primary' (filled brand), 'secondary' (brand outline), 'ghost' (no border) or 'danger' (destructive). Defaults to 'primary'. */
  variant?: ButtonVariant;
  /** Height and text size: 'sm' 32px, 'md' 40px, 'lg' 48px (minimum heights). Defaults to 'md'. */
  size?: ButtonSize;
  /** Stretches the button to the full width of its container. Defaults to false. */
  fullWidth?: boolean;
  /** While true the button is busy: it shows a spinner and `loadingLabel`, and cannot be pressed again. */
  loading?: boolean;
  /** The label while loading, such as 'Salvando...' or 'Enviando...'. */
  loadingLabel?: string;
  /** An icon before the label (a lucide-react element). */
  icon?: ReactNode;
}

/** The one button of the portal. Use `variant` for emphasis and `loading` for a pending action. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    fullWidth = false,
    loading = false,
    loadingLabel,
    icon,
    children,
    className,
    disabled,
    type = 'button',
    ...rest
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={[button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <LoaderCircle aria-hidden className={spinner} /> : icon}
      <span>{loading && loadingLabel ? loadingLabel : children}</span>
    </button>
  );
});
