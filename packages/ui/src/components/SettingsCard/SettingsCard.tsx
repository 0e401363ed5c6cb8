import { Children, isValidElement, useId, type ReactNode } from 'react';
import { VisuallyHidden } from 'radix-ui';
import { Skeleton } from '../Skeleton';
import { defaultRenderLink, type RenderLink } from '../renderLink';
import * as styles from './SettingsCard.css';

export const SETTINGS_HEADING_LEVELS = [2, 3, 4] as const;
export type SettingsHeadingLevel = (typeof SETTINGS_HEADING_LEVELS)[number];

export interface SettingsCardProps {
  /** The card's title, also the accessible name of its link, e.g. 'Minha conta'. */
  title: string;
  /** One or two sentences under the title. */
  description?: string;
  /** Where the card leads, e.g. '/settings/my-account?tab=profile'. */
  href: string;
  /** A lucide-react icon element (decorative: pass `aria-hidden`). */
  icon?: ReactNode;
  /** Heading level of the title inside the page outline. Defaults to 3. */
  headingLevel?: SettingsHeadingLevel;
  /** Renders the link with the app's router; defaults to a plain `<a>`. */
  renderLink?: RenderLink;
}

/**
 * One entry of the settings home: icon, title (a link over the whole card) and description. The card is an
 * `article` named by its title (a list of cards reads as distinct articles).
 */
export function SettingsCard({ title, description, href, icon, headingLevel = 3, renderLink = defaultRenderLink }: SettingsCardProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      {icon ? (
        <span className={styles.iconBox} aria-hidden>
          {icon}
        </span>
      ) : null}
      <Heading id={titleId} className={styles.title}>
        {renderLink({ href, className: styles.link, children: title })}
      </Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
    </article>
  );
}

export interface SettingsCardGridProps {
  /** The section heading, e.g. 'Configurações'. */
  title?: string;
  /** Welcome text under the heading. */
  description?: string;
  /** Heading level of `title`. Defaults to 2 (cards then use 3). */
  headingLevel?: SettingsHeadingLevel;
  /** Names the list when there is no visible title. */
  'aria-label'?: string;
  /** While the account lookup runs: skeleton cards instead of `children`, and `loadingLabel` announced. */
  loading?: boolean;
  /** Announced while loading, e.g. 'Carregando...'. */
  loadingLabel?: string;
  /** How many skeleton cards. Defaults to 4. */
  skeletonCount?: number;
  /** `SettingsCard` elements; each becomes a list item. */
  children?: ReactNode;
}

/** The settings home grid: an optional heading and welcome text over a responsive list of cards. */
export function SettingsCardGrid({
  title,
  description,
  headingLevel = 2,
  'aria-label': ariaLabel,
  loading = false,
  loadingLabel,
  skeletonCount = 4,
  children,
}: SettingsCardGridProps) {
  const Heading = `h${headingLevel}` as const;
  const items = Children.toArray(children);
  return (
    <section className={styles.section} aria-label={title ? undefined : ariaLabel}>
      {title ? <Heading className={styles.heading}>{title}</Heading> : null}
      {description ? <p className={styles.intro}>{description}</p> : null}
      {loading ? (
        <>
          <div className={styles.grid} aria-hidden>
            {Array.from({ length: skeletonCount }, (_, index) => (
              <div key={index} className={styles.card}>
                <Skeleton variant="circle" width="44px" />
                <Skeleton variant="text" lines={2} />
              </div>
            ))}
          </div>
          {loadingLabel ? <VisuallyHidden.Root role="status">{loadingLabel}</VisuallyHidden.Root> : null}
        </>
      ) : (
        <ul className={styles.grid} aria-label={title ?? ariaLabel}>
          {items.map((child, index) => (
            <li key={(isValidElement(child) && child.key) || index} className={styles.item}>
              {child}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
