import { Suspense, use } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Select } from '@portal-fiscal/ui/Select';
import { Skeleton } from '@portal-fiscal/ui/Skeleton';
import { isLocale, LOCALES } from '../../i18n';
import type { DemoInfo } from '../../lib/demo';
import { localeAtom } from '../../lib/locale';
import { useRuntime } from '../../lib/services';
import { DemoDataControls } from '../../shell/DemoDataControls';
import * as shared from '../../shell/page.css';
import { SettingsHeader } from '../../shell/SettingsHeader';
import { useIsFrame } from '../../shell/frame';
import * as styles from '../../shell/settings.css';

function DemoData({ demo }: { demo: DemoInfo }) {
  // Suspends until the mock backend has started (it loads after the first screen).
  const { controls } = use(demo.backend);
  return <DemoDataControls controls={controls} headingLevel={3} />;
}

/**
 * /settings/settings ('Configurações gerais', the profile menu's entry): the portal's language and, in
 * the demo, the demo's scenario and data.
 */
export default function GeneralSettingsPage() {
  const { t } = useTranslation('settings');
  const [locale, setLocale] = useAtom(localeAtom);
  const { demo } = useRuntime();
  const frame = useIsFrame();
  const demoDataPlaceholder = <Skeleton variant="text" lines={3} />;
  return (
    <div className={shared.page} data-page="general-settings">
      <SettingsHeader title={t('settings.general.title')} subtitle={t('settings.general.subtitle')} />
      <section className={`${shared.panel} ${styles.stack}`} aria-labelledby="general-language">
        <h2 id="general-language" className={styles.panelTitle}>
          {t('settings.general.language')}
        </h2>
        <div className={styles.narrow}>
          <Select
            label={t('settings.general.language')}
            hint={t('settings.general.languageHint')}
            options={LOCALES.map((value) => ({ value, label: t(`common.languages.${value}`) }))}
            value={locale}
            onValueChange={(value) => isLocale(value) && setLocale(value)}
          />
        </div>
      </section>
      {demo ? (
        <section className={`${shared.panel} ${styles.stack}`} aria-labelledby="general-demo">
          <h2 id="general-demo" className={styles.panelTitle}>
            {t('settings.general.demo')}
          </h2>
          <p className={shared.subtitle}>{t('settings.general.demoHint')}</p>
          {/* A frame never has the demo's backend (the build's render would leave a boundary for the
              browser to render anew, and the frame's hydration with it): its placeholder, as drawn while it starts. */}
          {frame ? (
            demoDataPlaceholder
          ) : (
            <Suspense fallback={demoDataPlaceholder}>
              <DemoData demo={demo} />
            </Suspense>
          )}
        </section>
      ) : null}
    </div>
  );
}
