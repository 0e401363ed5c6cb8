import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { ExternalMark, externalAttributes } from '../Link';
import { button, externalIcon } from './Button.css';
import type { ButtonSize, ButtonVariant } from './Button';

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** The look, as Button's: 'primary' (the default), 'secondary', and the others of `ButtonVariant`. */
  variant?: ButtonVariant;
  /** The height and padding, as Button's: 'md' by default. */
  size?: ButtonSize;
  /** Spans the width of its container (false by default). */
  fullWidth?: boolean;
  /** An icon before the label (a lucide-react element). */
  icon?: ReactNode;
  /**
   * Opens in a new tab: `target="_blank"`, `rel="noopener noreferrer"`, an icon after the label and
   * `externalLabel` for screen readers.
   */
  external?: boolean;
  /** Screen-reader suffix of an external link, such as 'abre em nova aba'. */
  externalLabel?: string;
  /** Renders the single child (the app's router link) with the button's look instead of an `<a>`. */
  asChild?: boolean;
  children: ReactNode;
}

/**
 * A link that looks like a button: where the action is going somewhere ('Redirecionar meu imposto',
 * 'Adquirir com desconto', a call to action to another screen). It stays a link for assistive
 * technology, the middle click and 'open in a new tab'.
 */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  {
    variant = 'primary',
    size = 'md',
    fullWidth = false,
    icon,
    external = false,
    externalLabel,
    asChild = false,
    className,
    children,
    target,
    rel,
    ...rest
  },
  ref,
) {
  const classes = [button({ variant, size, fullWidth }), className].filter(Boolean).join(' ');
  if (asChild) {
    return (
      <Slot.Root ref={ref} className={classes} {...rest}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <a ref={ref} className={classes} {...externalAttributes(external, target, rel)} {...rest}>
      {icon}
      <span>{children}</span>
      {external ? <ExternalMark label={externalLabel} className={externalIcon} /> : null}
    </a>
  );
});
