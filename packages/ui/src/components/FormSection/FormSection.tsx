import { useId, type ReactNode } from 'react';
import { Collapsible } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import * as styles from './FormSection.css';

export const FORM_SECTION_HEADING_LEVELS = [2, 3, 4] as const;
export type FormSectionHeadingLevel = (typeof FORM_SECTION_HEADING_LEVELS)[number];

export interface FormSectionProps {
  /** The section title, such as 'Dados da empresa'. */
  title: string;
  /** A line under the title. */
  description?: string;
  children: ReactNode;
  /** Controlled open state. */
  open?: boolean;
  /** Uncontrolled initial state (open by default). */
  defaultOpen?: boolean;
  /** Called with the new open state when the title's toggle is pressed. */
  onOpenChange?: (open: boolean) => void;
  /** When false the section is always open and has no toggle. */
  collapsible?: boolean;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: FormSectionHeadingLevel;
  /** Class for the `section` element. */
  className?: string;
}

/**
 * A titled group of form fields that can collapse (Radix Collapsible). The title is a heading that
 * contains the toggle button (`aria-expanded`, `aria-controls`), so it is in the page outline and
 * operable with Enter or Space. Collapsed content stays mounted, so form values survive.
 */
export function FormSection({
  title,
  description,
  children,
  open,
  defaultOpen = true,
  onOpenChange,
  collapsible = true,
  headingLevel = 2,
  className,
}: FormSectionProps) {
  const Heading = `h${headingLevel}` as const;
  const descriptionId = `form-section-${useId()}`;
  const header = (
    <>
      <span className={styles.titleText}>{title}</span>
      {collapsible ? <ChevronDown aria-hidden size={20} className={styles.chevron} /> : null}
    </>
  );
  return (
    <Collapsible.Root
      open={collapsible ? open : true}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      disabled={!collapsible}
      className={[styles.section, className].filter(Boolean).join(' ')}
      asChild
    >
      <section aria-labelledby={`${descriptionId}-title`}>
        <div className={styles.header}>
          <Heading className={styles.heading} id={`${descriptionId}-title`}>
            {collapsible ? (
              <Collapsible.Trigger className={styles.trigger} aria-describedby={description ? descriptionId : undefined}>
                {header}
              </Collapsible.Trigger>
            ) : (
              header
            )}
          </Heading>
          {description ? (
            <p id={descriptionId} className={styles.description}>
              {description}
            </p>
          ) : null}
        </div>
        <Collapsible.Content className={styles.content} forceMount>
          <div className={styles.inner}>{children}</div>
        </Collapsible.Content>
      </section>
    </Collapsible.Root>
  );
}
