import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@portal-fiscal/ui/Button';
import { Notice } from '@portal-fiscal/ui/Notice';
import type { DemoEmail } from '../../lib/demo';
import { authCalls } from '@portal-fiscal/api-client';
import { useResource } from '../../lib/api';
import { useRuntime } from '../../lib/services';
import { paths } from '../../paths';
import { AuthScreen } from './AuthScreen';
import { useTooManyRequestsText } from './throttleMessage';
import { RecoveryFormSchema, type RecoveryFormInput, type RecoveryFormValues } from './recoveryForm';
import * as styles from './AuthScreen.css';
import { useFormKit } from '../../forms/formKit';
import { FormText } from '../../forms/fields';

type FieldKey = 'recovery.errors.emailRequired' | 'recovery.errors.emailInvalid';

/**
 * /password/recovery: asks for the email and sends the recovery message (spec 01 §2). The answer is
 * the same whether or not the email has an account. In mock mode the demo outbox is shown after
 * sending, so the recovery can be followed to the end without a mailbox.
 */
export default function PasswordRecoveryPage() {
  const { t } = useTranslation('auth');
  const runtime = useRuntime();
  const auth = useResource(authCalls);
  const [outbox, setOutbox] = useState<DemoEmail[] | null>(null);

  const recovery = useMutation<string, unknown, RecoveryFormValues>({
    mutationFn: ({ email }) => auth.requestPasswordRecovery({ email }),
    onSuccess: async () => {
      // The answer came from the mock backend, so it is running: its outbox holds the message.
      if (runtime.demo) setOutbox((await runtime.demo.backend).controls.readOutbox());
    },
  });
  // One request however often the form is sent; the mutation's state shows the outcome.
  const kit = useFormKit<RecoveryFormInput, RecoveryFormValues>({
    schema: RecoveryFormSchema,
    defaults: { email: '' },
    messages: { translate: (key) => t(key as FieldKey) },
    send: (values) => recovery.mutateAsync(values).catch(() => undefined),
    busy: recovery.isPending,
    lockFields: false,
  });
  const tooManyText = useTooManyRequestsText();

  return (
    <AuthScreen
      title={t('recovery.title')}
      description={t('recovery.subtitle')}
      footer={
        <Link href={paths.login} className={styles.link}>
          {t('recovery.backToLogin')}
        </Link>
      }
    >
      {recovery.isSuccess ? (
        <Notice tone="success" title={t('recovery.sent')} live>
          {t('recovery.sentDetail')}
        </Notice>
      ) : null}
      {recovery.isError ? (
        <Notice tone="danger" live>
          {tooManyText(recovery.error) ?? t('recovery.errors.generic')}
        </Notice>
      ) : null}

      <form className={styles.form} {...kit.formProps}>
        <FormText
          kit={kit}
          name="email"
          label={t('recovery.email')}
          type="email"
          autoComplete="email"
          placeholder={t('recovery.emailPlaceholder')}
          required
        />
        <Button type="submit" fullWidth size="lg" loading={kit.busy} loadingLabel={t('recovery.submitting')}>
          {t('recovery.submit')}
        </Button>
      </form>

      {runtime.demo && outbox ? <DemoOutbox messages={outbox} /> : null}
    </AuthScreen>
  );
}

/** Mock mode only: the messages the simulated backend "sent", newest first, with their links. */
function DemoOutbox({ messages }: { messages: DemoEmail[] }) {
  const { t } = useTranslation('auth');
  return (
    <section className={styles.outbox} aria-labelledby="demo-outbox-title">
      <h2 id="demo-outbox-title" className={styles.outboxTitle}>
        {t('recovery.outbox.title')}
      </h2>
      <p className={styles.small}>{t('recovery.outbox.description')}</p>
      {messages.length === 0 ? (
        <p className={styles.small}>{t('recovery.outbox.empty')}</p>
      ) : (
        <ul className={styles.outboxList}>
          {messages.slice(0, 5).map((message) => (
            <li key={`${message.createdAt}-${message.link}`} className={styles.outboxItem}>
              <h3 className={styles.outboxSubject}>{message.subject}</h3>
              <p className={styles.small}>{t('recovery.outbox.to', { to: message.to })}</p>
              <p className={styles.plain}>{message.body}</p>
              <Link href={message.link} className={styles.link}>
                {t('recovery.outbox.open')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
