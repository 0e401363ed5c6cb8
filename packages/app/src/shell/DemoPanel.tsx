import { use, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { FlaskConical, TimerOff } from 'lucide-react';
import { Button } from '@portal-fiscal/ui/Button';
import { SlideOver } from '@portal-fiscal/ui/SlideOver';
import { TextField } from '@portal-fiscal/ui/TextField';
import type { DemoEmail, DemoInfo } from '../lib/demo';
import { DemoDataControls } from './DemoDataControls';
import { useToast } from './toast';
import * as styles from './DemoPanel.css';

const MAX_LATENCY_MS = 60_000;

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
