import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PartyPopper } from 'lucide-react';
import { WelcomeModal } from '@portal-fiscal/ui/WelcomeModal';
import { useDeferredQuery } from '../../lib/deferredQuery';
import { useAccountId, useLastLogged } from './api';
import { dismissedToday, rememberDismissal, welcomeDue } from './welcome';

/**
 * The welcome modal (spec 01 §4): accounts 1 to 99 that have not logged in yet today (GET /acc/id,
 * GET /acc/last/logged, days in America/Sao_Paulo). Closing it with 'Ir para dashboard' is
 * remembered per account and day, so a reload the same day does not show it again. An account id
 * error counts as id 0 (no modal).
 */
export function WelcomeGate() {
  const { t } = useTranslation('dashboard');
  // The modal opens in a deferred render, in slices, not in the one task an answer's render takes.
  const accountId = useDeferredQuery(useAccountId());
  const lastLogged = useDeferredQuery(useLastLogged());
  const [closedId, setClosedId] = useState<number | null>(null);

  const id = accountId.isError ? 0 : accountId.data;
  const logged = lastLogged.isSuccess ? lastLogged.data : undefined;
  const ready = id !== undefined && logged !== undefined;
  const now = new Date();
  const open = ready && closedId !== id && welcomeDue(id, logged, now, dismissedToday(id, now));

  return (
    <WelcomeModal
      open={open}
      title={t('dashboard.welcome.title')}
      body={t('dashboard.welcome.body')}
      confirmLabel={t('dashboard.welcome.confirm')}
      illustration={<PartyPopper aria-hidden size={56} />}
      onConfirm={() => {
        if (id === undefined) return;
        rememberDismissal(id, new Date());
        setClosedId(id);
      }}
    />
  );
}
