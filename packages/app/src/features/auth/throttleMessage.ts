import { useTranslation } from 'react-i18next';
import { tooManyRequests } from '../../lib/serverMessage';

/**
 * The text of a 429 (too many attempts) on the auth screens: the server's message, which names the
 * wait, or a translated one with the wait of `Retry-After`. Null for any other failure, so each page
 * keeps its own texts for those.
 */
export function useTooManyRequestsText(): (error: unknown) => string | null {
  const { t } = useTranslation('auth');
  return (error) => {
    const found = tooManyRequests(error);
    if (!found) return null;
    if ('message' in found) return found.message;
    if ('minutes' in found) return t('throttle.wait', { count: found.minutes });
    return t('throttle.later');
  };
}
