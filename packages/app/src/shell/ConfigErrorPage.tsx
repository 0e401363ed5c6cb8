import type { i18n as I18n } from 'i18next';
import { FullPageError } from './FullPageError';

/**
 * A problem with a build variable (`VITE_X: …`), named as a deployment sets it (`PORTAL_X`, deploy/
 * configure.sh), except in the demo, whose values are built in.
 */
export const deploymentIssue = (issue: string, demo = import.meta.env.VITE_ENABLE_MOCKS === 'true') =>
  demo ? issue : issue.replace(/^VITE_(SERVER_URL|API_NODE_URL|ASSETS_URL|NEWS_URL|NEWS_KEY|WHATSAPP_NUMBER):/, 'PORTAL_$1:');

/**
 * Shown instead of the portal when its configuration (the deployment's, or the demo build's) is invalid,
 * naming each bad variable (before any provider exists).
 * main.tsx loads it only then: a chunk of its own.
 */
export function ConfigErrorPage({ i18n, issues }: { i18n: I18n; issues: string[] }) {
  // The list in the alert itself, on the first screen (read out with it), not below the page.
  return (
    <FullPageError
      title={i18n.t('config.title')}
      description={i18n.t('config.description')}
      action={
        <pre style={{ margin: 0, maxWidth: '40rem', whiteSpace: 'pre-wrap', textAlign: 'left' }}>
          {issues.map((issue) => deploymentIssue(issue)).join('\n')}
        </pre>
      }
    />
  );
}
