import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ArrowLeft, RefreshCw } from 'lucide-react';
import { Breadcrumb, type BreadcrumbItem } from '@portal-fiscal/ui/Breadcrumb';
import { Button } from '@portal-fiscal/ui/Button';
import { EmptyState, type EmptyStateHeadingLevel } from '@portal-fiscal/ui/EmptyState';
import { Link as UiLink } from '@portal-fiscal/ui/Link';
import { Notice } from '@portal-fiscal/ui/Notice';
import { Skeleton } from '@portal-fiscal/ui/Skeleton';
import { visuallyHidden } from '@portal-fiscal/ui/theme';
import { useBack } from '../lib/history';
import { routerLink } from './RouterLink';
import { FRAME_TEXTS_ATTRIBUTE } from '../lib/frameMarks';
import * as shared from './page.css';

/** A load that failed: the message and 'Tentar novamente' (the spec only logs these errors). */
export function LoadError({
  children,
  onRetry,
  tone = 'danger',
}: {
  children: ReactNode;
  onRetry: () => void;
  tone?: 'danger' | 'warning';
}) {
  const { t } = useTranslation();
  return (
    <Notice
      tone={tone}
      live={tone === 'danger'}
      action={
        <Button variant="secondary" size="sm" icon={<RefreshCw aria-hidden size={16} />} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {children}
    </Notice>
  );
}

/** Nothing to show here, and the one link that gets the user on (not found, not allowed, a bad address...). */
export function StateWithLink({
  icon,
  title,
  description,
  href,
  linkLabel,
  headingLevel,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  href: string;
  linkLabel: string;
  headingLevel?: EmptyStateHeadingLevel;
}) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={description}
      {...(headingLevel ? { headingLevel } : {})}
      action={
        <UiLink asChild variant="standalone">
          <Link href={href}>{linkLabel}</Link>
        </UiLink>
      }
    />
  );
}

/** A record the address names that does not exist: the page's heading, and the one link that gets the user on. */
export function NotFoundState(props: { icon: ReactNode; title: string; description: string; href: string; linkLabel: string }) {
  return <StateWithLink {...props} headingLevel={1} />;
}

/** 'Voltar': back in history when it stays in the portal, otherwise to `fallback`. */
export function HistoryBackButton({
  label,
  fallback,
  variant = 'ghost',
}: {
  label: string;
  fallback: string;
  variant?: 'ghost' | 'secondary';
}) {
  const back = useBack(fallback);
  return (
    <Button variant={variant} size={variant === 'ghost' ? 'sm' : 'md'} icon={<ArrowLeft aria-hidden size={18} />} onClick={back}>
      {label}
    </Button>
  );
}

/** The top of a record's page: its breadcrumb, and 'Voltar' at its end (history, else `fallback`). */
export function RecordBackRow({
  breadcrumbLabel,
  items,
  backLabel,
  fallback,
}: {
  breadcrumbLabel: string;
  items: readonly BreadcrumbItem[];
  backLabel: string;
  fallback: string;
}) {
  return (
    <div className={shared.backRow}>
      <Breadcrumb label={breadcrumbLabel} items={items} renderLink={routerLink} currentOnOneLine className={shared.backRowTrail} />
      <HistoryBackButton label={backLabel} fallback={fallback} />
    </div>
  );
}

/**
 * A part of a page while it loads: marked busy, its skeletons inside, and `label` said once to a screen
 * reader (a status). Every loading state of the portal goes through here.
 */
export function BusyRegion({
  label,
  className,
  frameTexts = false,
  children,
}: {
  label: string;
  className?: string | undefined;
  /**
   * The region draws a record whose texts a frame writes in (src/frameTexts.ts): in a signed-in screen's
   * frame it stays unseen until they are in (shell/frame.css.ts), since where its parts stand depends on them.
   */
  frameTexts?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={className} aria-busy="true" {...(frameTexts ? { [FRAME_TEXTS_ATTRIBUTE]: '' } : {})}>
      <span role="status" className={visuallyHidden}>
        {label}
      </span>
      {children}
    </div>
  );
}

/** A part of a page while it loads, when nothing of its shape is known yet: one card's skeleton. */
export function CardSkeleton({ label }: { label: string }) {
  return (
    <BusyRegion label={label}>
      <Skeleton variant="card" height="240px" />
    </BusyRegion>
  );
}

/**
 * A record's page while it loads: its picture's place (`media`: the page's own picture box, with a
 * `picture` skeleton in it that keeps the frame's picture, lib/framePicture.ts `useFramePicture`) and its
 * text as skeletons, and `label` announced once.
 */
export function RecordSkeleton({
  label,
  className,
  textClassName,
  media,
}: {
  label: string;
  className: string;
  textClassName: string;
  media: ReactNode;
}) {
  return (
    <BusyRegion label={label} className={className}>
      {media}
      <div className={textClassName}>
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="text" lines={6} />
      </div>
    </BusyRegion>
  );
}
