import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { MapPinOff } from 'lucide-react';
import { paths } from '../paths';
import { StateWithLink } from './PageStates';
import * as shared from './page.css';

/**
 * An address the portal does not have. Signed in, it shows inside the header and side menu, so the
 * menus still lead on; signed out, the session guard sends the user to the login first.
 */
export default function NotFoundPage() {
  const { t } = useTranslation('layout');
  const [location] = useLocation();
  return (
    <div className={shared.page} data-page="not-found" data-path={location}>
      <StateWithLink
        icon={<MapPinOff aria-hidden size={40} />}
        title={t('notFound.title')}
        description={t('notFound.description')}
        headingLevel={1}
        href={paths.dashboard}
        linkLabel={t('notFound.action')}
      />
    </div>
  );
}
