import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '@portal-fiscal/ui/Breadcrumb';
import { paths } from '../paths';
import { routerLink } from './RouterLink';
import * as shared from './page.css';

/**
 * The top of every settings screen: the breadcrumb (Home › Configurações › [parents ›] the screen), the title and a
 * subtitle, and optional actions at the right.
 */
export function SettingsHeader({
  title,
  subtitle,
  actions,
  parents = [],
}: {
  title: string;
  /** Text (a frame may hold its forms for different roles: shell/frame.ts `useRolePart`). */
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** Steps between Configurações and the screen (the administration, for its record screens). */
  parents?: ReadonlyArray<{ label: string; href: string }>;
}) {
  const { t } = useTranslation('settings');
  const home = t('settings.home.title');
  return (
    <>
      <Breadcrumb
        label={t('settings.home.breadcrumb')}
        items={[
          { label: t('settings.home.homeCrumb'), href: paths.dashboard },
          ...(title === home ? [] : [{ label: home, href: paths.settings }]),
          ...parents,
          { label: title, current: true },
        ]}
        renderLink={routerLink}
      />
      <header className={shared.header}>
        <div className={shared.headerText}>
          <h1 className={shared.title}>{title}</h1>
          {subtitle ? <p className={shared.subtitle}>{subtitle}</p> : null}
        </div>
        {actions ? <div className={shared.actions}>{actions}</div> : null}
      </header>
    </>
  );
}
