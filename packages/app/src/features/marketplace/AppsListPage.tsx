import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Store } from 'lucide-react';
import type { Permissions } from '@portal-fiscal/api-client';
import { AppCardSkeleton } from '@portal-fiscal/ui/AppCardSkeleton';
import type { FilterValue } from '@portal-fiscal/ui/FilterSidebar';
import { Link as UiLink } from '@portal-fiscal/ui/Link';
import { paths } from '../../paths';
import { useRolePart } from '../../shell/frame';
import { ListFilterSidebar, useFilterDraft } from '../../shell/FilterList';
import { CardListPage, useCardListPage } from '../../shell/CardListPage';
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
import * as shared from './marketplace.css';
import * as styles from './AppsListPage.css';

const SOLUTION_GROUP = 'solution';
/** Cards of the widest first row: their images load at once (the page's largest paint), the others as they near the viewport. */
const FIRST_ROW = 5;
const canCreateApps = (permissions: Permissions) => permissions.canEditSelf;
const listHref = (params: AppsListParams) => `${paths.appsList}${listSearch(params)}`;
const toFilterValue = (params: AppsListParams): FilterValue => ({ search: params.q, selected: { [SOLUTION_GROUP]: params.categories } });

/**
 * /apps/list (spec 01 §2 Apps list): the marketplace, one page at a time from `GET /apps/{page}/{size}`,
 * with the filter panel behind its toggle. Search, categories and page live in the address, so a
 * filtered list survives a reload, back and forward, and can be shared.
 */
export default function AppsListPage() {
  const { t } = useTranslation('marketplace');
  const text = useListTexts('marketplace', 'marketplace.list');
  // 'Cadastrar aplicativo': for a role that manages its own apps (in a frame, for everyone, drawn by the role).
  const createLink = useRolePart(canCreateApps);
  // Open on arrival when the address already filters, so the user sees why the list is short.
  const list = useCardListPage(parseListParams, (params) => (params ? activeFilterCount(params) > 0 : false));
  const { params, navigate, panel } = list;
  const current = params ?? DEFAULT_LIST_PARAMS;
  const draft = useFilterDraft(current, toFilterValue);

  const filters = useMemo(() => listFilters(current), [current]);
  const apps = useAppsPage(current.page, APPS_PAGE_SIZE, filters);
  // The cards render from a deferred value: when a page of apps arrives, React renders them in slices it
  // can interrupt (a phone's main thread stays free for input), and what was shown stays until they are ready.
  const data = useDeferredValue(apps.data);
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

  const go = (next: AppsListParams) => navigate(listHref(next));
  const apply = (value: FilterValue) => go({ q: value.search.trim(), categories: value.selected[SOLUTION_GROUP] ?? [], page: 1 });

  const count = activeFilterCount(current);
  const pageCount = data ? pageCountOf(data.total, APPS_PAGE_SIZE) : 1;
  const from = data && data.total > 0 ? (data.page - 1) * data.size + 1 : 0;
  const to = data ? Math.min(data.total, from + data.apps.length - 1) : 0;

  return (
    <CardListPage
      name="apps-list"
      header={{
        breadcrumbLabel: t('marketplace.breadcrumb'),
        trail: [
          { label: t('marketplace.home'), href: paths.dashboard },
          { label: t('marketplace.list.technologies') },
          { label: t('marketplace.list.fiscalSolutions'), current: true },
        ],
        title: t('marketplace.list.title'),
        subtitle: t('marketplace.list.subtitle'),
        actions: createLink ? (
          <UiLink asChild variant="standalone">
            <Link href={paths.createApp} {...createLink}>
              {t('marketplace.list.create')}
            </Link>
          </UiLink>
        ) : null,
      }}
      text={text}
      list={list}
      allHref={paths.appsList}
      filterCount={count}
      sidebar={
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
      }
      resultsHeading={t('marketplace.list.fiscalSolutions')}
      status={
        data && data.total > 0
          ? resultsLine(text, { total: data.total, page: Math.min(current.page, pageCount), pageCount, from, to })
          : apps.isPlaceholderData
            ? t('marketplace.list.updating')
            : null
      }
      shows={
        !data
          ? 'loading'
          : data.total === 0
            ? count > 0
              ? 'noMatch'
              : 'nothing'
            : current.page > pageCount && !apps.isPlaceholderData
              ? 'pageMissing'
              : 'cards'
      }
      loading={{
        query: apps,
        grid: shared.grid,
        skeleton: (firstPicture) => <AppCardSkeleton count={APPS_SKELETON_COUNT} label={text('loading')} firstPicture={firstPicture} />,
      }}
      nothing={{
        icon: <Store aria-hidden size={40} />,
        title: t('marketplace.list.noAppsTitle'),
        description: t('marketplace.list.noAppsDescription'),
      }}
      noMatch={{
        title: t('marketplace.list.emptyTitle'),
        description: t('marketplace.list.emptyDescription'),
        onClear: () => go(DEFAULT_LIST_PARAMS),
      }}
      pages={{
        page: current.page,
        pageCount,
        firstPageHref: listHref({ ...current, page: 1 }),
        onPageChange: (page) => go({ ...current, page }),
      }}
      cards={{
        items: data?.apps ?? [],
        keyOf: (app) => app.appUuid,
        render: (app, imageLoading) => <MarketplaceAppCard app={app} headingLevel="h3" imageLoading={imageLoading} />,
        firstRow: FIRST_ROW,
        className: [shared.grid, styles.list].join(' '),
        busy: apps.isPlaceholderData,
      }}
    />
  );
}
