import { ChevronRight } from 'lucide-react';
import { defaultRenderLink, type RenderLink } from '../renderLink';
import { SKELETON_TEXT_ATTRIBUTE } from '../cardShape';
import * as styles from './Breadcrumb.css';

export interface BreadcrumbItem {
  label: string;
  /** Where the item leads; the current page has none. */
  href?: string;
  /** Marks the current page (`aria-current="page"`); defaults to the last item. */
  current?: boolean;
  /**
   * An item without a link whose text a record's loading state shows before the record has come (its
   * placeholder, such as 'Carregando…'): the name of the record's text it stands for, marked on its text
   * (`data-skeleton-text`, as the record skeletons mark theirs) for the app to write the text into.
   */
  textSlot?: string;
}

export interface BreadcrumbProps {
  /** The trail from home to the current page, in order; items with an `href` (other than the current one) are links. */
  items: readonly BreadcrumbItem[];
  /** The landmark's name, such as 'Trilha de navegação'. */
  label: string;
  /** Renders a link with the app's router: `(props) => <RouterLink {...props} />`. Defaults to `<a>`. */
  renderLink?: RenderLink;
  /**
   * The current item on one line, cut with an ellipsis where its line ends: for a trail whose current item
   * is a record's name (which the page's heading shows whole), so that the trail keeps one height, whatever
   * the name, and the page below it does not move when the name replaces its loading text.
   */
  currentOnOneLine?: boolean;
  /** Class for the `nav` landmark. */
  className?: string;
}

/**
 * The trail from home to the current page ('Home > Marketplace > Nome do app'): a `nav` landmark
 * with an ordered list; the current item is text with `aria-current="page"`. Plug the app's router
 * link in with `renderLink`.
 */
export function Breadcrumb({ items, label, renderLink = defaultRenderLink, currentOnOneLine = false, className }: BreadcrumbProps) {
  const currentIndex = items.findIndex((item) => item.current);
  const current = currentIndex === -1 ? items.length - 1 : currentIndex;
  return (
    <nav aria-label={label} className={[styles.nav, className].filter(Boolean).join(' ')}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isCurrent = index === current;
          const oneLine = isCurrent && currentOnOneLine;
          return (
            <li key={`${item.label}-${index}`} className={[styles.item, oneLine && styles.currentItemOneLine].filter(Boolean).join(' ')}>
              {index > 0 ? <ChevronRight aria-hidden className={styles.separator} /> : null}
              {isCurrent || !item.href ? (
                <span
                  className={[isCurrent ? styles.current : styles.text, oneLine && styles.currentOneLine].filter(Boolean).join(' ')}
                  aria-current={isCurrent ? 'page' : undefined}
                  {...(item.textSlot ? { [SKELETON_TEXT_ATTRIBUTE]: item.textSlot } : {})}
                >
                  {item.label}
                </span>
              ) : (
                renderLink({ href: item.href, className: styles.link, children: item.label })
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
