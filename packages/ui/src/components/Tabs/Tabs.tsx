import { useEffect, useRef, type ReactNode } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import * as styles from './Tabs.css';

export interface TabItem {
  /** Stable value; for URL-held tabs the query value, such as 'gerenciar-aplicativos'. */
  value: string;
  label: string;
  /** The panel shown while this tab is selected. */
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** The tabs, in order: value, label such as 'Visão geral', panel content and optional `disabled`. */
  items: readonly TabItem[];
  /** Controlled selected value (tabs held in the URL: `?tab=`). */
  value?: string;
  /** Uncontrolled initial value (the first item when absent). */
  defaultValue?: string;
  /** Called with the new value (write it to the URL for URL-held tabs). */
  onValueChange?: (value: string) => void;
  /** The tab list's accessible name, such as 'Seções do aplicativo'. */
  label: string;
  /** Class for the root `div` (Radix Tabs root) around the tab list and the panels. */
  className?: string;
}

/**
 * Tabs (Radix Tabs): arrow keys move between tabs and select them, Home/End jump, Tab moves into the
 * panel. Controlled with `value` + `onValueChange` when the tab lives in the URL (`?tab=`).
 */
export function Tabs({ items, value, defaultValue, onValueChange, label, className }: TabsProps) {
  // A click selects on mouse down and again on the focus that follows, before a controlled `value`
  // has caught up: report each new value once, so a URL-held tab adds one history entry per click.
  const reported = useRef(value);
  useEffect(() => {
    reported.current = value;
  }, [value]);
  const report = (next: string) => {
    if (value !== undefined) {
      if (next === reported.current) return;
      reported.current = next;
    }
    onValueChange?.(next);
  };
  return (
    <RadixTabs.Root
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={report}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <RadixTabs.List aria-label={label} className={styles.list}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} className={styles.trigger}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
