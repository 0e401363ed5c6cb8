import { useId, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PanelRightClose, PanelRightOpen, RefreshCw } from 'lucide-react';
import { AddShortcutButton, AddShortcutButtonSkeleton } from '@portal-fiscal/ui/AddShortcutButton';
import { AppCard } from '@portal-fiscal/ui/AppCard';
import { AppCardSkeleton } from '@portal-fiscal/ui/AppCardSkeleton';
import { Button } from '@portal-fiscal/ui/Button';
import { Calendar } from '@portal-fiscal/ui/Calendar';
import { GreetingBanner, getGreetingPeriod } from '@portal-fiscal/ui/GreetingBanner';
import { Indicator } from '@portal-fiscal/ui/Indicator';
import { Link as UiLink } from '@portal-fiscal/ui/Link';
import { NewsList } from '@portal-fiscal/ui/NewsList';
import { Notice } from '@portal-fiscal/ui/Notice';
import { ShortcutCard, ShortcutCardSkeleton } from '@portal-fiscal/ui/ShortcutCard';
import { TaxCounter, TAX_COUNTER_GROUPS, type TaxCounterGroupKey } from '@portal-fiscal/ui/TaxCounter';
import { useDeferredQuery } from '../../lib/deferredQuery';
import { useRuntime } from '../../lib/services';
import { paths } from '../../paths';
import { sessionAtom } from '../../lib/session';
import { routerLink } from '../../shell/RouterLink';
import { calendarFrame, FRAME_SLOT_ATTRIBUTE, FRAME_SLOT_DATE, FRAME_SLOT_TEXT, useIsFrame } from '../../shell/frame';
import { WelcomeGate } from './WelcomeGate';
import { useCoords } from './geolocation';
import { DASHBOARD_APPS_COUNT, useDashboardApps, useEur, useNews, useSelic, useShortcuts, useTaxCounter, useUsd, useWeather } from './api';
import { DEFAULT_SHORTCUTS, MAX_SHORTCUTS, shortcutTotal } from './shortcuts';
import { appCardPicture } from '../../lib/appPicture';
import { visuallyHidden } from '@portal-fiscal/ui/theme';
import * as styles from './DashboardPage.css';

type Status = 'loading' | 'error' | 'ready';
const statusOf = (query: { isPending: boolean; isError: boolean }): Status =>
  query.isError ? 'error' : query.isPending ? 'loading' : 'ready';

/**
 * The name the frame's greeting slot shows, as its script wrote it from the visitor's session (build/prerender.ts
 * `withFrame`), while the frame is on show in the browser; null at build time, or when the slot holds none.
 */
function frameGreetingName(): string | null {
  if (typeof document === 'undefined') return null;
  const name = document.querySelector(`#root[data-frame] [${FRAME_SLOT_ATTRIBUTE}="greeting"] h1 span`)?.textContent?.trim();
  return name && name !== FRAME_SLOT_TEXT ? name : null;
}

/** The greeting with avatar, today's date, and city and temperature from the device's position (or São Paulo). */
function Greeting() {
  const { t, i18n } = useTranslation('dashboard');
  const session = useAtomValue(sessionAtom);
  const { coords } = useCoords();
  const weather = useDeferredQuery(useWeather(coords));
  const now = new Date();
  // The frame, written at build time, knows neither the hour, the day nor the user: its greeting is a slot
  // the page's own script fills from the visitor's session and clock (shell/frame.ts).
  const frame = useIsFrame();
  // In the browser, the frame's hydration renders what the slot's script wrote (the visitor's greeting,
  // name and date: `slotName`), so that nothing of it is written again when the frame's view ends (a text
  // written again is painted anew, and its paint counted as the largest one, later).
  const slotName = frame ? frameGreetingName() : null;
  const known = !frame || slotName !== null;
  const greeting = known ? t(`dashboard.greeting.${getGreetingPeriod(now)}`) : '\u00a0';
  const name = slotName ?? session?.name.trim() ?? '';
  const status: Status = coords === null ? 'loading' : statusOf(weather);
  return (
    <GreetingBanner
      greeting={greeting}
      name={known ? name : FRAME_SLOT_TEXT}
      // The frame's avatar has no initials (the frame knows nobody): its hydration draws none either.
      {...(frame ? { avatarName: FRAME_SLOT_TEXT } : {})}
      // Spec: 'Bom dia, Ana Ribeiro!'. The frame's stand-in is a text too: the slot's script writes the
      // greeting's three texts into their own nodes, which hydration then finds where it renders them.
      punctuation={known ? t('dashboard.greetingPunctuation') : FRAME_SLOT_TEXT}
      avatarSrc={session?.profilePicture ?? null}
      today={known ? now : FRAME_SLOT_DATE}
      {...(frame ? { [FRAME_SLOT_ATTRIBUTE]: 'greeting' } : {})}
      locale={i18n.language}
      status={status}
      city={weather.data?.city ?? null}
      temperature={weather.data?.temperature ?? null}
      weatherLabel={t('dashboard.weather.label')}
      loadingText={t('dashboard.weather.loading')}
      errorText={t('dashboard.weather.error')}
      retryLabel={t('common.retry')}
      onRetry={() => void weather.refetch()}
    />
  );
}

function RetryButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <Button variant="secondary" size="sm" icon={<RefreshCw aria-hidden size={16} />} onClick={onClick}>
      {t('common.retry')}
    </Button>
  );
}

/** The three defaults, then the account's own, then the add tile (disabled with an explanation at 5). */
function Shortcuts() {
  const { t } = useTranslation('dashboard');
  const shortcuts = useDeferredQuery(useShortcuts());
  const headingId = useId();
  const custom = shortcuts.data ?? [];
  const total = shortcutTotal(custom.length);
  // The add tile's explanation at the limit, which its loading placeholder keeps room for too.
  const limitReachedText = t('shortcuts.limitReached', { limit: MAX_SHORTCUTS });
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={shortcuts.isPending || undefined}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('shortcuts.title')}
      </h2>
      <ul className={styles.shortcutList} aria-label={t('shortcuts.listLabel')}>
        {DEFAULT_SHORTCUTS.map((shortcut) => (
          <li key={shortcut.id}>
            <ShortcutCard name={shortcut.name} href={shortcut.href} imageSrc={shortcut.image} newTabHint={t('common.opensInNewTab')} />
          </li>
        ))}
        {custom.slice(0, MAX_SHORTCUTS - DEFAULT_SHORTCUTS.length).map((shortcut) => (
          <li key={shortcut.uuid}>
            <ShortcutCard name={shortcut.name} href={shortcut.url} imageSrc={shortcut.imageUrl} newTabHint={t('common.opensInNewTab')} />
          </li>
        ))}
        {shortcuts.isPending
          ? // The custom shortcuts the limit allows and the add tile, as placeholders: the grid has its
            // final rows at once for an account at the limit (the add tile's with its explanation's room),
            // and loses at most a tile otherwise.
            [
              ...Array.from({ length: MAX_SHORTCUTS - DEFAULT_SHORTCUTS.length }, (_, i) => (
                <li key={`placeholder-${i}`} aria-hidden>
                  <ShortcutCardSkeleton />
                </li>
              )),
              <li key="placeholder-add" aria-hidden>
                <AddShortcutButtonSkeleton limitReachedText={limitReachedText} />
              </li>,
            ]
          : null}
        {shortcuts.isSuccess ? (
          <li>
            <AddShortcutButton
              label={t('shortcuts.add')}
              count={total}
              limit={MAX_SHORTCUTS}
              limitReachedText={limitReachedText}
              href={paths.createShortcut}
              renderLink={routerLink}
            />
          </li>
        ) : null}
      </ul>
      {shortcuts.isPending ? (
        <span className={visuallyHidden} role="status">
          {t('shortcuts.loading')}
        </span>
      ) : null}
      {shortcuts.isError ? (
        <Notice tone="danger" action={<RetryButton onClick={() => void shortcuts.refetch()} />}>
          {t('shortcuts.error')}
        </Notice>
      ) : null}
    </section>
  );
}

function News() {
  const { t, i18n } = useTranslation('dashboard');
  const { config } = useRuntime();
  const news = useDeferredQuery(useNews());
  const items = (news.data ?? []).map((post) => ({
    id: post.id,
    title: post.title,
    href: post.url,
    publishedAt: post.publishedAt,
    imageSrc: post.featureImage,
  }));
  return (
    <NewsList
      title={t('dashboard.news.title')}
      items={items}
      status={statusOf(news)}
      moreLabel={t('dashboard.news.more')}
      moreHref={newsSite(config.newsUrl, news.data?.[0]?.url)}
      newTabHint={t('common.opensInNewTab')}
      locale={i18n.language}
      loadingText={t('dashboard.news.loading')}
      emptyText={t('dashboard.news.empty')}
      errorText={t('dashboard.news.error')}
      retryLabel={t('common.retry')}
      onRetry={() => void news.refetch()}
    />
  );
}

/** The news site's home: the origin of its posts, else the configured service. */
function newsSite(serviceUrl: string, postUrl?: string): string {
  try {
    return new URL(postUrl ?? serviceUrl).origin;
  } catch {
    return serviceUrl;
  }
}

