import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Briefcase,
  Calculator,
  CalendarDays,
  ChartColumn,
  Cpu,
  FolderKanban,
  GraduationCap,
  House,
  Landmark,
  LayoutGrid,
  MessageSquare,
  Newspaper,
  Settings,
  UserRound,
} from 'lucide-react';
import type { HeaderSearchOption } from '@portal-fiscal/ui/AppHeader';
import type { MenuEntry, MenuGroup, MenuItem } from '@portal-fiscal/ui/SideMenu';
import { paths } from '../paths';
import { myAccountHref } from '../links/settingsTabs';

export interface LayoutMenus {
  /** The desktop side menu (spec 01 §2 Layout). */
  side: MenuEntry[];
  /** The mobile menu: the same items, with Minha conta moved into the Configurações dropdown. */
  mobile: MenuEntry[];
  /** Every followable menu option, for the header search (first label wins). */
  search: HeaderSearchOption[];
}

/** A group of the menu: its items under a heading with an icon. */
const group = (id: string, label: string, icon: MenuGroup['icon'], items: MenuItem[]): MenuGroup => ({ id, label, icon, items });

/**
 * The portal's menus, translated. Items without a route are shown as not yet available (hourglass,
 * not clickable). Routes point at the spec's paths even before their pages exist.
 */
export function useLayoutMenus(canEditAll: boolean): LayoutMenus {
  const { t } = useTranslation('layout');
  return useMemo(() => {
    const home: MenuItem = { id: 'home', label: t('layout.items.home'), icon: House, href: paths.dashboard };
    const main: MenuItem[] = [
      home,
      { id: 'news', label: t('layout.items.news'), icon: Newspaper },
      { id: 'agenda', label: t('layout.items.agenda'), icon: CalendarDays },
      { id: 'projects', label: t('layout.items.projects'), icon: FolderKanban, href: paths.leis },
      { id: 'chats', label: t('layout.items.chats'), icon: MessageSquare },
      { id: 'apps', label: t('layout.items.apps'), icon: LayoutGrid, href: paths.appsList },
      { id: 'analytics', label: t('layout.items.analytics'), icon: ChartColumn },
      { id: 'calculator', label: t('layout.items.calculator'), icon: Calculator, href: paths.calculator },
    ];
    const account: MenuItem = { id: 'account', label: t('layout.items.account'), icon: UserRound, href: paths.settings };
    const categories: MenuGroup[] = [
      group('services', t('layout.groups.services'), Briefcase, [
        { id: 'accounting', label: t('layout.items.accounting') },
        { id: 'tech-consulting', label: t('layout.items.techConsulting') },
        { id: 'tax-consulting', label: t('layout.items.taxConsulting') },
      ]),
      group('technologies', t('layout.groups.technologies'), Cpu, [
        { id: 'erps', label: t('layout.items.erps') },
        { id: 'fiscal-solutions', label: t('layout.items.fiscalSolutions'), href: paths.appsList },
      ]),
      group('contents', t('layout.groups.contents'), GraduationCap, [
        { id: 'courses', label: t('layout.items.courses') },
        { id: 'events', label: t('layout.items.events') },
        { id: 'mentoring', label: t('layout.items.mentoring') },
      ]),
      group('projects-group', t('layout.groups.projects'), Landmark, [
        { id: 'incentive-laws', label: t('layout.items.incentiveLaws'), href: paths.leis },
        { id: 'tenders', label: t('layout.items.tenders') },
        { id: 'rfps', label: t('layout.items.rfps') },
      ]),
    ];
    const settings: MenuGroup = {
      id: 'settings',
      label: t('layout.groups.settings'),
      icon: Settings,
      items: [
        { id: 'my-account', label: t('layout.items.myAccount'), href: myAccountHref('profile') },
        ...(canEditAll
          ? [
              { id: 'register-product', label: t('layout.items.registerProduct'), href: myAccountHref('products') },
              { id: 'list-products', label: t('layout.items.listProducts'), href: myAccountHref('products-list') },
              { id: 'company', label: t('layout.items.company'), href: myAccountHref('company') },
            ]
          : []),
      ],
    };

    const side: MenuEntry[] = [...main, account, ...categories];
    const mobile: MenuEntry[] = [...main, ...categories, settings];

    const search: HeaderSearchOption[] = [];
    const seen = new Set<string>();
    const visit = (entries: MenuEntry[]) => {
      for (const entry of entries) {
        if ('items' in entry) visit(entry.items);
        else if (entry.href && !entry.unavailable && !seen.has(entry.label)) {
          seen.add(entry.label);
          search.push({ id: entry.id, label: entry.label, href: entry.href });
        }
      }
    };
    visit(side);
    visit([settings]);
    return { side, mobile, search };
  }, [t, canEditAll]);
}
