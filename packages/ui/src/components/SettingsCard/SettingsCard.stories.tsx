import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Building2, LayoutGrid, ListChecks, PackagePlus, Store, UserRound, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { SettingsCard, SettingsCardGrid, SETTINGS_HEADING_LEVELS } from './SettingsCard';

interface CardData {
  key: string;
  icon: ReactNode;
  href: string;
  pt: [string, string];
  en: [string, string];
}

const ALL_CARDS: CardData[] = [
  {
    key: 'account',
    icon: <UserRound size={22} />,
    href: '/settings/my-account?tab=profile',
    pt: ['Minha conta', 'Gerencie seu perfil, suas imagens e suas preferências.'],
    en: ['My account', 'Manage your profile, images and preferences.'],
  },
  {
    key: 'products',
    icon: <PackagePlus size={22} />,
    href: '/settings/my-account?tab=products',
    pt: ['Cadastrar produto', 'Cadastre uma nova solução fiscal no marketplace.'],
    en: ['Register product', 'Register a new tax solution in the marketplace.'],
  },
  {
    key: 'list',
    icon: <ListChecks size={22} />,
    href: '/settings/my-account?tab=products-list',
    pt: ['Listar Produtos', 'Veja e edite os produtos da sua empresa.'],
    en: ['Product list', "See and edit your company's products."],
  },
  {
    key: 'company',
    icon: <Building2 size={22} />,
    href: '/settings/my-account?tab=company',
    pt: ['Empresa', 'Logo, nome, descrição e tipo de fornecedor.'],
    en: ['Company', 'Logo, name, description and provider type.'],
  },
  {
    key: 'apps',
    icon: <LayoutGrid size={22} />,
    href: '/settings/management?tab=gerenciar-aplicativos',
    pt: ['Aplicativos', 'Administre todos os aplicativos do marketplace.'],
    en: ['Apps', 'Manage every app in the marketplace.'],
  },
  {
    key: 'providers',
    icon: <Store size={22} />,
    href: '/settings/management?tab=gerenciar-providers',
    pt: ['Providers', 'Fornecedores cadastrados e seus status.'],
    en: ['Providers', 'Registered providers and their status.'],
  },
  {
    key: 'users',
    icon: <Users size={22} />,
    href: '/settings/management?tab=gerenciar-usuarios',
    pt: ['Usuários', 'Contas, perfis de acesso e empresas.'],
    en: ['Users', 'Accounts, roles and companies.'],
  },
];

const cards = (locale: 'pt' | 'en', count = ALL_CARDS.length) =>
  ALL_CARDS.slice(0, count).map((c) => (
    <SettingsCard key={c.key} icon={c.icon} href={c.href} title={c[locale][0]} description={c[locale][1]} />
  ));

/**
 * The settings home: a welcome heading and a grid of cards. An administrator sees seven cards, a
 * provider administrator four (profile, products, products-list, company), anyone else only
 * 'Minha conta'. Each card's title is a link that covers the whole card; pass `renderLink` to use
 * the app's router link instead of a plain `<a>`.
 */
const meta = {
  title: 'Configurações/SettingsCard',
  id: 'configuracoes-settingscard',
  component: SettingsCardGrid,
  args: {
    title: 'Configurações',
    description: 'Bem-vindo à área administrativa. Escolha o que deseja gerenciar.',
    children: cards('pt'),
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: SETTINGS_HEADING_LEVELS },
    children: { control: false },
  },
  parameters: {
    localeArgs: {
      en: { title: 'Settings', description: 'Welcome to the admin area. Choose what you want to manage.', children: cards('en') },
    },
  },
} satisfies Meta<typeof SettingsCardGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Administrator: seven cards. */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Configurações' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    // Each card is an article named by its title: a screen reader's list of articles tells them apart.
    const articles = within(list).getAllByRole('article');
    await expect(articles).toHaveLength(7);
    for (const [i, card] of ALL_CARDS.entries()) await expect(articles[i]).toHaveAccessibleName(card.pt[0]);
    const link = canvas.getByRole('link', { name: 'Minha conta' });
    await expect(link).toHaveAttribute('href', '/settings/my-account?tab=profile');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** Provider administrator: four cards. */
export const ProviderAdmin: Story = {
  args: { children: cards('pt', 4) },
  parameters: { localeArgs: { en: { children: cards('en', 4) } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(4);
  },
};

/** Any other user, or when the account lookup fails: only 'Minha conta'. */
export const OnlyMyAccount: Story = {
  args: { children: cards('pt', 1) },
  parameters: { localeArgs: { en: { children: cards('en', 1) } } },
};

const onNavigate = fn();

/** With a router: `renderLink` draws the link; here it records the navigation instead of leaving. */
export const WithRouterLink: Story = {
  args: {
    children: ALL_CARDS.slice(0, 2).map((c) => (
      <SettingsCard
        key={c.key}
        icon={c.icon}
        href={c.href}
        title={c.pt[0]}
        description={c.pt[1]}
        renderLink={({ href, className, children }) => (
          <a
            href={href}
            className={className}
            onClick={(event) => {
              event.preventDefault();
              onNavigate(href);
            }}
          >
            {children}
          </a>
        )}
      />
    )),
  },
  play: async ({ canvasElement }) => {
    onNavigate.mockClear();
    const link = within(canvasElement).getByRole('link', { name: 'Cadastrar produto' });
    await userEvent.click(link);
    await expect(onNavigate).toHaveBeenCalledWith('/settings/my-account?tab=products');
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(onNavigate).toHaveBeenCalledTimes(2);
  },
};

/** No visible heading: the list is named by `aria-label`. */
export const WithoutHeading: Story = {
  args: { title: undefined, description: undefined, 'aria-label': 'Atalhos de configuração' },
  parameters: { localeArgs: { en: { 'aria-label': 'Settings shortcuts' } } },
};

export const LongPortugueseText: Story = {
  args: {
    description:
      'Bem-vindo à área administrativa do Portal Fiscal. Aqui você gerencia seu perfil, os produtos e a empresa cadastrada, além de administrar aplicativos, fornecedores e usuários do marketplace de soluções tributárias.',
    children: [
      <SettingsCard
        key="long"
        icon={<Building2 size={22} />}
        href="/settings/my-account?tab=company"
        title="Informações da empresa, responsáveis legais e documentação fiscal obrigatória"
        description="Mantenha atualizados a razão social, a descrição comercial, o tipo de fornecedor e a logomarca exibidos na vitrine de soluções de apuração de ICMS, PIS/COFINS e obrigações acessórias."
      />,
      ...cards('pt', 3),
    ],
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** While the account lookup runs: skeleton cards and a 'Carregando...' announcement. */
export const Loading: Story = {
  args: { loading: true, loadingLabel: 'Carregando...', children: undefined },
  parameters: { localeArgs: { en: { loadingLabel: 'Loading...', children: undefined } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando...');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The English args (locale toolbar set to English). */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'My account' })).toBeVisible();
  },
};
