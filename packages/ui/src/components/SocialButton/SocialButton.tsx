import { forwardRef, type ButtonHTMLAttributes, type ReactElement } from 'react';
import * as styles from './SocialButton.css';

export const SOCIAL_PROVIDERS = ['google', 'linkedin'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Google's "G" in its four brand colours. */
function GoogleGlyph() {
  return (
    <svg aria-hidden focusable="false" viewBox="0 0 48 48" className={styles.glyph}>
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}

/** LinkedIn's "in" on its blue rounded square. */
function LinkedInGlyph() {
  return (
    <svg aria-hidden focusable="false" viewBox="0 0 24 24" className={styles.glyph}>
      <rect width="24" height="24" rx="4" fill="#0A66C2" />
      <circle cx="7" cy="6.8" r="1.9" fill="#fff" />
      <rect x="5.35" y="9.4" width="3.3" height="9.6" fill="#fff" />
      <path
        fill="#fff"
        d="M10.7 9.4h3.2v1.4c.5-.9 1.7-1.7 3.4-1.7 3.4 0 4 2.2 4 5.1V19h-3.3v-4.2c0-1.1 0-2.5-1.6-2.5s-1.8 1.2-1.8 2.4V19h-3.3z"
      />
    </svg>
  );
}

const glyphs: Record<SocialProvider, () => ReactElement> = { google: GoogleGlyph, linkedin: LinkedInGlyph };

interface SocialButtonBaseProps {
  /** Whose glyph to show: 'google' or 'linkedin'. */
  provider: SocialProvider;
  /** The text, such as 'Entrar com Google' or 'Cadastrar com LinkedIn'. */
  label: string;
  /** Stretches the button to the full width of its container. Defaults to false. */
  fullWidth?: boolean;
}

export interface SocialButtonProps extends SocialButtonBaseProps, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {}

/**
 * Sign-in with a third-party account: the provider's glyph and a label. A neutral button (white with
 * a border), as the providers' brand guides ask. The redirect to `{server}/auth/google` is the
 * app's job, in `onClick`.
 */
export const SocialButton = forwardRef<HTMLButtonElement, SocialButtonProps>(function SocialButton(
  { provider, label, fullWidth = false, className, type = 'button', ...rest },
  ref,
) {
  const Glyph = glyphs[provider];
  return (
    <button
      ref={ref}
      type={type}
      data-provider={provider}
      className={[styles.socialButton({ fullWidth }), className].filter(Boolean).join(' ')}
      {...rest}
    >
      <Glyph />
      <span>{label}</span>
    </button>
  );
});
