import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { Phone, UserX } from 'lucide-react';
import type { FacilitatorTotal, Lei } from '@portal-fiscal/api-client';
import { Avatar } from '@portal-fiscal/ui/Avatar';
import { Button } from '@portal-fiscal/ui/Button';
import { Link as UiLink } from '@portal-fiscal/ui/Link';
import { MoneyBRL } from '@portal-fiscal/ui/MoneyBRL';
import { Skeleton, SKELETON_STAND_IN } from '@portal-fiscal/ui/Skeleton';
import { Tag } from '@portal-fiscal/ui/Tag';
import { notFoundError } from '../../lib/queryErrors';
import { providerViewHref } from '../../links/marketplace';
import { useProvider } from '../../data/marketplace';
import { LoadError, StateWithLink, BusyRegion } from '../../shell/PageStates';
import { parseFacilitatorAddress, telHref } from './facilitatorParam';
import { leiTitle } from './lei';
import { facilitatorHref, leiViewHref } from '../../links/leis';
import { LeiTags } from './LeiTags';
import { useFacilitatorTotals, useLei } from '../../data/leis';
import { LeiRecordHeader, LeiRecordNotFound } from './states';
import { visuallyHidden } from '@portal-fiscal/ui/theme';
import { useFrameTexts, type FrameTexts } from '../../lib/frameTexts';
import { formatCount } from '../../lib/formatNumber';
import { FrameText, FrameTextList } from '../../shell/FrameText';
import * as shared from '../../shell/page.css';
import { muted, tags as tagsClass } from './LeiViewPage.css';
import * as styles from './FacilitatorPage.css';

/** A facilitator's figures over every lei it runs: the audiences (each once), people reached and investment summed. */
export function facilitatorSums(totals: readonly FacilitatorTotal[]) {
  const audiences = [...new Set(totals.map((t) => t.publicoAlvo?.trim()).filter((a): a is string => Boolean(a)))];
  const sum = (pick: (t: FacilitatorTotal) => number | null) => {
    const values = totals.map(pick).filter((n): n is number => n !== null);
    return values.length > 0 ? values.reduce((a, b) => a + b, 0) : null;
  };
  return { audiences, impactados: sum((t) => t.totalImpactados), investimento: sum((t) => t.investimento) };
}

/** A tag's place while the lei loads: an empty tag of a short word's width. */
const TAG_PLACEHOLDER = '\u00a0'.repeat(10);

/** Projects listed at first, and added by each 'Mostrar mais' (a facilitator may run hundreds). */
export const PROJECTS_STEP = 10;
/** Audiences listed; the rest are counted. */
export const AUDIENCES_SHOWN = 8;

/** The figures' place while they load. */
function TotalsSkeleton() {
  return (
    <div className={styles.stats} aria-busy="true">
      <Skeleton variant="card" height="96px" />
      <Skeleton variant="card" height="96px" />
      <Skeleton variant="card" height="96px" />
    </div>
  );
}

function Totals({ facilitadorId }: { facilitadorId: string }) {
  const { t, i18n } = useTranslation('leis');
  const totals = useFacilitatorTotals(facilitadorId);
  // Rendered from a deferred value, as the page's lei (a render React can interrupt, not the query's one long task).
  const list = useDeferredValue(totals.data);
  const [shownProjects, setShownProjects] = useState(PROJECTS_STEP);
  const projectsRef = useRef<HTMLUListElement>(null);
  const showMore = () => {
    const first = shownProjects;
    setShownProjects((n) => n + PROJECTS_STEP);
    // Focus moves to the first project just shown (the button may be gone).
    requestAnimationFrame(() => projectsRef.current?.querySelectorAll('a')[first]?.focus());
  };
  const sums = useMemo(() => facilitatorSums(list ?? []), [list]);
  const notInformed = t('leis.notInformed');
  if (totals.isError) return <LoadError onRetry={() => void totals.refetch()}>{t('leis.facilitator.totalsError')}</LoadError>;
  if (!list) return <TotalsSkeleton />;
  return (
    <>
      <section className={styles.block} aria-labelledby="facilitator-totals">
        <h2 id="facilitator-totals" className={styles.blockTitle}>
          {t('leis.facilitator.totalsTitle')}
        </h2>
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt>{t('leis.view.publico')}</dt>
            <dd>
              {sums.audiences.length === 0 ? (
                <span className={muted}>{notInformed}</span>
              ) : (
                <ul className={styles.audiences}>
                  {sums.audiences.slice(0, AUDIENCES_SHOWN).map((audience) => (
                    <li key={audience}>{audience}</li>
                  ))}
                  {sums.audiences.length > AUDIENCES_SHOWN ? (
                    <li>{t('leis.facilitator.moreAudiences', { count: sums.audiences.length - AUDIENCES_SHOWN })}</li>
                  ) : null}
                </ul>
              )}
            </dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('leis.view.impactados')}</dt>
            <dd className={styles.figure}>
              {sums.impactados === null ? (
                <span className={muted}>{notInformed}</span>
              ) : (
                t('leis.view.people', { count: sums.impactados, value: formatCount(sums.impactados, i18n.language) })
              )}
            </dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('leis.view.investimento')}</dt>
            <dd className={styles.figure}>
              <MoneyBRL value={sums.investimento} locale={i18n.language} emptyLabel={notInformed} emphasis="strong" />
            </dd>
          </div>
        </dl>
        <p className={muted}>{t('leis.facilitator.totalsNote', { count: list.length })}</p>
      </section>
      <section className={styles.block} aria-labelledby="facilitator-projects">
        <h2 id="facilitator-projects" className={styles.blockTitle}>
          {t('leis.facilitator.projects')}
        </h2>
        <ul ref={projectsRef} className={styles.projects}>
          {list.slice(0, shownProjects).map((item) => (
            <li key={item.leiUuid}>
              <UiLink asChild variant="standalone">
                <Link href={leiViewHref(item.leiUuid)}>{item.title ?? notInformed}</Link>
              </UiLink>
            </li>
          ))}
        </ul>
        {list.length > shownProjects ? (
          <Button variant="secondary" size="sm" onClick={showMore}>
            {t('leis.facilitator.showMore', { count: Math.min(PROJECTS_STEP, list.length - shownProjects) })}
          </Button>
        ) : null}
      </section>
    </>
  );
}

