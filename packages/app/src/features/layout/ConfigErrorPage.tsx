import type { i18n as I18n } from 'i18next';
import { FullPageError } from './FullPageError';

/**
 * Shown instead of the portal when the build's configuration is invalid (before any provider exists).
 * main.tsx loads it only then: a chunk of its own.
 */
export function ConfigErrorPage({ i18n, issues }: { i18n: I18n; issues: string[] }) {
  return (
    <>
      <FullPageError title={i18n.t('config.title')} description={i18n.t('config.description')} />
      <pre style={{ margin: '0 auto', maxWidth: '40rem', whiteSpace: 'pre-wrap' }}>{issues.join('\n')}</pre>
    </>
  );
}
