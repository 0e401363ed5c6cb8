import { useDeferredValue, useMemo, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { SearchX, Store } from 'lucide-react';
import { AppCardSkeleton } from '@portal-fiscal/ui/AppCardSkeleton';
import { EmptyState } from '@portal-fiscal/ui/EmptyState';
import type { FilterValue } from '@portal-fiscal/ui/FilterSidebar';
import { Link as UiLink } from '@portal-fiscal/ui/Link';
import { paths } from '../../paths';
import { permissionsAtom } from '../../lib/session';
import {
  BadListAddress,
  ClearFiltersButton,
  FilterListBody,
  ListPageHeader,
  ListPageMissing,
  ListPagination,
  ListFilterSidebar,
  ListLoading,
  filterToggle,
  useFilterDraft,
  useFilterPanel,
  type FilterToggle,
} from '../../shell/FilterList';
import { resultsLine, useListTexts } from '../../shell/listTexts';
import {
  APPS_PAGE_SIZE,
  APPS_SKELETON_COUNT,
  DEFAULT_LIST_PARAMS,
  activeFilterCount,
  listFilters,
  listSearch,
  pageCountOf,
  parseListParams,
  type AppsListParams,
} from './listParams';
import { MarketplaceAppCard } from './MarketplaceAppCard';
import { useAppsPage, useCategories } from '../../data/marketplace';
import * as pageStyles from '../../shell/page.css';
import * as shared from './marketplace.css';
import * as styles from './AppsListPage.css';

const SOLUTION_GROUP = 'solution';
/** Cards of the widest first row: their images load at once (the page's largest paint), the others as they near the viewport. */
const FIRST_ROW = 5;
const listHref = (params: AppsListParams) => `${paths.appsList}${listSearch(params)}`;
const toFilterValue = (params: AppsListParams): FilterValue => ({ search: params.q, selected: { [SOLUTION_GROUP]: params.categories } });

function Header({ filter }: { filter?: FilterToggle }) {
  const { t } = useTranslation('marketplace');
  const { canEditSelf } = useAtomValue(permissionsAtom);
  return (
    <ListPageHeader
      breadcrumbLabel={t('marketplace.breadcrumb')}
      trail={[
        { label: t('marketplace.home'), href: paths.dashboard },
        { label: t('marketplace.list.technologies') },
        { label: t('marketplace.list.fiscalSolutions'), current: true },
      ]}
      title={t('marketplace.list.title')}
      subtitle={t('marketplace.list.subtitle')}
      actions={
        canEditSelf ? (
          <UiLink asChild variant="standalone">
            <Link href={paths.createApp}>{t('marketplace.list.create')}</Link>
          </UiLink>
        ) : null
      }
      {...(filter ? { filter } : {})}
    />
  );
}

/**
 * /apps/list (spec 01 §2 Apps list): the marketplace, one page at a time from `GET /apps/{page}/{size}`,
 * with the filter panel behind its toggle. Search, categories and page live in the address, so a
 * filtered list survives a reload, back and forward, and can be shared.
 */
export default function AppsListPage() {
  const { t } = useTranslation('marketplace');
  const text = useListTexts('marketplace', 'marketplace.list');
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = useMemo(() => parseListParams(search), [search]);
  // Open on arrival when the address already filters, so the user sees why the list is short.
  const panel = useFilterPanel(params ? activeFilterCount(params) > 0 : false);
  const current = params ?? DEFAULT_LIST_PARAMS;
  const draft = useFilterDraft(current, toFilterValue);

  const filters = useMemo(() => listFilters(current), [current]);
  const apps = useAppsPage(current.page, APPS_PAGE_SIZE, filters);
  // The cards render from a deferred value: when a page of apps arrives, React renders them in slices it
  // can interrupt (a phone's main thread stays free for input), and what was shown stays until they are ready.
  const deferredApps = useDeferredValue(apps.data);
  const categories = useCategories();
  const groups = useMemo(
    () => [
      {
        id: SOLUTION_GROUP,
        label: t('marketplace.list.solutionGroup'),
        options: (categories.data ?? []).map((c) => ({ value: c.appCategoriesUuid, label: c.name })),
      },
    ],
    [categories.data, t],
  );

  const resultsRef = useRef<HTMLHeadingElement>(null);
  const go = (next: AppsListParams) => navigate(listHref(next));
  const apply = (value: FilterValue) => go({ q: value.search.trim(), categories: value.selected[SOLUTION_GROUP] ?? [], page: 1 });
  const changePage = (page: number) => {
    go({ ...current, page });
    resultsRef.current?.focus();
  };

  if (!params) {
    return (
      <div className={pageStyles.page} data-page="apps-list">
        <Header />
        <BadListAddress text={text} href={paths.appsList} />
      </div>
    );
  }

  const count = activeFilterCount(current);
  const data = deferredApps;
  const pageCount = data ? pageCountOf(data.total, APPS_PAGE_SIZE) : 1;
  const clearFilters = () => {
    go(DEFAULT_LIST_PARAMS);
    // The button goes with the empty state: focus moves to the results.
    resultsRef.current?.focus();
  };

  let content;
  if (!data) {
    content = (
      <ListLoading text={text} query={apps} grid={shared.grid}>
        <AppCardSkeleton count={APPS_SKELETON_COUNT} label={text('loading')} />
      </ListLoading>
    );
  } else if (data.total === 0) {
    content =
      count > 0 ? (
        <EmptyState
          icon={<SearchX aria-hidden size={40} />}
          title={t('marketplace.list.emptyTitle')}
          description={t('marketplace.list.emptyDescription')}
          action={<ClearFiltersButton text={text} onClear={clearFilters} />}
        />
      ) : (
        <EmptyState
          icon={<Store aria-hidden size={40} />}
          title={t('marketplace.list.noAppsTitle')}
          description={t('marketplace.list.noAppsDescription')}
        />
      );
  } else if (current.page > pageCount && !apps.isPlaceholderData) {
    content = <ListPageMissing text={text} page={current.page} pageCount={pageCount} href={listHref({ ...current, page: 1 })} />;
  } else {
    const updating = apps.isPlaceholderData;
    content = (
      <>
        <ul className={[shared.grid, styles.list].join(' ')} aria-busy={updating || undefined}>
          {data.apps.map((app, index) => (
            <li key={app.appUuid}>
              <MarketplaceAppCard app={app} headingLevel="h3" imageLoading={index < FIRST_ROW ? 'eager' : 'lazy'} />
            </li>
          ))}
        </ul>
        <ListPagination text={text} page={Math.min(current.page, pageCount)} pageCount={pageCount} onPageChange={changePage} />
      </>
    );
  }

  const from = data && data.total > 0 ? (data.page - 1) * data.size + 1 : 0;
  const to = data ? Math.min(data.total, from + data.apps.length - 1) : 0;

  return (
    <div className={pageStyles.page} data-page="apps-list">
      <Header filter={filterToggle(panel, text, count)} />
      <FilterListBody
        panel={
          panel.open ? (
            <ListFilterSidebar
              text={text}
              panel={panel}
              groups={groups}
              {...draft}
              onApply={apply}
              onReset={() => {
                draft.onChange(toFilterValue(DEFAULT_LIST_PARAMS));
                go(DEFAULT_LIST_PARAMS);
              }}
              {...(categories.isError ? { emptyGroupLabel: t('marketplace.list.optionsError') } : {})}
            />
          ) : null
        }
        panelRef={panel.panelRef}
        onPanelKeyDown={panel.onPanelKeyDown}
        panelId={panel.panelId}
        resultsRef={resultsRef}
        resultsHeading={t('marketplace.list.fiscalSolutions')}
        status={
          data && data.total > 0
            ? resultsLine(text, { total: data.total, page: Math.min(current.page, pageCount), pageCount, from, to })
            : apps.isPlaceholderData
              ? t('marketplace.list.updating')
              : null
        }
      >
        {content}
      </FilterListBody>
    </div>
  );
}
