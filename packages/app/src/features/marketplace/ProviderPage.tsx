import { useDeferredValue, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { Building2 } from 'lucide-react';
import { averageStars, type App, type Lei } from '@portal-fiscal/api-client';
import { LeiCard } from '@portal-fiscal/ui/LeiCard';
import { ProviderHeader, ProviderHeaderSkeleton } from '@portal-fiscal/ui/ProviderHeader';
import { AppCardSkeleton } from '@portal-fiscal/ui/AppCardSkeleton';
import { routerLink } from '../../shell/RouterLink';
import { APPS_PAGE_SIZE } from './listParams';
import { pageOf } from '../../lib/listRows';
import { ListPagination } from '../../shell/FilterList';
import { useListTexts } from '../../shell/listTexts';
import { idParam } from '../../lib/urlParams';
import { providerViewHref } from '../../links/marketplace';
import { leiViewHref } from '../../links/leis';
import { MarketplaceAppCard } from './MarketplaceAppCard';
import { notFoundError, useProvider, useProviderLeis } from '../../data/marketplace';
import { RecordHeader, RecordNotFound } from './states';
import * as pageStyles from '../../shell/page.css';
import * as shared from './marketplace.css';
import * as styles from './ProviderPage.css';
import { BusyRegion, LoadError } from '../../shell/PageStates';
import { useFrameTexts } from '../../lib/frameTexts';
import { useIsFrame } from '../../shell/frame';

/** A product of a provider: one of its apps, or a lei it facilitates (which opens the lei view). */
export type ProviderProduct = { kind: 'app'; app: App } | { kind: 'lei'; lei: Lei };

/**
 * The provider's products: its apps, then the leis it facilitates. The spec opens the lei view for a
 * product named 'lei'; such an app is taken for what it says it is too.
 */
export function providerProducts(apps: readonly App[], leis: readonly Lei[]): ProviderProduct[] {
  return [...apps.map((app): ProviderProduct => ({ kind: 'app', app })), ...leis.map((lei): ProviderProduct => ({ kind: 'lei', lei }))];
}

/** The real average of the provider's apps: every rating of every app counts once (the spec always shows 0). */
export const providerAverage = (apps: readonly App[]): number => averageStars(apps.flatMap((app) => app.ratings));

function NotFound() {
  const { t } = useTranslation('marketplace');
  const texts = { title: t('marketplace.provider.notFoundTitle'), description: t('marketplace.provider.notFoundDescription') };
  return <RecordNotFound icon={<Building2 aria-hidden size={40} />} {...texts} />;
}

function Products({ uuid, name, products, page }: { uuid: string; name: string; products: readonly ProviderProduct[]; page: number }) {
  const { t } = useTranslation('marketplace');
  const text = useListTexts('marketplace', 'marketplace.list');
  const [, navigate] = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A page past the end shows the last one.
  const { items: shown, page: current, pageCount } = pageOf(products, page, APPS_PAGE_SIZE);
  return (
    <section className={pageStyles.panel} aria-labelledby="provider-products">
      <div className={styles.productsBody}>
        <h2 id="provider-products" ref={headingRef} tabIndex={-1} className={styles.productsTitle}>
          {t('marketplace.provider.products', { name })}
        </h2>
        {products.length === 0 ? (
          <p className={styles.muted}>{t('marketplace.provider.noProducts')}</p>
        ) : (
          <>
            <ul className={shared.grid}>
              {shown.map((product) =>
                product.kind === 'app' ? (
                  <li key={product.app.appUuid}>
                    <MarketplaceAppCard app={product.app} headingLevel="h3" />
                  </li>
                ) : (
                  <li key={product.lei.leiUuid}>
                    <LeiCard
                      title={product.lei.titleSmall ?? product.lei.title ?? t('marketplace.provider.leiBadge')}
                      photoUrl={product.lei.leiPhoto}
                      noPhotoLabel={t('marketplace.photoPlaceholder')}
                      tag={t('marketplace.provider.leiBadge')}
                      providerLogoUrl={product.lei.appProviderPhoto}
                      providerName={product.lei.appProviderName}
                      href={leiViewHref(product.lei.leiUuid)}
                      renderLink={routerLink}
                      headingLevel="h3"
                    />
                  </li>
                ),
              )}
            </ul>
            <ListPagination
              text={text}
              label={t('marketplace.provider.productsPagination')}
              page={current}
              pageCount={pageCount}
              onPageChange={(next) => {
                navigate(`${providerViewHref(uuid)}${next > 1 ? `&page=${next}` : ''}`);
                headingRef.current?.focus();
              }}
            />
          </>
        )}
      </div>
    </section>
  );
}

/**
 * /fornecedor/view?id={uuid} (spec 01 §2 Provider view): photo, name, the real average of its apps,
 * description and the grid 'Produtos {name}' (apps open their page, leis the lei view), paged by 20
 * (`&page=`). An unknown or malformed id shows a not-found state in the shell.
 */
export default function ProviderPage() {
  const { t, i18n } = useTranslation('marketplace');
  const search = useSearch();
  const uuid = idParam(search);
  const pageText = new URLSearchParams(search).get('page');
  const page = pageText && /^[1-9]\d{0,5}$/.test(pageText) ? Number(pageText) : 1;
  const provider = useProvider(uuid);
  const leis = useProviderLeis(uuid);
  const missing = uuid === null || (provider.isError && notFoundError(provider.error));
  // Rendered from a deferred value: when the record arrives, React renders the page in slices it can
  // interrupt (one long task on a phone otherwise); the skeleton stays until then.
  const data = useDeferredValue(provider.data);
  const products = useMemo(() => (data ? providerProducts(data.apps, leis.data ?? []) : []), [data, leis.data]);
  const average = data ? providerAverage(data.apps) : 0;
  // The provider's name and description, as the frame showed them (src/frameTexts.ts), until the record comes.
  const kept = useFrameTexts(!missing && !data && !provider.isError);
  // The frame's hydration draws the description where the frame's script wrote it (its placeholder's box).
  const frame = useIsFrame();
  const averageText = average.toLocaleString(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 2 });

  return (
    <div className={pageStyles.page} data-page="provider-view">
      <RecordHeader current={data?.name ?? (missing ? t('marketplace.provider.notFoundTitle') : t('common.loading'))} />
      {missing ? (
        <NotFound />
      ) : data ? (
        <>
          <div className={pageStyles.panel}>
            <ProviderHeader
              name={data.name}
              photoUrl={data.photo}
              photoAlt={t('marketplace.provider.photoAlt', { name: data.name })}
              placeholderLabel={t('marketplace.photoPlaceholder')}
              rating={average}
              ratingLabel={t('marketplace.provider.averageLabel', { average: averageText })}
              ratingText={average > 0 ? averageText : t('marketplace.provider.noRatings')}
              description={data.description}
              emptyDescriptionLabel={t('marketplace.provider.noDescription')}
              headingLevel="h1"
            />
          </div>
          {leis.isError ? (
            <LoadError tone="warning" onRetry={() => void leis.refetch()}>
              {t('marketplace.provider.error')}
            </LoadError>
          ) : null}
          {leis.isPending && leis.fetchStatus !== 'idle' ? (
            // The leis come from another call: the grid shows once, complete, instead of growing.
            <BusyRegion className={pageStyles.panel} label={t('marketplace.provider.loading')}>
              <div className={shared.grid}>
                <AppCardSkeleton count={5} />
              </div>
            </BusyRegion>
          ) : (
            <Products uuid={data.uuid} name={data.name} products={products} page={page} />
          )}
        </>
      ) : provider.isError ? (
        <LoadError onRetry={() => void provider.refetch()}>{t('marketplace.provider.error')}</LoadError>
      ) : (
        <BusyRegion className={pageStyles.page} label={t('marketplace.provider.loading')} frameTexts>
          <div className={pageStyles.panel}>
            <ProviderHeaderSkeleton name={kept.name} description={kept.description} textInPlaceholder={frame} />
          </div>
          <div className={shared.grid}>
            <AppCardSkeleton count={5} />
          </div>
        </BusyRegion>
      )}
    </div>
  );
}
