import { memo, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Landmark } from 'lucide-react';
import type { Lei } from '@portal-fiscal/api-client';
import type { FilterGroup, FilterValue } from '@portal-fiscal/ui/FilterSidebar';
import { LeiCard } from '@portal-fiscal/ui/LeiCard';
import { LeiCardSkeleton } from '@portal-fiscal/ui/LeiCardSkeleton';
import { Skeleton } from '@portal-fiscal/ui/Skeleton';
import { paths } from '../../paths';
import { isDesktop } from '../../lib/media';
import { ListFilterSidebar } from '../../shell/FilterList';
import { useIsFrame } from '../../shell/frame';
import { CardListPage, useCardListPage } from '../../shell/CardListPage';
import { resultsLine, useListTexts } from '../../shell/listTexts';
import { pageOf } from '../../lib/listRows';
import { routerLink } from '../../shell/RouterLink';
import {
  DEFAULT_LEIS_PARAMS,
  LEIS_PAGE_SIZE,
  LEIS_SKELETON_COUNT,
  LEI_GROUPS,
  activeLeiFilterCount,
  filterLeis,
  isFiltered,
  leiFacets,
  leisSearch,
  normaliseTags,
  parseLeisParams,
  type LeiFacets,
  type LeisListParams,
} from './leiFilters';
import { leiViewHref } from '../../links/leis';
import { useLeis } from '../../data/leis';
import * as styles from './LeisListPage.css';

const listHref = (params: LeisListParams) => `${paths.leis}${leisSearch(params)}`;
const EMPTY_FACETS: LeiFacets = { tags: [], cidades: [], impostos: [], areas: [] };
/** The search is applied this long after the last key (the list filters as the user types). */
const SEARCH_DELAY_MS = 250;

/** The panel's selections of a state: the default 'every tag' shows every offered tag ticked. */
const selectedOf = (params: LeisListParams, facets: LeiFacets): FilterValue['selected'] => ({
  tags: params.tags ?? facets.tags,
  cidades: params.cidades,
  impostos: params.impostos,
  areas: params.areas,
});

/** Cards of the widest first row: their photos load at once (the page's largest paint), the others as they near the viewport. */
const FIRST_ROW = 6;

/** Memoised: a tick or a keystroke re-renders the page at once, and the cards it already shows stay as they are. */
const Card = memo(function Card({ lei, imageLoading }: { lei: Lei; imageLoading: 'lazy' | 'eager' }) {
  const { t } = useTranslation('leis');
  return (
    <LeiCard
      title={lei.titleSmall ?? lei.title ?? t('leis.notInformed')}
      objectiveHtml={lei.objetivo}
      photoUrl={lei.leiPhoto}
      noPhotoLabel={t('leis.noPhoto')}
      tag={lei.tag}
      providerLogoUrl={lei.appProviderPhoto}
      providerName={lei.appProviderName}
      href={leiViewHref(lei.leiUuid)}
      renderLink={routerLink}
      imageLoading={imageLoading}
    />
  );
});

/**
 * /leis/incentivo (spec 01 §2 Incentive laws list, §4, §5): every lei from `GET /leis`, searched,
 * filtered and paged here. Tags start all selected (removable chips); Cidades, Impostos and Área filter
 * too (any value within a group, every group together); an empty result says so. Ticks and chips apply
 * at once, the search as the user types; the state lives in the address (`?q=&tags=&cidade=&page=`).
 */