/**
 * 'Informações sobre o Facilitador': the provider's description, and the way to its page. While the provider
 * loads (or the lei, `facilitadorId` null), the description the frame showed (`texts`), else its skeleton,
 * and the link's place, so that nothing below moves when they come.
 */
function About({ facilitadorId, texts }: { facilitadorId: string | null; texts: FrameTexts }) {
  const { t } = useTranslation('leis');
  const provider = useProvider(facilitadorId);
  const description = provider.data?.description?.trim();
  const pending = facilitadorId === null || provider.isPending;
  return (
    <section className={styles.block} aria-labelledby="facilitator-about">
      <h2 id="facilitator-about" className={styles.blockTitle}>
        {t('leis.facilitator.about')}
      </h2>
      {pending ? (
        <FrameText
          as="p"
          name="description"
          className={styles.text}
          text={texts.description}
          placeholder={<Skeleton variant="text" lines={3} />}
        />
      ) : description ? (
        <p className={styles.text}>{description}</p>
      ) : (
        <p className={muted}>{t('leis.facilitator.noDescription')}</p>
      )}
      {provider.data && facilitadorId ? (
        <UiLink asChild variant="standalone">
          <Link href={providerViewHref(facilitadorId)}>{t('leis.facilitator.profile')}</Link>
        </UiLink>
      ) : pending ? (
        <UiLink asChild variant="standalone" className={SKELETON_STAND_IN}>
          <span>{t('leis.facilitator.profile')}</span>
        </UiLink>
      ) : null}
    </section>
  );
}

/**
 * The facilitator: who they are (from the lei), what the portal says of them (`About`) and their figures
 * (`Totals`). Without the lei yet (`lei` null), its loading state: the same parts, with the lei's texts the
 * frame showed (`texts`, src/frameTexts.ts) or their skeletons.
 */
function Facilitator({ lei, texts }: { lei: Lei | null; texts: FrameTexts }) {
  const { t } = useTranslation('leis');
  const name = lei ? (lei.facilitadorName ?? t('leis.facilitator.current')) : null;
  const tel = lei?.phone ? telHref(lei.phone) : null;
  return (
    <article className={styles.article} aria-labelledby={lei ? 'facilitator-name' : undefined}>
      <header className={styles.head}>
        {lei && name ? (
          <Avatar name={name} src={lei.facilitadorPhoto} size="xl" />
        ) : (
          <Skeleton variant="circle" width="96px" height="96px" />
        )}
        <div className={styles.headText}>
          <p className={styles.kicker}>{t('leis.facilitator.current')}</p>
          {lei ? (
            <h1 id="facilitator-name" className={shared.title}>
              {name}
            </h1>
          ) : (
            <FrameText
              as="h1"
              name="name"
              className={shared.title}
              text={texts.name}
              placeholder={<Skeleton variant="inline" width="60%" />}
            />
          )}
          {lei ? (
            <LeiTags tag={lei.tag} />
          ) : (
            <FrameTextList
              name="tags"
              text={texts.tags}
              className={tagsClass}
              item={(value) => <Tag label={value || TAG_PLACEHOLDER} tone="brand" size="sm" />}
            />
          )}
          {lei ? (
            lei.subtitle ? (
              <p className={shared.subtitle}>{lei.subtitle}</p>
            ) : null
          ) : (
            <FrameText
              as="p"
              name="subtitle"
              className={shared.subtitle}
              text={texts.subtitle}
              placeholder={<Skeleton variant="text" lines={2} />}
            />
          )}
          <p className={styles.phone}>
            <Phone aria-hidden size={18} />
            <span className={visuallyHidden}>{t('leis.facilitator.phone')}: </span>
            {!lei ? (
              <FrameText name="phone" text={texts.phone} placeholder={<Skeleton variant="inline" width="9em" />} />
            ) : lei.phone && tel ? (
              <UiLink href={tel} aria-label={`${t('leis.facilitator.call', { name })}: ${lei.phone}`}>
                {lei.phone}
              </UiLink>
            ) : (
              <span className={muted}>{lei.phone ?? t('leis.facilitator.noPhone')}</span>
            )}
          </p>
        </div>
      </header>
      <About facilitadorId={lei?.facilitador ?? null} texts={texts} />
      {lei?.facilitador ? <Totals facilitadorId={lei.facilitador} /> : <TotalsSkeleton />}
    </article>
  );
}

