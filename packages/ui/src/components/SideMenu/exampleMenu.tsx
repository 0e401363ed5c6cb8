/**
 * A realistic menu from the spec (01-portal.md, Layout), for stories only: the app builds its own
 * from its route table and translations. Not exported from the package.
 */
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
import type { RenderLink } from '../renderLink';
import type { MenuEntry, MenuGroup } from './menuTypes';

type Locale = 'pt-BR' | 'en';
const t = (locale: Locale, pt: string, en: string) => (locale === 'en' ? en : pt);

/** The desktop side menu: main items, then the categories Serviços, Tecnologias, Conteúdos and Projetos. */
export function exampleMenu(locale: Locale = 'pt-BR'): MenuEntry[] {
  return [
    { id: 'home', label: t(locale, 'Home', 'Home'), icon: House, href: '/dashboard' },
    { id: 'news', label: t(locale, 'Notícias', 'News'), icon: Newspaper },
    { id: 'agenda', label: t(locale, 'Agenda', 'Calendar'), icon: CalendarDays },
    { id: 'projects', label: t(locale, 'Meus projetos', 'My projects'), icon: FolderKanban, href: '/leis/incentivo' },
    { id: 'chats', label: t(locale, 'Conversas', 'Conversations'), icon: MessageSquare },
    { id: 'apps', label: t(locale, 'Apps', 'Apps'), icon: LayoutGrid, href: '/apps/list' },
    {
      id: 'analytics',
      label: t(locale, 'Analytics Personalizado', 'Custom analytics'),
      icon: ChartColumn,
      href: '/analytics',
      unavailable: true,
    },
    { id: 'calculator', label: t(locale, 'Calculadora da Reforma', 'Reform calculator'), icon: Calculator, href: '/calculadora' },
    { id: 'account', label: t(locale, 'Minha conta', 'My account'), icon: UserRound, href: '/settings' },
    ...exampleCategories(locale),
  ];
}

/** The four categories of the spec. */
export function exampleCategories(locale: Locale = 'pt-BR'): MenuGroup[] {
  return [
    {
      id: 'services',
      label: t(locale, 'Serviços', 'Services'),
      icon: Briefcase,
      items: [
        { id: 'accounting', label: t(locale, 'Contabilidades', 'Accounting firms') },
        { id: 'tech-consulting', label: t(locale, 'Consultorias Tech', 'Tech consulting') },
        { id: 'tax-consulting', label: t(locale, 'Consultorias Tributárias', 'Tax consulting') },
      ],
    },
    {
      id: 'technologies',
      label: t(locale, 'Tecnologias', 'Technologies'),
      icon: Cpu,
      items: [
        { id: 'erps', label: 'ERPs' },
        { id: 'fiscal-solutions', label: t(locale, 'Soluções Fiscais', 'Tax solutions'), href: '/apps/list' },
      ],
    },
    {
      id: 'contents',
      label: t(locale, 'Conteúdos', 'Content'),
      icon: GraduationCap,
      items: [
        { id: 'courses', label: t(locale, 'Cursos', 'Courses') },
        { id: 'events', label: t(locale, 'Eventos', 'Events') },
        { id: 'mentoring', label: t(locale, 'Mentorias', 'Mentoring') },
      ],
    },
    {
      id: 'projects-group',
      label: t(locale, 'Projetos', 'Projects'),
      icon: Landmark,
      items: [
        { id: 'incentive-laws', label: t(locale, 'Leis de Incentivo', 'Incentive laws'), href: '/leis/incentivo' },
        { id: 'tenders', label: t(locale, 'Licitações', 'Public tenders') },
        { id: 'rfps', label: 'RFPs' },
      ],
    },
  ];
}

/** The mobile menu: the main routes, the categories and Configurações (the editor entries only for edit-all roles). */
export function exampleMobileMenu(locale: Locale = 'pt-BR', canEditAll = true): MenuEntry[] {
  const settings: MenuGroup = {
    id: 'settings',
    label: t(locale, 'Configurações', 'Settings'),
    icon: Settings,
    items: [
      { id: 'my-account', label: t(locale, 'Minha conta', 'My account'), href: '/settings/my-account?tab=profile' },
      ...(canEditAll
        ? [
            { id: 'products', label: t(locale, 'Cadastrar Produto', 'Register product'), href: '/settings/my-account?tab=products' },
            { id: 'products-list', label: t(locale, 'Listar Produtos', 'Product list'), href: '/settings/my-account?tab=products-list' },
            { id: 'company', label: t(locale, 'Empresa', 'Company'), href: '/settings/my-account?tab=company' },
          ]
        : []),
    ],
  };
  return [
    { id: 'home', label: 'Home', icon: House, href: '/dashboard' },
    { id: 'apps', label: 'Apps', icon: LayoutGrid, href: '/apps/list' },
    { id: 'projects', label: t(locale, 'Meus projetos', 'My projects'), icon: FolderKanban, href: '/leis/incentivo' },
    { id: 'calculator', label: t(locale, 'Calculadora da Reforma', 'Reform calculator'), icon: Calculator, href: '/calculadora' },
    ...exampleCategories(locale),
    settings,
  ];
}

/** Every followable route of the menu, for the header's search (label + href). */
export function exampleSearchOptions(locale: Locale = 'pt-BR'): { id: string; label: string; href: string }[] {
  const options: { id: string; label: string; href: string }[] = [];
  const seen = new Set<string>();
  const visit = (entries: MenuEntry[]) => {
    for (const entry of entries) {
      if ('items' in entry) visit(entry.items);
      else if (entry.href && !entry.unavailable && !seen.has(entry.label)) {
        seen.add(entry.label);
        options.push({ id: entry.id, label: entry.label, href: entry.href });
      }
    }
  };
  visit(exampleMobileMenu(locale, true));
  visit(exampleMenu(locale));
  return options;
}

/**
 * A link renderer for stories: it never leaves the story (prevents the navigation) and reports
 * the href instead, like the app's router link would navigate.
 */
export function storyRenderLink(onNavigate: (href: string) => void): RenderLink {
  return function StoryLink({ children, onClick, ...props }) {
    return (
      <a
        {...props}
        onClick={(event) => {
          onClick?.(event);
          event.preventDefault();
          onNavigate(props.href);
        }}
      >
        {children}
      </a>
    );
  };
}
