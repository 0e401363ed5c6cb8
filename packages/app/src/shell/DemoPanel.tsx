import { use, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { FlaskConical, TimerOff } from 'lucide-react';
import { Button } from '@portal-fiscal/ui/Button';
import { SlideOver } from '@portal-fiscal/ui/SlideOver';
import { TextField } from '@portal-fiscal/ui/TextField';
import type { DemoEmail, DemoInfo } from '../lib/demo';
import { useIsDesktop } from '../lib/media';
import { DemoDataControls } from './DemoDataControls';
import { useToast } from './toast';
import * as styles from './DemoPanel.css';

const MAX_LATENCY_MS = 60_000;
/**
 * On a phone, the launcher shows after this long whatever is still in flight: a demo slowed to a minute an
 * answer keeps its panel at hand. Long enough for a story of a loading state (a call held open on purpose)
 * to be pictured well before it.
 */
const LAUNCHER_LATEST_MS = 10_000;

/**
 * Whether the launcher may show: at once on a desktop, where it floats; at 1024 px or less, where it is
 * docked at the end of the page, in the flow (DemoPanel.css.ts), once the page's first answers are in, and
 * from then on. Shown there as soon as the backend was up, before a short page's answers, it stood in view
 * and was pushed down when they came, a layout shift (0.012 on a user's record at 412 px). Added after
 * them, it moves nothing: nothing follows it. "In" means no call in flight when the page is next idle: a
 * call that follows another's answer starts in the commit that shows that answer, and React may render that
 * commit in slices over many tasks (the administration's screens render their body from a deferred flag once
 * the account is checked: a user's record asked for its call 85 ms after the account's answer, at 412 px
 * and a phone's pixel ratio). Or after `LAUNCHER_LATEST_MS`.
 *
 * It listens to the query cache from an effect, until the answer, rather than through `useIsFetching`: that
 * hook's store renders the panel at every call's start and end for the whole visit, each time at once.
 */
function useLauncherShown(): boolean {
  const floats = useIsDesktop() === true;
  const queryClient = useQueryClient();
  const [answered, setAnswered] = useState(false);
  useEffect(() => {
    if (answered) return;
    // Where idle callbacks are missing, a little later.
    const whenIdle = (run: () => void): (() => void) => {
      if (typeof requestIdleCallback !== 'function') {
        const timer = setTimeout(run, 100);
        return () => clearTimeout(timer);
      }
      const idle = requestIdleCallback(run);
      return () => cancelIdleCallback(idle);
    };
    let cancelAsk = () => {};
    const check = () => {
      cancelAsk();
      if (queryClient.isFetching() > 0) return;
      cancelAsk = whenIdle(() => {
        if (queryClient.isFetching() === 0) setAnswered(true);
      });
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
    const latest = setTimeout(() => setAnswered(true), LAUNCHER_LATEST_MS);
    return () => {
      unsubscribe();
      cancelAsk();
      clearTimeout(latest);
    };
  }, [answered, queryClient]);
  return floats || answered;
}

/** Whole numbers only, within bounds; null when the text is not one. */
function parseBounded(text: string, max: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= max ? value : null;
}

/**
 * The sales demo's control panel (mock mode only: the shell renders it when `runtime.demo` is set).
 * Scenario, latency, error rate, token expiry, data reset and the e-mail outbox of the in-browser backend.
 */
export function DemoPanel({ demo }: { demo: DemoInfo }) {
  const { t, i18n } = useTranslation('layout');
  const queryClient = useQueryClient();
  const toast = useToast();
  // Suspends (its Suspense boundary shows nothing) until the mock backend has started.
  const { controls } = use(demo.backend);
  const [open, setOpen] = useState(false);
  const [latency, setLatency] = useState(() => String(controls.getBehaviour().latencyMs));
  const [errorRate, setErrorRate] = useState(() => String(Math.round(controls.getBehaviour().errorRate * 100)));
  const [errors, setErrors] = useState<{ latency?: string; errorRate?: string }>({});
  const [outbox, setOutbox] = useState<DemoEmail[]>([]);
  const launcherShown = useLauncherShown();

  /** Shows what the backend is doing now (the panel may be reopened after changes elsewhere). */
  const syncFromBackend = () => {
    const behaviour = controls.getBehaviour();
    setLatency(String(behaviour.latencyMs));
    setErrorRate(String(Math.round(behaviour.errorRate * 100)));
    setErrors({});
    setOutbox(controls.readOutbox());
  };

  const onOpenChange = (next: boolean) => {
    if (next) syncFromBackend();
    setOpen(next);
  };

  const applyBehaviour = (event: FormEvent) => {
    event.preventDefault();
    const latencyMs = parseBounded(latency, MAX_LATENCY_MS);
    const ratePercent = parseBounded(errorRate, 100);
    const nextErrors = {
      ...(latencyMs === null ? { latency: t('layout.demoPanel.invalidLatency') } : {}),
      ...(ratePercent === null ? { errorRate: t('layout.demoPanel.invalidErrorRate') } : {}),
    };
    setErrors(nextErrors);
    if (latencyMs === null || ratePercent === null) return;
    controls.updateBehaviour({ latencyMs, errorRate: ratePercent / 100 });
    toast.success(t('layout.demoPanel.behaviourApplied'));
  };

  const expireToken = async () => {
    setOpen(false);
    const permanent = controls.getBehaviour().expireAllTokens;
    controls.updateBehaviour({ expireAllTokens: true });
    try {
      // The pages' next calls answer 401: the runtime's single unauthorized path logs out (once).
      await queryClient.refetchQueries({ type: 'active' });
    } finally {
      // Only the tokens of this session die: a new sign-in works again (unless the scenario itself expires every token).
      if (!permanent) controls.updateBehaviour({ expireAllTokens: false });
    }
  };

  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });
  const formatDate = (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
  };

  if (!launcherShown) return null;
  return (
    <SlideOver
      open={open}
      onOpenChange={onOpenChange}
      title={t('layout.demoPanel.title')}
      description={t('layout.demoPanel.description')}
      closeLabel={t('layout.demoPanel.close')}
      size="sm"
      trigger={
        <Button variant="secondary" size="sm" className={styles.launcher} icon={<FlaskConical aria-hidden size={16} />}>
          {t('layout.demoPanel.open')}
        </Button>
      }
    >
      <DemoDataControls controls={controls} onChanged={syncFromBackend} />

      <form className={styles.section} aria-labelledby="demo-behaviour" onSubmit={applyBehaviour} noValidate>
        <h3 id="demo-behaviour" className={styles.sectionTitle}>
          {t('layout.demoPanel.behaviour')}
        </h3>
        <div className={styles.row}>
          <TextField
            label={t('layout.demoPanel.latency')}
            inputMode="numeric"
            value={latency}
            error={errors.latency}
            onChange={(event) => setLatency(event.target.value)}
          />
          <TextField
            label={t('layout.demoPanel.errorRate')}
            inputMode="numeric"
            value={errorRate}
            error={errors.errorRate}
            onChange={(event) => setErrorRate(event.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary">
          {t('layout.demoPanel.applyBehaviour')}
        </Button>
      </form>

      <section className={styles.section} aria-labelledby="demo-session">
        <h3 id="demo-session" className={styles.sectionTitle}>
          {t('layout.demoPanel.session')}
        </h3>
        <p className={styles.hint}>{t('layout.demoPanel.expireTokenHint')}</p>
        <Button variant="danger" icon={<TimerOff aria-hidden size={16} />} onClick={() => void expireToken()}>
          {t('layout.demoPanel.expireToken')}
        </Button>
      </section>

      <section className={styles.section} aria-labelledby="demo-outbox">
        <h3 id="demo-outbox" className={styles.sectionTitle}>
          {t('layout.demoPanel.outbox')}
        </h3>
        {outbox.length === 0 ? (
          <p className={styles.hint}>{t('layout.demoPanel.outboxEmpty')}</p>
        ) : (
          <ul className={styles.outbox}>
            {outbox.map((mail) => (
              <li key={`${mail.createdAt}-${mail.link}`} className={styles.email}>
                <span className={styles.emailSubject}>{mail.subject}</span>
                <span className={styles.emailMeta}>
                  {t('layout.demoPanel.outboxTo', { to: mail.to })} · <time dateTime={mail.createdAt}>{formatDate(mail.createdAt)}</time>
                </span>
                <Link href={mail.link} onClick={() => setOpen(false)}>
                  {t('layout.demoPanel.outboxOpen')}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </SlideOver>
  );
}