/**
 * /leis/incentivo/facilitador?id={lei uuid} (spec 01 §2 Facilitator page): who brings a lei to the
 * portal, how to reach them, and the totals of every lei they run (`GET /facilitador/{id}/total`). The
 * spec's `?lei={json}` still works: the page moves to the `?id=` address of the same lei, so a reload or
 * a shared link shows it. A malformed address or an unknown lei: a not-found state, never a crash.
 */
export default function FacilitatorPage() {
  const { t } = useTranslation('leis');
  const search = useSearch();
  const [, navigate] = useLocation();
  const address = useMemo(() => parseFacilitatorAddress(search), [search]);
  const leiUuid = address.kind === 'invalid' ? null : address.leiUuid;
  useEffect(() => {
    if (address.kind === 'json') navigate(facilitatorHref(address.leiUuid), { replace: true });
  }, [address, navigate]);
  const lei = useLei(leiUuid);
  // Rendered from a deferred value (docs/performance.md): when the lei arrives, React renders the page in
  // slices it can interrupt, not in the one long task of the query's update; the loading state stays until then.
  const data = useDeferredValue(lei.data);
  const missing = leiUuid === null || (lei.isError && notFoundError(lei.error));
  const loading = !missing && !data && !lei.isError;
  const provider = useProvider(data?.facilitador ?? null);
  // What the frame showed of the lei and of its facilitator (src/frameTexts.ts), until both have come.
  const texts = useFrameTexts(loading || (Boolean(data?.facilitador) && provider.isPending && !provider.isError));
  const title = data ? leiTitle(data, t('leis.notInformed')) : null;
  const current = { label: missing ? t('leis.facilitator.notFoundTitle') : t('leis.facilitator.current'), current: true };
  const trail = loading
    ? // The lei's title in its place (the frame writes it in): it decides where the page below stands.
      [{ label: texts.title ?? t('common.loading'), textSlot: 'title' }, current]
    : [...(title && leiUuid ? [{ label: title, href: leiViewHref(leiUuid) }] : []), current];
  const header = <LeiRecordHeader trail={trail} fallback={leiUuid ? leiViewHref(leiUuid) : undefined} />;

  let content;
  if (missing) {
    content = (
      <LeiRecordNotFound
        icon={<UserX aria-hidden size={40} />}
        title={t('leis.facilitator.notFoundTitle')}
        description={t('leis.facilitator.notFoundDescription')}
      />
    );
  } else if (data && data.facilitador) {
    content = <Facilitator lei={data} texts={texts} />;
  } else if (data) {
    content = (
      <StateWithLink
        icon={<UserX aria-hidden size={40} />}
        title={t('leis.facilitator.noFacilitatorTitle')}
        description={t('leis.facilitator.noFacilitatorDescription')}
        headingLevel={1}
        href={leiViewHref(data.leiUuid)}
        linkLabel={t('leis.facilitator.toLei')}
      />
    );
  } else if (lei.isError) {
    content = <LoadError onRetry={() => void lei.refetch()}>{t('leis.facilitator.error')}</LoadError>;
  } else {
    // The page as it will be, the trail included: unseen in a frame until the frame has written its texts.
    return (
      <div className={shared.page} data-page="lei-facilitator">
        <BusyRegion className={shared.page} label={t('leis.facilitator.loading')} frameTexts>
          {header}
          <Facilitator lei={null} texts={texts} />
        </BusyRegion>
      </div>
    );
  }

  return (
    <div className={shared.page} data-page="lei-facilitator">
      {header}
      {content}
    </div>
  );
}
