import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { Button } from '@portal-fiscal/ui/Button';
import { Select } from '@portal-fiscal/ui/Select';
import type { DemoControls, DemoScenario } from '../lib/demo';
import { useToast } from './toast';
import * as styles from './DemoPanel.css';

const isScenario = (scenarios: readonly DemoScenario[], value: string): value is DemoScenario =>
  (scenarios as readonly string[]).includes(value);

/**
 * The demo's data: its scenario ('Aplicar cenário') and 'Restaurar dados da demonstração'. In the demo
 * panel and on the general settings page. `onChanged` runs after either took effect.
 */
export function DemoDataControls({
  controls,
  onChanged,
  headingLevel = 3,
}: {
  controls: DemoControls;
  onChanged?: () => void;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('layout');
  const queryClient = useQueryClient();
  const toast = useToast();
  const [scenario, setScenario] = useState<DemoScenario>(() => controls.getBehaviour().scenario);
  const [busy, setBusy] = useState<'scenario' | 'reset' | null>(null);
  const Heading = `h${headingLevel}` as const;

  const run = async (which: 'scenario' | 'reset') => {
    setBusy(which);
    try {
      if (which === 'scenario') {
        await controls.setScenario(scenario);
        toast.success(t('layout.demoPanel.scenarioApplied', { name: t(`layout.demoPanel.scenarios.${scenario}`) }));
      } else {
        await controls.resetDemoData();
        setScenario(controls.getBehaviour().scenario);
        toast.success(t('layout.demoPanel.resetDone'));
      }
      onChanged?.();
      // Every page reloads its data from the new scenario or the restored seed.
      await queryClient.invalidateQueries();
    } catch {
      toast.error(t('layout.demoPanel.failed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <section className={styles.section} aria-labelledby="demo-scenario">
        <Heading id="demo-scenario" className={styles.sectionTitle}>
          {t('layout.demoPanel.scenario')}
        </Heading>
        <Select
          label={t('layout.demoPanel.scenario')}
          visuallyHideLabel
          options={controls.scenarios.map((value) => ({ value, label: t(`layout.demoPanel.scenarios.${value}`) }))}
          value={scenario}
          onValueChange={(value) => isScenario(controls.scenarios, value) && setScenario(value)}
        />
        <Button variant="primary" loading={busy === 'scenario'} disabled={busy !== null} onClick={() => void run('scenario')}>
          {t('layout.demoPanel.applyScenario')}
        </Button>
      </section>
      <section className={styles.section} aria-labelledby="demo-data">
        <Heading id="demo-data" className={styles.sectionTitle}>
          {t('layout.demoPanel.data')}
        </Heading>
        <Button
          variant="secondary"
          icon={<RotateCcw aria-hidden size={16} />}
          loading={busy === 'reset'}
          disabled={busy !== null}
          onClick={() => void run('reset')}
        >
          {t('layout.demoPanel.resetData')}
        </Button>
      </section>
    </>
  );
}
