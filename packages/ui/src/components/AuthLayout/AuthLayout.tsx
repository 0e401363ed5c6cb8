import { useId, type ReactNode } from 'react';
import * as s from './AuthLayout.css';

export const AUTH_LAYOUT_WIDTHS = ['narrow', 'wide'] as const;
export type AuthLayoutWidth = (typeof AUTH_LAYOUT_WIDTHS)[number];

export interface AuthLayoutProps {
  /** The screen's heading (the page's h1), such as 'Entrar na sua conta'. */
  title: string;
  /** A line under the heading. */
  description?: string;
  /** The form (or the success message) of the screen. */
  children: ReactNode;
  /** Under the card's content: links such as 'Não tem conta? Cadastre-se'. */
  footer?: ReactNode;
  /** The logo: shown on the brand panel on desktop and above the card on mobile. */
  logo?: ReactNode;
  /** The brand panel's headline, such as 'Tecnologia fiscal para quem faz o Brasil acontecer'. */
  brandTitle: string;
  /** The brand panel's supporting text. */
  brandText?: string;
  /** The brand panel's name for assistive technology, such as 'Sobre o Portal Fiscal'. */
  brandLabel: string;
  /** Extra content at the bottom of the brand panel (a highlight list, an illustration). */
  brandExtra?: ReactNode;
  /** `narrow` for login and recovery, `wide` for the sign-up form. */
  width?: AuthLayoutWidth;
}

/**
 * The layout of the screens without a session (login, sign-up, success, password recovery and
 * change): a brand panel beside a centred card on desktop, a single column with the logo above
 * the card at width 1024 or less. The header and side menu are not shown on these screens.
 */
export function AuthLayout({
  title,
  description,
  children,
  footer,
  logo,
  brandTitle,
  brandText,
  brandLabel,
  brandExtra,
  width = 'narrow',
}: AuthLayoutProps) {
  const titleId = useId();
  return (
    <div className={s.root}>
      <aside className={s.brand} aria-label={brandLabel}>
        {logo ? <div className={s.brandLogo}>{logo}</div> : null}
        <div className={s.brandBody}>
          <p className={s.brandTitle}>{brandTitle}</p>
          {brandText ? <p className={s.brandText}>{brandText}</p> : null}
        </div>
        {brandExtra ? <div className={s.brandExtra}>{brandExtra}</div> : null}
      </aside>
      <main className={s.main}>
        <section className={s.card({ width })} aria-labelledby={titleId}>
          {logo ? <div className={s.mobileLogo}>{logo}</div> : null}
          <header className={s.cardHeader}>
            <h1 id={titleId} className={s.title}>
              {title}
            </h1>
            {description ? <p className={s.description}>{description}</p> : null}
          </header>
          <div className={s.content}>{children}</div>
          {footer ? <footer className={s.footer}>{footer}</footer> : null}
        </section>
      </main>
    </div>
  );
}
