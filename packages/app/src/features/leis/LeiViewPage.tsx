import { useDeferredValue } from 'react';
import { formatCount } from '../../lib/formatNumber';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { Building2, FileX, MessageCircle, UserRound } from 'lucide-react';
import type { Lei } from '@portal-fiscal/api-client';
import { Avatar } from '@portal-fiscal/ui/Avatar';
import { ButtonLink } from '@portal-fiscal/ui/Button';
import { FallbackImage } from '@portal-fiscal/ui/ImagePlaceholder';
import { LeiSection } from '@portal-fiscal/ui/LeiSection';
import { MoneyBRL } from '@portal-fiscal/ui/MoneyBRL';
import { Skeleton } from '@portal-fiscal/ui/Skeleton';
import { useFramePicture } from '../../lib/framePicture';
import { idParam } from '../../lib/urlParams';
import { notFoundError } from '../../lib/queryErrors';
import { useRuntime } from '../../lib/services';
import { whatsappHref } from '../../lib/whatsapp';
import { providerViewHref } from '../../links/marketplace';
import { LoadError, RecordSkeleton } from '../../shell/PageStates';
import { leiTitle, redirectMessage } from './lei';
import { facilitatorHref } from '../../links/leis';
import { LeiTags } from './LeiTags';
import { useLei } from '../../data/leis';
import { LeiRecordHeader, LeiRecordNotFound } from './states';
import * as shared from '../../shell/page.css';
import * as styles from './LeiViewPage.css';

function Details({ lei }: { lei: Lei }) {
  const { t, i18n } = useTranslation('leis');
  const { config } = useRuntime();
  const notInformed = t('leis.notInformed');
  const title = leiTitle(lei, notInformed);
  const facts: Array<{ label: string; value: string | null }> = [
    { label: t('leis.view.proponente'), value: lei.proponente },
    { label: t('leis.view.impostos'), value: lei.imposto },
    { label: t('leis.view.area'), value: lei.areaDirecionamento },
  ];
  const impactados =
    lei.totalImpactados === null
      ? null
      : t('leis.view.people', { count: lei.totalImpactados, value: formatCount(lei.totalImpactados, i18n.language) });
  return (
    <article className={styles.article} aria-labelledby="lei-title">
      <div className={styles.top}>
        <div className={styles.photo}>
          <FallbackImage src={lei.leiPhoto} alt={t('leis.view.photoAlt', { title })} placeholderLabel={t('leis.noPhoto')} />
        </div>
        <div className={styles.info}>
          <LeiTags tag={lei.tag} />
          <h1 id="lei-title" className={shared.title}>
            {title}
          </h1>
          {lei.subtitle ? <p className={shared.subtitle}>{lei.subtitle}</p> : null}
          {lei.appProviderName ? (
            <p className={styles.provider}>
              <Avatar name={lei.appProviderName} src={lei.appProviderPhoto} size="md" />
              <span>{lei.appProviderName}</span>
            </p>
          ) : null}
          <dl className={styles.facts} aria-label={t('leis.view.details')}>
            {facts.map((fact) => (
              <div key={fact.label} className={styles.fact}>
                <dt>{fact.label}</dt>
                <dd className={fact.value ? undefined : styles.muted}>{fact.value ?? notInformed}</dd>
              </div>
            ))}
          </dl>
          <div className={styles.actions}>
            <ButtonLink
              href={whatsappHref(config.whatsappNumber, redirectMessage(lei))}
              external
              externalLabel={t('common.newTab')}
              icon={<MessageCircle aria-hidden size={18} />}
            >
              {t('leis.view.redirect')}
            </ButtonLink>
            {lei.appProvider ? (
              <ButtonLink asChild variant="secondary">
                <Link href={providerViewHref(lei.appProvider)}>
                  <Building2 aria-hidden size={18} />
                  <span>{t('leis.view.facilitator', { name: lei.appProviderName ?? lei.facilitadorName ?? '' })}</span>
                </Link>
              </ButtonLink>
            ) : null}
            {lei.facilitador ? (
              <ButtonLink asChild variant="ghost">
                <Link href={facilitatorHref(lei.leiUuid)}>
                  <UserRound aria-hidden size={18} />
                  <span>{t('leis.view.aboutFacilitator')}</span>
                </Link>
              </ButtonLink>
            ) : null}
          </div>
        </div>
      </div>
      <div className={styles.sections}>
        <LeiSection className={styles.wide} title={t('leis.view.objetivo')} html={lei.objetivo} emptyLabel={notInformed} />
        <LeiSection className={styles.wide} title={t('leis.view.contrapartida')} html={lei.contrapartida} emptyLabel={notInformed} />
        <LeiSection title={t('leis.view.locais')} text={lei.locaisExecucao} emptyLabel={notInformed} />
        <LeiSection title={t('leis.view.publico')} text={lei.publicoAlvo} emptyLabel={notInformed} />
        <LeiSection title={t('leis.view.impactados')} text={impactados} emptyLabel={notInformed} />
        <LeiSection title={t('leis.view.investimento')}>
          <MoneyBRL value={lei.investimento} locale={i18n.language} emptyLabel={notInformed} emphasis="strong" />
        </LeiSection>
      </div>
    </article>
  );
}

/**
 * /leis/incentivo/view?lei={uuid} (spec 01 §2 Incentive law view): photo, tags, title, subtitle, the
 * provider, the project's facts, 'Redirecionar meu imposto' (WhatsApp, with a message naming the lei),
 * the facilitator's links, and the sections (backend HTML sanitised; 'Não informado' for a null field).
 * A missing, malformed or unknown id shows a not-found state in the shell.
 */
export default function LeiViewPage() {
  const { t } = useTranslation('leis');
  const leiUuid = idParam(useSearch(), 'lei');
  const lei = useLei(leiUuid);
  // Rendered from a deferred value: when the record arrives, React renders the page in slices it can
  // interrupt (one long task on a phone otherwise); the skeleton stays until then.
  const data = useDeferredValue(lei.data);
  const missing = leiUuid === null || (lei.isError && notFoundError(lei.error));
  const current = data ? leiTitle(data, t('leis.notInformed')) : missing ? t('leis.view.notFoundTitle') : t('common.loading');
  // The lei's photo, when the frame showed it (src/framePictures.ts): the skeleton keeps it in the photo's box.
  const picture = useFramePicture(!missing && !data && !lei.isError);

  return (
    <div className={shared.page} data-page="lei-view">
      <LeiRecordHeader trail={[{ label: current, current: true }]} />
      {missing ? (
        <LeiRecordNotFound
          icon={<FileX aria-hidden size={40} />}
          title={t('leis.view.notFoundTitle')}
          description={t('leis.view.notFoundDescription')}
        />
      ) : data ? (
        <Details lei={data} />
      ) : lei.isError ? (
        <LoadError onRetry={() => void lei.refetch()}>{t('leis.view.error')}</LoadError>
      ) : (
        <RecordSkeleton
          label={t('leis.view.loading')}
          className={styles.top}
          textClassName={styles.info}
          media={
            <div className={styles.photo}>
              <Skeleton variant="picture" picture={picture} />
            </div>
          }
        />
      )}
    </div>
  );
}