export default function LeisListPage() {
  const { t } = useTranslation('leis');
  const text = useListTexts('leis', 'leis.list');
  // Open on arrival on desktop, where the panel sits beside the list; behind its toggle on smaller screens.
  // The frame (built for no width) carries it open, and shows it from 1025 px only (shell/FilterList.tsx).
  const frame = useIsFrame();
  const list = useCardListPage(parseLeisParams, (params) => frame || isDesktop() || (params ? isFiltered(params) : false));
  const { params, navigate, panel, resultsRef } = list;
  const current = params ?? DEFAULT_LEIS_PARAMS;
  const leis = useLeis();
  // The 24 cards render from a deferred value: when the list arrives, React renders them in slices it can
  // interrupt (a phone's main thread stays free for input), and the skeleton stays until they are ready.
  const all = useDeferredValue(leis.data);
  const facets = useMemo(() => (all ? leiFacets(all) : EMPTY_FACETS), [all]);

  // The search field's text: applied to the address a moment after the last key, so typing (spaces
  // included) is never overwritten by the address it produces.
  const [searchText, setSearchText] = useState(current.q);
  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    setSearchText((text) => (text.trim() === current.q ? text : current.q));
  }, [current.q]);
  useEffect(() => () => clearTimeout(searchTimer.current), []);

  // Filter changes replace the address: back leaves the list rather than undoing ticks one by one.
  const go = (next: LeisListParams, replace = true) =>
    navigate(listHref({ ...next, tags: normaliseTags(next.tags, facets.tags) }), { replace });
  const withSelection = (selected: FilterValue['selected'], q: string): LeisListParams => ({
    q: q.trim(),
    tags: selected.tags ?? [],
    cidades: selected.cidades ?? [],
    impostos: selected.impostos ?? [],
    areas: selected.areas ?? [],
    page: 1,
  });
  // The pending search applies to the selection of its moment, not of the keystroke.
  const latest = useRef({ current, facets });
  latest.current = { current, facets };
  const onChange = (value: FilterValue) => {
    clearTimeout(searchTimer.current);
    if (value.search !== searchText) {
      setSearchText(value.search);
      searchTimer.current = setTimeout(
        () => go(withSelection(selectedOf(latest.current.current, latest.current.facets), value.search)),
        SEARCH_DELAY_MS,
      );
      return;
    }
    // A tick or a chip: applied at once, with the search as typed so far.
    go(withSelection(value.selected, searchText));
  };
  const apply = (value: FilterValue) => {
    clearTimeout(searchTimer.current);
    go(withSelection(value.selected, value.search));
    // On a phone the panel covers the list: applying shows the results.
    if (!isDesktop()) {
      panel.setOpen(false);
      resultsRef.current?.focus();
    }
  };
  const reset = () => {
    clearTimeout(searchTimer.current);
    setSearchText('');
    go(DEFAULT_LEIS_PARAMS);
  };

  const groups = useMemo<FilterGroup[]>(
    () => LEI_GROUPS.map((group) => ({ id: group, label: t(`leis.list.groups.${group}`), options: facets[group] })),
    [facets, t],
  );
  // The filters answer at once (a tick shows, the address changes); the cards follow from a deferred copy,
  // so the filtering of every lei (1,000 in the `large` scenario) and the new cards render after that paint.
  const shownParams = useDeferredValue(current);
  const shown = useMemo(() => (all ? filterLeis(all, shownParams) : []), [all, shownParams]);

  // A page past the end shows the page-missing state below, not the last page.
  const { items: pageLeis, pageCount, from, to } = pageOf(shown, shownParams.page, LEIS_PAGE_SIZE);

  return (
    <CardListPage
      name="leis-list"
      header={{
        breadcrumbLabel: t('leis.breadcrumb'),
        trail: [{ label: t('leis.projects') }, { label: t('leis.leis'), current: true }],
        title: t('leis.list.title'),
        subtitle: t('leis.list.subtitle'),
      }}
      text={text}
      list={list}
      allHref={paths.leis}
      filterCount={activeLeiFilterCount(current, facets.tags)}
      sidebar={
        !all ? (
          // The panel's values come with the leis: a placeholder of its size until then, so the chips
          // and groups do not push each other about as they arrive.
          <div id={panel.panelId} className={styles.panelPlaceholder} aria-hidden>
            <Skeleton variant="card" height="560px" />
          </div>
        ) : (
          <ListFilterSidebar
            text={text}
            panel={panel}
            groups={groups}
            value={{ search: searchText, selected: selectedOf(current, facets) }}
            onChange={onChange}
            onApply={apply}
            onReset={reset}
            chipGroupIds={['tags']}
          />
        )
      }
      resultsHeading={t('leis.list.resultsHeading')}
      status={resultsLine(text, { total: shown.length, page: shownParams.page, pageCount, from, to })}
      shows={
        !all
          ? 'loading'
          : all.length === 0
            ? 'nothing'
            : shown.length === 0
              ? 'noMatch'
              : shownParams.page > pageCount
                ? 'pageMissing'
                : 'cards'
      }
      loading={{
        query: leis,
        grid: styles.grid,
        skeleton: (firstPicture) => <LeiCardSkeleton count={LEIS_SKELETON_COUNT} label={text('loading')} firstPicture={firstPicture} />,
      }}
      nothing={{
        icon: <Landmark aria-hidden size={40} />,
        title: t('leis.list.noLeisTitle'),
        description: t('leis.list.noLeisDescription'),
      }}
      noMatch={{
        title: t('leis.list.emptyTitle'),
        description: shownParams.tags?.length === 0 ? t('leis.list.noTagsDescription') : t('leis.list.emptyDescription'),
        onClear: reset,
      }}
      pages={{
        page: shownParams.page,
        pageCount,
        firstPageHref: listHref({ ...shownParams, page: 1 }),
        onPageChange: (page) => go({ ...current, page }, false),
      }}
      cards={{
        items: pageLeis,
        keyOf: (lei) => lei.leiUuid,
        render: (lei, imageLoading) => <Card lei={lei} imageLoading={imageLoading} />,
        firstRow: FIRST_ROW,
        className: styles.grid,
        itemClassName: styles.item,
      }}
    />
  );
}
