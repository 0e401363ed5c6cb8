import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { SearchX } from 'lucide-react';
import { EmptyState } from '@portal-fiscal/ui/EmptyState';
import type { FilterValue } from '@portal-fiscal/ui/FilterSidebar';
import { Link as UiLink } from '@portal-fiscal/ui/Link';
import { Notice } from '@portal-fiscal/ui/Notice';
import { ProductCard } from '@portal-fiscal/ui/ProductCard';
import { Skeleton } from '@portal-fiscal/ui/Skeleton';
import { SlideOver } from '@portal-fiscal/ui/SlideOver';
import { pageOf } from '../../../lib/listRows';
import { isDesktop } from '../../../lib/media';
import { useAccess, useMyAccount } from '../../../data/account';
import {
  ClearFiltersButton,
  FilterToggleButton,
  ListPagination,
  ListFilterSidebar,
  filterToggle,
  useFilterDraft,
  useFilterPanel,
} from '../../../shell/FilterList';
import { resultsLine, useListTexts } from '../../../shell/listTexts';
import { LoadError, BusyRegion } from '../../../shell/PageStates';
import { routerLink } from '../../../shell/RouterLink';
import { appViewHref } from '../../../links/marketplace';
import { myAccountHref } from '../../../links/settingsTabs';
import { ProductEditForm } from './ProductEditForm';
import {
  DEFAULT_PRODUCT_LIST_PARAMS,
  PRODUCT_LIST_PAGE_SIZE,
  PRODUCT_LIST_SKELETON_COUNT,
  activeProductFilterCount,
  filterProducts,
  firstImageOf,
  parseProductListParams,
  productListHref,
  productOptions,
  type ProductListParams,
} from './productListFilters';
import { useMyProducts } from './api';
import * as settings from '../../../shell/settings.css';
import { body, results, summary } from '../../../shell/listPage.css';
import * as styles from './productListPanel.css';

const GROUP = 'produto';
const toFilterValue = (params: ProductListParams): FilterValue => ({ search: params.q, selected: { [GROUP]: params.products } });

/** 10 grey cards and one announcement while the products load. */
function ProductListSkeleton() {
  const { t } = useTranslation('productList');
  return (
    <BusyRegion label={t('productList.loading')}>
      <div className={styles.grid}>
        {Array.from({ length: PRODUCT_LIST_SKELETON_COUNT }, (_, i) => (
          <div key={i} className={styles.skeleton} data-skeleton="product card">
            <Skeleton variant="card" height="140px" />
          </div>
        ))}
      </div>
    </BusyRegion>
  );
}

/** 'Nenhum produto foi registrado ainda.' (the spec's info box) and the one link that gets the user on. */
function NothingRegistered({ description, href, linkLabel }: { description: string; href: string | null; linkLabel: string }) {
  const { t } = useTranslation('productList');
  return (
    <Notice
      tone="info"
      title={t('productList.emptyTitle')}
      action={
        href ? (
          <UiLink asChild variant="standalone">
            <Link href={href}>{linkLabel}</Link>
          </UiLink>
        ) : null
      }
    >
      {description}
    </Notice>
  );
}

/**
 * My Account › Listar Produtos (spec 02 §2 Product list): the products of the signed-in account's
 * company as cards (first image or 'Sem imagem', stars, name, description, 'Visualizar' and 'Editar',
 * which opens the edit form in a panel sliding from the right). The filter panel searches names and
 * descriptions and ticks products ('Solução Fiscal'); search, ticks and page live in the address beside
 * the tab (`&q=&produto=&page=`), so a reload keeps them. 12 cards a page.
 */
