import { CircleCheck } from 'lucide-react';
import { check, empty, item, list, root, title as titleClass } from './FeatureList.css';

export const FEATURE_LIST_HEADING_LEVELS = ['h2', 'h3', 'h4'] as const;
export type FeatureListHeadingLevel = (typeof FEATURE_LIST_HEADING_LEVELS)[number];

export interface FeatureItem {
  id: string | number;
  description: string;
}

export interface FeatureListProps {
  /** The features (an app's main functionalities). Plain strings are accepted too. */
  items: ReadonlyArray<FeatureItem | string>;
  /** Heading above the list, such as 'Principais funcionalidades'. */
  title?: string;
  /** Heading element of `title` in the page outline ('h2' to 'h4'). Defaults to 'h3'. */
  headingLevel?: FeatureListHeadingLevel;
  /** Text when `items` is empty, such as 'Nenhuma funcionalidade cadastrada'. Without it nothing is shown for an empty list. */
  emptyLabel?: string;
  /** Class for the `section` element. */
  className?: string;
}

/** A list of features, each with a check icon and its description ('Principais funcionalidades'). */
export function FeatureList({ items, title, headingLevel = 'h3', emptyLabel, className }: FeatureListProps) {
  const Heading = headingLevel;
  if (items.length === 0 && !emptyLabel && !title) return null;
  return (
    <section className={[root, className].filter(Boolean).join(' ')}>
      {title ? <Heading className={titleClass}>{title}</Heading> : null}
      {items.length === 0 ? (
        emptyLabel ? (
          <p className={empty}>{emptyLabel}</p>
        ) : null
      ) : (
        <ul className={list}>
          {items.map((entry, index) => {
            const feature = typeof entry === 'string' ? { id: index, description: entry } : entry;
            return (
              <li key={feature.id} className={item}>
                <CircleCheck aria-hidden focusable="false" className={check} />
                <span>{feature.description}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