function Apps() {
  const { t } = useTranslation('dashboard');
  const apps = useDeferredQuery(useDashboardApps());
  const headingId = useId();
  const first = (apps.data ?? []).slice(0, DASHBOARD_APPS_COUNT);
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={apps.isPending || undefined}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {t('dashboard.apps.title')}
        </h2>
        <UiLink asChild variant="standalone">
          <Link href={paths.appsList}>{t('dashboard.apps.more')}</Link>
        </UiLink>
      </div>
      {apps.isPending ? (
        <div className={styles.appsGrid}>
          <AppCardSkeleton count={DASHBOARD_APPS_COUNT} label={t('dashboard.apps.loading')} />
        </div>
      ) : apps.isError ? (
        <Notice tone="danger" action={<RetryButton onClick={() => void apps.refetch()} />}>
          {t('dashboard.apps.error')}
        </Notice>
      ) : first.length === 0 ? (
        <p>{t('dashboard.apps.empty')}</p>
      ) : (
        <ul className={styles.appsGrid}>
          {first.map((app) => {
            const stars = Math.round(app.averageRating);
            return (
              <li key={app.appUuid}>
                <AppCard
                  name={app.name}
                  description={app.description}
                  imageUrl={appCardPicture(app)}
                  rating={app.averageRating}
                  ratingLabel={t('dashboard.apps.rating', { count: stars })}
                  href={`${paths.appView}?id=${encodeURIComponent(app.appUuid)}`}
                  renderLink={routerLink}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The tax counter keeps its own 500 ms interval: its ticks re-render only itself. */
function TaxCounterWidget() {
  const { t } = useTranslation('dashboard');
  const counter = useDeferredQuery(useTaxCounter());
  const groupLabels = Object.fromEntries(TAX_COUNTER_GROUPS.map((key) => [key, t(`dashboard.taxCounter.groups.${key}`)])) as Record<
    TaxCounterGroupKey,
    string
  >;
  return (
    <TaxCounter
      title={t('dashboard.taxCounter.title')}
      label={t('dashboard.taxCounter.label')}
      groupLabels={groupLabels}
      value={counter.data?.value ?? 0}
      increment={counter.data?.increment ?? 0}
      caption={t('dashboard.taxCounter.caption')}
      status={statusOf(counter)}
      loadingText={t('dashboard.taxCounter.loading')}
      errorText={t('dashboard.taxCounter.error')}
      retryLabel={t('common.retry')}
      onRetry={() => void counter.refetch()}
    />
  );
}

function Indicators() {
  const { t, i18n } = useTranslation('dashboard');
  const selic = useDeferredQuery(useSelic());
  const usd = useDeferredQuery(useUsd());
  const eur = useDeferredQuery(useEur());
  const all = [selic, usd, eur];
  const status: Status = all.some((q) => q.isError) ? 'error' : all.some((q) => q.isPending) ? 'loading' : 'ready';
  return (
    <Indicator
      title={t('dashboard.indicators.title')}
      // Its rows' names ('Taxa Selic', 'Dólar', 'Euro', 'Atualizada em') are read from the dictionary's object by name.
      labels={t('dashboard.indicators', { returnObjects: true })}
      status={status}
      selic={selic.data ? { value: selic.data.rate, date: selic.data.date } : null}
      dollar={usd.data ?? null}
      euro={eur.data ?? null}
      locale={i18n.language}
      unavailableText={t('dashboard.indicators.unavailable')}
      loadingText={t('dashboard.indicators.loading')}
      errorText={t('dashboard.indicators.error')}
      retryLabel={t('common.retry')}
      onRetry={() => {
        for (const query of all) if (query.isError) void query.refetch();
      }}
    />
  );
}

/** Calendar, tax counter and indicators: always shown on desktop; at width 1024 or less a button toggles them. */
function SideColumn() {
  const { t, i18n } = useTranslation('dashboard');
  const [open, setOpen] = useState(false);
  const sideId = useId();
  const frame = useIsFrame();
  return (
    <div className={styles.column}>
      <div className={styles.sideToggle}>
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={sideId}
          icon={open ? <PanelRightClose aria-hidden size={18} /> : <PanelRightOpen aria-hidden size={18} />}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('dashboard.side.hide') : t('dashboard.side.show')}
        </Button>
      </div>
      <section id={sideId} className={styles.side} data-open={open} aria-label={t('dashboard.side.label')}>
        {frame ? (
          // Today's week is not known at build time: the calendar's room, empty (shell/frame.ts).
          <div className={calendarFrame} aria-hidden />
        ) : (
          <Calendar
            title={t('dashboard.calendar.title')}
            // Its controls' names ('Semana', 'Próxima semana'...) are read from the dictionary's object by name.
            labels={t('dashboard.calendar', { returnObjects: true })}
            locale={i18n.language}
            defaultView="week"
          />
        )}
        <TaxCounterWidget />
        <Indicators />
      </section>
    </div>
  );
}

/** /dashboard (spec 01 §2): greeting, shortcuts, news and apps, and the side column; the shell around it gives header and menus. */
export default function DashboardPage() {
  return (
    <div className={styles.page} data-page="dashboard">
      <div className={styles.column}>
        <Greeting />
        <Shortcuts />
        <News />
        <Apps />
      </div>
      <SideColumn />
      <WelcomeGate />
    </div>
  );
}
