import { useId, useMemo, type ReactNode } from 'react';
import { body, empty, html as htmlClass, section, title as titleClass } from './LeiSection.css';
import { sanitizeHtml } from './sanitize';

export const LEI_SECTION_HEADING_LEVELS = ['h2', 'h3', 'h4'] as const;
export type LeiSectionHeadingLevel = (typeof LEI_SECTION_HEADING_LEVELS)[number];

export interface LeiSectionProps {
  /** Section title: 'Objetivo', 'Contrapartida', 'Locais de execução', 'Público Alvo', 'Total Impactados', 'Investimento'. */
  title: string;
  /** Plain text content (line breaks are kept). */
  text?: string | null;
  /** HTML content from the backend; it is sanitised with DOMPurify before rendering. */
  html?: string | null;
  /** Any other content, such as a `MoneyBRL`. Takes precedence over `html` and `text`. */
  children?: ReactNode;
  /** Shown when there is no content, such as 'Não informado'. */
  emptyLabel?: string;
  /** Heading element of the title in the page outline ('h2' to 'h4'). Defaults to 'h2'. */
  headingLevel?: LeiSectionHeadingLevel;
  /** Class for the `section` element. */
  className?: string;
}

/** A titled block of the lei page. Accepts nodes, plain text, or HTML (sanitised here). */
export function LeiSection({ title, text, html, children, emptyLabel, headingLevel = 'h2', className }: LeiSectionProps) {
  const Heading = headingLevel;
  const headingId = useId();
  const safe = useMemo(() => (html ? sanitizeHtml(html) : ''), [html]);
  let content: ReactNode;
  if (children != null && children !== false) content = children;
  else if (String(safe).trim()) content = <div className={htmlClass} dangerouslySetInnerHTML={{ __html: safe }} />;
  else if (text && text.trim()) content = <p className={body}>{text}</p>;
  else content = emptyLabel ? <p className={empty}>{emptyLabel}</p> : null;
  return (
    <section className={[section, className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <Heading id={headingId} className={titleClass}>
        {title}
      </Heading>
      {content}
    </section>
  );
}
