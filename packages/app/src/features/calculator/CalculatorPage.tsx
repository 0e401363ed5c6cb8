import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartNoAxesCombined, MessageCircle, SlidersVertical, Sparkles, Calculator as CalculatorIcon } from 'lucide-react';
import { Breadcrumb } from '@portal-fiscal/ui/Breadcrumb';
import { ButtonLink } from '@portal-fiscal/ui/Button';
import { Tag } from '@portal-fiscal/ui/Tag';
import { useRuntime } from '../../lib/services';
import { whatsappHref } from '../../lib/whatsapp';
import { paths } from '../../paths';
import { routerLink } from '../../shell/RouterLink';
import * as shared from '../../shell/page.css';
import * as styles from './CalculatorPage.css';

/** The message 'Adquirir com desconto' prefills: in Portuguese, whatever the portal's language (it goes to the sales team). */
export const PURCHASE_MESSAGE =
  'Olá! Quero adquirir a Calculadora da Reforma Tributária com o desconto exclusivo para usuários do Portal Fiscal.';

const TAXES = [
  { id: 'iva', title: 'calculator.ivaTitle', text: 'calculator.ivaText' },
  { id: 'cbs', title: 'calculator.cbsTitle', text: 'calculator.cbsText' },
  { id: 'ibs', title: 'calculator.ibsTitle', text: 'calculator.ibsText' },
  { id: 'is', title: 'calculator.isTitle', text: 'calculator.isText' },
] as const;
const YEARS = ['y2026', 'y2027', 'y2029', 'y2033'] as const;
const TOOLS = [
  { id: 'simulador', icon: CalculatorIcon, title: 'calculator.simulador', text: 'calculator.simuladorText' },
  { id: 'alavancas', icon: SlidersVertical, title: 'calculator.alavancas', text: 'calculator.alavancasText' },
  { id: 'curvas', icon: ChartNoAxesCombined, title: 'calculator.curvas', text: 'calculator.curvasText' },
] as const;

/** A titled part of the page. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /calculadora (spec 01 §2 Reform calculator teaser): 'Em breve', what the consumption-tax reform
 * changes (IVA Dual, CBS, IBS, Imposto Seletivo, the transition), the coming tools, and 'Adquirir com
 * desconto' on WhatsApp with the exclusive-discount note.
 */
export default function CalculatorPage() {
  const { t } = useTranslation('calculator');
  const { config } = useRuntime();
  return (
    <div className={shared.page} data-page="calculator">
      <Breadcrumb
        label={t('calculator.breadcrumb')}
        items={[
          { label: t('calculator.home'), href: paths.dashboard },
          { label: t('calculator.title'), current: true },
        ]}
        renderLink={routerLink}
      />
      <header className={styles.hero}>
        <Tag label={t('calculator.soon')} tone="warning" icon={<Sparkles aria-hidden size={14} />} />
        <h1 className={shared.title}>{t('calculator.title')}</h1>
        <p className={styles.lead}>{t('calculator.lead')}</p>
        <div className={styles.cta}>
          <ButtonLink
            className={styles.buy}
            href={whatsappHref(config.whatsappNumber, PURCHASE_MESSAGE)}
            external
            externalLabel={t('common.newTab')}
            size="lg"
            icon={<MessageCircle aria-hidden size={20} />}
          >
            {t('calculator.buy')}
          </ButtonLink>
          <p className={styles.note}>{t('calculator.discountNote')}</p>
        </div>
      </header>

      <Section id="calculator-reform" title={t('calculator.reformTitle')}>
        <div className={styles.taxes}>
          {TAXES.map((tax) => (
            <article key={tax.id} className={styles.card} aria-labelledby={`calculator-${tax.id}`}>
              <h3 id={`calculator-${tax.id}`} className={styles.cardTitle}>
                {t(tax.title)}
              </h3>
              <p className={styles.text}>{t(tax.text)}</p>
            </article>
          ))}
        </div>
        <p className={styles.text}>{t('calculator.reliefText')}</p>
      </Section>

      <Section id="calculator-timeline" title={t('calculator.timelineTitle')}>
        <ol className={styles.timeline}>
          {YEARS.map((year) => (
            <li key={year} className={styles.step}>
              <span className={styles.year}>{t(`calculator.timelineYears.${year}`)}</span>
              <span>{t(`calculator.timeline.${year}`)}</span>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="calculator-tools" title={t('calculator.toolsTitle')}>
        <ul className={styles.tools}>
          {TOOLS.map(({ id, icon: Icon, title, text }) => (
            <li key={id} className={styles.card}>
              <Icon aria-hidden size={28} className={styles.toolIcon} />
              <h3 className={styles.cardTitle}>{t(title)}</h3>
              <p className={styles.text}>{t(text)}</p>
              <Tag label={t('calculator.soon')} tone="neutral" size="sm" />
            </li>
          ))}
        </ul>
      </Section>

      <p className={styles.disclaimer}>{t('calculator.disclaimer')}</p>
    </div>
  );
}
