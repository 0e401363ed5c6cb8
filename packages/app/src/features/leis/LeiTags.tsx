import { Tag } from '@portal-fiscal/ui/Tag';
import { splitValues } from './leiFilters';
import { tags as tagsClass } from './LeiViewPage.css';

/** A lei's tags ('Cultura, Educação' → two tags), as a list; nothing when it has none. */
export function LeiTags({ tag }: { tag: string | null }) {
  const tags = splitValues(tag);
  if (tags.length === 0) return null;
  return (
    <ul className={tagsClass}>
      {tags.map((value) => (
        <li key={value}>
          <Tag label={value} tone="brand" size="sm" />
        </li>
      ))}
    </ul>
  );
}