export function ProductListPanel({ headingLevel }: { headingLevel: 2 | 3 }) {
  const { t, i18n } = useTranslation('productList');
  const text = useListTexts('productList', 'productList');
  const Heading = `h${headingLevel}` as const;
  const cardHeading = headingLevel === 2 ? 'h3' : 'h4';
  const titleId = useId();
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = useMemo(() => parseProductListParams(search), [search]);
  const count = activeProductFilterCount(params);

  const accountQuery = useMyAccount();
  const access = useAccess();
  const mayEdit = access.canEditAll || access.canEditSelf;
  const account = accountQuery.data?.account ?? null;
  const products = useMyProducts();
  const all = products.data;

  const panel = useFilterPanel(count > 0);
  const { open } = panel;
  const draft = useFilterDraft(params, toFilterValue);
  const statusRef = useRef<HTMLParagraphElement>(null);

  // 'Editar': which product the slide-over edits. Kept while it slides out, so its title stays put.
  const [editing, setEditing] = useState<{ appUuid: string; name: string } | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const closeEdit = () => setEditOpen(false);
  // The slide-over has no trigger of its own, so it gives the focus back to nobody: once it closes
  // (its focus trap released), the 'Editar' that opened it takes the focus again.
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (editOpen) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    // Gone (a saved change took it off this page of results): the results' count line instead.
    if (opener.current?.isConnected) opener.current.focus();
    else statusRef.current?.focus();
  }, [editOpen]);

  const shown = useMemo(() => (all ? filterProducts(all, params) : []), [all, params]);
  const options = useMemo(() => (all ? productOptions(all, params.products, i18n.language) : []), [all, params.products, i18n.language]);
  const groups = useMemo(() => [{ id: GROUP, label: t('productList.solutionGroup'), options }], [options, t]);
  const number = useMemo(() => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }), [i18n.language]);

  // Filters replace the address (back leaves the tab rather than undoing them one by one); pages add to it.
  const go = (next: ProductListParams, replace = true) => navigate(productListHref(next), { replace });
  const apply = (value: FilterValue) => {
    // Ids sorted: the same filter always has the same address.
    go({ q: value.search.trim(), products: [...(value.selected[GROUP] ?? [])].sort(), page: 1 });
    // On desktop the panel sits beside the cards; below, it covers them, so applying closes it.
    if (!isDesktop()) {
      panel.setOpen(false);
      statusRef.current?.focus();
    }
  };
  const reset = () => {
    draft.onChange(toFilterValue(DEFAULT_PRODUCT_LIST_PARAMS));
    go(DEFAULT_PRODUCT_LIST_PARAMS);
  };

  const noCompany = account !== null && account.provider === null;
  // A page past the end (a shorter list, an edited address) shows the last one.
  const { items: pageItems, page, pageCount, from, to } = pageOf(shown, params.page, PRODUCT_LIST_PAGE_SIZE);
  const withFilter = !noCompany && !(all && all.length === 0) && !(accountQuery.isError && !account);

  let content: ReactNode;
  if (!account && accountQuery.isError) {
    content = <LoadError onRetry={() => void accountQuery.refetch()}>{t('productList.accountError')}</LoadError>;
  } else if (noCompany) {
    content = (
      <NothingRegistered
        description={t('productList.noCompanyDescription')}
        href={mayEdit ? myAccountHref('company') : null}
        linkLabel={t('productList.registerCompany')}
      />
    );
  } else if (!all && products.isError) {
    content = <LoadError onRetry={() => void products.refetch()}>{t('productList.error')}</LoadError>;
  } else if (!all) {
    content = <ProductListSkeleton />;
  } else if (all.length === 0) {
    content = (
      <NothingRegistered
        description={t('productList.emptyDescription')}
        href={mayEdit ? myAccountHref('products') : null}
        linkLabel={t('productList.register')}
      />
    );
  } else if (shown.length === 0) {
    content = (
      <EmptyState
        icon={<SearchX aria-hidden size={40} />}
        title={t('productList.noResultsTitle')}
        description={t('productList.noResultsDescription')}
        headingLevel={headingLevel === 2 ? 3 : 4}
        action={
          <ClearFiltersButton
            text={text}
            onClear={() => {
              reset();
              statusRef.current?.focus();
            }}
          />
        }
      />
    );
  } else {
    content = (
      <>
        <ul className={styles.grid}>
          {pageItems.map((app) => (
            <li
              key={app.appUuid}
              className={styles.item}
              // The button pressed (mouse or keyboard): closing the slide-over gives it the focus back.
              onClickCapture={(event) => {
                opener.current = (event.target as HTMLElement).closest('button');
              }}
            >
              <ProductCard
                name={app.name}
                description={app.description}
                imageUrl={firstImageOf(app)}
                noImageLabel={t('productList.noImage')}
                rating={app.averageRating}
                ratingLabel={
                  app.ratings.length > 0 ? t('productList.rating', { value: number.format(app.averageRating) }) : t('productList.noRating')
                }
                viewLabel={t('productList.view')}
                editLabel={t('productList.edit')}
                viewHref={appViewHref(app.appUuid)}
                renderLink={routerLink}
                onEdit={() => {
                  setEditing({ appUuid: app.appUuid, name: app.name });
                  setEditOpen(true);
                }}
                editDisabled={!mayEdit}
                headingLevel={cardHeading}
              />
            </li>
          ))}
        </ul>
        <ListPagination
          text={text}
          page={page}
          pageCount={pageCount}
          onPageChange={(next) => {
            go({ ...params, page: next }, false);
            statusRef.current?.focus();
          }}
        />
      </>
    );
  }

  const editedName = (editing && all?.find((app) => app.appUuid === editing.appUuid)?.name) ?? editing?.name ?? '';

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <div className={styles.top}>
        <Heading id={titleId} className={settings.panelTitle}>
          {t('productList.title')}
        </Heading>
        {withFilter ? <FilterToggleButton filter={filterToggle(panel, text, count)} /> : null}
      </div>
      <div className={body} data-filters-open={withFilter && open}>
        {withFilter && open ? (
          <div ref={panel.panelRef} onKeyDown={panel.onPanelKeyDown}>
            <ListFilterSidebar text={text} panel={panel} groups={groups} {...draft} onApply={apply} onReset={reset} disabled={!all} />
          </div>
        ) : null}
        <div className={results}>
          {withFilter ? (
            <div className={summary}>
              <p ref={statusRef} tabIndex={-1} role="status" className={styles.status}>
                {resultsLine(text, { total: shown.length, page, pageCount, from, to })}
              </p>
            </div>
          ) : null}
          {content}
        </div>
      </div>
      <SlideOver
        open={editOpen}
        onOpenChange={(next) => {
          if (!next) closeEdit();
        }}
        title={t('productList.editTitle', { name: editedName })}
        closeLabel={t('productList.closeEdit')}
        size="lg"
      >
        {editing ? <ProductEditForm key={editing.appUuid} appUuid={editing.appUuid} onDone={closeEdit} headingLevel={3} /> : null}
      </SlideOver>
    </section>
  );
}
