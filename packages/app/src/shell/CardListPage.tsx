import { useMemo, useRef, type ComponentProps, type ReactNode, type RefObject } from 'react';
import { useLocation, useSearch } from 'wouter';
import { SearchX } from 'lucide-react';
import { EmptyState } from '@portal-fiscal/ui/EmptyState';
import {
  BadListAddress,
  ClearFiltersButton,
  FilterListBody,
  ListLoading,
  ListPageHeader,
  ListPageMissing,
  ListPagination,
  filterToggle,
  useFilterPanel,
} from './FilterList';
import { useFramePicture } from '../lib/framePicture';
import type { ListKey, ListPageKey, ListText } from './listTexts';
import * as shared from './page.css';

/**
 * The opening of a card list page (the leis, the marketplace): its parameters read from the address (null
 * when they cannot be read), the filter panel (open on arrival as `openAtFirst` says) and the results'
 * hidden heading, which takes the focus when the cards change under the user (a page, a cleared filter).
 */
export function useCardListPage<Params>(parse: (search: string) => Params | null, openAtFirst: (params: Params | null) => boolean) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = useMemo(() => parse(search), [parse, search]);
  const panel = useFilterPanel(openAtFirst(params));
  const resultsRef = useRef<HTMLHeadingElement>(null);
  return { params, navigate, panel, resultsRef };
}

/** What a card list shows under its count line. */
export type CardListShows = 'loading' | 'nothing' | 'noMatch' | 'pageMissing' | 'cards';

interface CardListPageProps<Item> {
  /** The page's `data-page`. */
  name: string;
  header: Omit<ComponentProps<typeof ListPageHeader>, 'filter'>;
  text: ListText<ListKey | ListPageKey>;
  list: { params: unknown; panel: ReturnType<typeof useFilterPanel>; resultsRef: RefObject<HTMLHeadingElement | null> };
  /** The whole list, where a malformed address links to. */
  allHref: string;
  filterCount: number;
  /** The open filter panel's content. */
  sidebar: ReactNode;
  resultsHeading: string;
  status: ReactNode;
  shows: CardListShows;
  /**
   * While the cards load: the query (its failure and retry) and the skeleton cards in the list's grid,
   * given the picture the first skeleton card keeps (the first card's, which the address's frame showed
   * there: lib/framePicture.ts), or undefined.
   */
  loading: { query: ComponentProps<typeof ListLoading>['query']; grid: string; skeleton: (firstPicture: string | undefined) => ReactNode };
  /** No record at all. */
  nothing: { icon: ReactNode; title: string; description: string };
  /** Records, but none that the filters let through; `onClear` is 'Limpar filtros'. */
  noMatch: { title: string; description: string; onClear: () => void };
  /** `page` is the one asked for; `firstPageHref` is where a page past the end links to. */
  pages: { page: number; pageCount: number; firstPageHref: string; onPageChange: (page: number) => void };
  /** The cards of the page: those of the first row (`firstRow`) load their images at once. */
  cards: {
    items: readonly Item[];
    keyOf: (item: Item) => string;
    render: (item: Item, imageLoading: 'eager' | 'lazy') => ReactNode;
    firstRow: number;
    className: string;
    itemClassName?: string;
    busy?: boolean;
  };
}

/**
 * A card list page (the leis, the marketplace): its header with the filter toggle, the filter panel beside
 * the results, and the results themselves: loading (or its failure), nothing at all, nothing that the filters
 * let through, a page past the end, or the page's cards and the pagination. A malformed address shows the
 * header alone and a link to the whole list. The page gives its texts, its filters, its call and its card.
 */
export function CardListPage<Item>(props: CardListPageProps<Item>) {
  const { name, header, text, list, allHref, filterCount, sidebar, resultsHeading, status } = props;
  const { panel, resultsRef } = list;
  if (list.params === null) {
    return (
      <div className={shared.page} data-page={name}>
        <ListPageHeader {...header} />
        <BadListAddress text={text} href={allHref} />
      </div>
    );
  }
  return (
    <div className={shared.page} data-page={name}>
      <ListPageHeader {...header} filter={filterToggle(panel, text, filterCount)} />
      <FilterListBody
        panel={panel.open ? sidebar : null}
        panelRef={panel.panelRef}
        onPanelKeyDown={panel.onPanelKeyDown}
        panelId={panel.panelId}
        resultsRef={resultsRef}
        resultsHeading={resultsHeading}
        status={status}
      >
        <CardListResults {...props} />
      </FilterListBody>
    </div>
  );
}

function CardListResults<Item>({ text, list, shows, loading, nothing, noMatch, pages, cards }: CardListPageProps<Item>) {
  // The focus goes to the results when the cards change under the user.
  const focusResults = () => list.resultsRef.current?.focus();
  // The frame's first picture is for its address's first load: once the list there has shown what it
  // loaded, no later skeleton shows it.
  const picture = useFramePicture(shows === 'loading');
  switch (shows) {
    case 'loading':
      return (
        <ListLoading text={text} query={loading.query} grid={loading.grid}>
          {loading.skeleton(picture)}
        </ListLoading>
      );
    case 'nothing':
      return <EmptyState {...nothing} />;
    case 'noMatch': {
      const clear = () => {
        noMatch.onClear();
        focusResults();
      };
      return (
        <EmptyState
          icon={<SearchX aria-hidden size={40} />}
          title={noMatch.title}
          description={noMatch.description}
          action={<ClearFiltersButton text={text} onClear={clear} />}
        />
      );
    }
    case 'pageMissing':
      return <ListPageMissing text={text} page={pages.page} pageCount={pages.pageCount} href={pages.firstPageHref} />;
    case 'cards':
      return (
        <>
          <ul className={cards.className} aria-busy={cards.busy || undefined}>
            {cards.items.map((item, index) => (
              <li key={cards.keyOf(item)} className={cards.itemClassName}>
                {cards.render(item, index < cards.firstRow ? 'eager' : 'lazy')}
              </li>
            ))}
          </ul>
          <ListPagination
            text={text}
            page={Math.min(pages.page, pages.pageCount)}
            pageCount={pages.pageCount}
            onPageChange={(page) => {
              pages.onPageChange(page);
              focusResults();
            }}
          />
        </>
      );
  }
}
