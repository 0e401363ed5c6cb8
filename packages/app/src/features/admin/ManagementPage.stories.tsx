import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { DEMO_BASE_URLS, createMockHandlers } from '@portal-fiscal/mocks';
import { AppRoutes } from '../../App';
import {
  failingFirst,
  loadedPage,
  type PageQueries,
  pendingGet,
  phoneStory,
  PAGE_PARAMETERS,
  signedInPageStory,
} from '../../testing/pageStory';
import { storyLocation, withPortal } from '../../testing/StoryPortal';

const { apiNode } = DEMO_BASE_URLS;
const realHandlers = createMockHandlers();
const APPS = '/settings/management?tab=gerenciar-aplicativos';
const PROVIDERS = '/settings/management?tab=gerenciar-providers';
const USERS = '/settings/management?tab=gerenciar-usuarios';

const loaded = (canvasElement: HTMLElement, heading: string | RegExp = 'Administração do Marketplace') =>
  loadedPage(canvasElement, 'management', heading);
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const tabNames = async (page: PageQueries) => (await page.findAllByRole('tab')).map((tab) => tab.textContent);
/** The table once its rows are in (not the skeleton). */
async function table(page: PageQueries, name: string) {
  const found = await page.findByRole('table', { name }, { timeout: 8000 });
  await waitFor(() => expect(found).not.toHaveAttribute('aria-busy'), { timeout: 8000 });
  return found;
}
/** The names in the table's row headers, in order (the avatar's initials left out). */
const rowNames = (found: HTMLElement) =>
  within(found)
    .getAllByRole('rowheader')
    .map((cell) => cell.querySelector('[data-row-name]')?.textContent ?? '');
/** The results line above the table ('44 aplicativos · Mostrando 1–20 de 44'). */
const results = (page: PageQueries, pattern: RegExp) => page.findByText(pattern, { selector: 'p[role="status"]' });
const lastAddress = () => storyLocation.current.history.at(-1);

/** Opens a row's menu and picks an item. */
async function rowAction(canvasElement: HTMLElement, page: PageQueries, rowName: string, item: string) {
  await userEvent.click(page.getByRole('button', { name: `Ações para ${rowName}` }));
  const menu = await body(canvasElement).findByRole('menu');
  await userEvent.click(within(menu).getByRole('menuitem', { name: new RegExp(`^${item}`) }));
}

/**
 * /settings/management?tab= — 'Administração do Marketplace': the apps, providers and users tables
 * (the tab, the users' search, the order and the page in the address), each with 4 skeleton rows while
 * loading, an empty state, an error with 'Tentar novamente', sortable headers, pages of 20 and a row
 * menu whose Deletar really deletes, after a confirmation. Signed in as Ana (marketplace admin).
 */
const meta = {
  title: 'Páginas/Configurações/Administração do Marketplace',
  id: 'paginas-configuracoes-administracao-do-marketplace',
  component: AppRoutes,
  ...signedInPageStory({ path: APPS, signedInAs: 'admin@portalfiscal.demo' }),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ana: three tabs, Aplicativos first; every column of the spec; the row menu goes to the app's page. */
export const AdminApps: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await tabNames(page)).toEqual(['Aplicativos', 'Providers', 'Usuários']);
    await expect(page.getByRole('tab', { name: 'Aplicativos' })).toHaveAttribute('aria-selected', 'true');
    const apps = await table(page, 'Aplicativos cadastrados');
    await expect(
      within(apps)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['App', 'Provedor', 'Categoria', 'Avaliação', 'Status', 'Ações']);
    await expect(within(apps).getAllByRole('rowheader')).toHaveLength(20);
    await expect(await results(page, /^44 aplicativos · Mostrando 1–20 de 44$/)).toBeVisible();
    const nfe = within(apps)
      .getByRole('rowheader', { name: /Norte NF-e Express/ })
      .closest('tr') as HTMLElement;
    await expect(nfe).toHaveTextContent('Contábil Norte Tecnologia');
    // The average with 2 decimals, pt-BR, and what it means for a screen reader.
    await expect(nfe).toHaveTextContent(/3,75de 5, 4 avaliações/);
    await expect(within(nfe).getByText('Ativo')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Novo Aplicativo' })).toHaveAttribute('href', '/settings/my-account?tab=products');
    await rowAction(canvasElement, page, 'Norte NF-e Express', 'Editar');
    await waitFor(() => expect(lastAddress()).toBe('/settings/management/app/edit?id=app-0005-norte-nfe'));
  },
};

/** 'Visualizar' opens the app in the marketplace. */
export const ViewAnApp: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await table(page, 'Aplicativos cadastrados');
    await rowAction(canvasElement, page, 'Norte ICMS', 'Visualizar');
    await waitFor(() => expect(lastAddress()).toBe('/app/view?id=app-0001-norte-icms'));
  },
};

/** Providers: Provedor, Apps cadastrados, Criado em (dd/MM/yyyy), Status; the menu's addresses; 'Criar provider'. */
export const ProvidersTab: Story = {
  decorators: [withPortal({ path: PROVIDERS, signedInAs: 'admin@portalfiscal.demo' })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await page.findByRole('tab', { name: 'Providers' })).toHaveAttribute('aria-selected', 'true');
    const providers = await table(page, 'Providers cadastrados');
    await expect(
      within(providers)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Provedor', 'Apps cadastrados', 'Criado em', 'Status', 'Ações']);
    await expect(await results(page, /^17 providers$/)).toBeVisible();
    const norte = within(providers)
      .getByRole('rowheader', { name: /Contábil Norte Tecnologia/ })
      .closest('tr') as HTMLElement;
    await expect(
      within(norte)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(expect.arrayContaining(['Apps cadastrados6', 'Criado em10/03/2025']));
    await expect(page.getByRole('link', { name: 'Criar provider' })).toHaveAttribute(
      'href',
      '/settings/management/providers/create-provider',
    );
    await rowAction(canvasElement, page, 'Contábil Norte Tecnologia', 'Editar');
    await waitFor(() => expect(lastAddress()).toBe('/settings/management/providers/edit?id=prov-0001-contabil-norte'));
  },
};

/** 'Visualizar' on a provider. */
export const ViewAProvider: Story = {
  decorators: [withPortal({ path: PROVIDERS, signedInAs: 'admin@portalfiscal.demo' })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await table(page, 'Providers cadastrados');
    await rowAction(canvasElement, page, 'Fiscaltech Sistemas', 'Visualizar');
    await waitFor(() => expect(lastAddress()).toBe('/settings/management/providers/view?id=prov-0002-fiscaltech'));
  },
};

/**
 * Users: 'Buscar por nome...' ignores case and accents ('otavio' and 'OTÁVIO' find Otávio Pereira) and
 * lives in the address; nothing found says so and clears. Ana's own row: 'Você', and Deletar disabled.
 */
export const UsersSearch: Story = {
  decorators: [withPortal({ path: USERS, signedInAs: 'admin@portalfiscal.demo' })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const users = await table(page, 'Usuários cadastrados');
    await expect(
      within(users)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Usuário', 'Email', 'Perfil', 'Cargo', 'Empresa', 'Status', 'Criado em', 'Ações']);
    await expect(await results(page, /^26 usuários · Mostrando 1–20 de 26$/)).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Buscar por nome' });
    await expect(search).toHaveAttribute('placeholder', 'Buscar por nome...');

    await userEvent.type(search, 'otavio');
    await waitFor(() => expect(rowNames(users)).toEqual(['Otávio Pereira']));
    await expect(lastAddress()).toBe(`${USERS}&q=otavio`);
    await userEvent.clear(search);
    await userEvent.type(search, 'OTÁVIO');
    await waitFor(() => expect(rowNames(users)).toEqual(['Otávio Pereira']));
    await expect(await results(page, /^1 usuário$/)).toBeVisible();
    // Photo or initials, name and email; the cargo; an inactive account in red.
    const row = within(users).getByRole('rowheader').closest('tr') as HTMLElement;
    await expect(row).toHaveTextContent('otavio.pereira@portalfiscal.demo');
    await expect(row).toHaveTextContent('Analista Fiscal');
    await expect(within(row).getByText('Inativo')).toBeVisible();

    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    await expect(await page.findByRole('heading', { name: 'Nenhum usuário encontrado' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Limpar busca' }));
    await expect(search).toHaveValue('');
    await expect(lastAddress()).toBe(USERS);

    // Ana's own row: she cannot delete herself.
    const mine = await table(page, 'Usuários cadastrados');
    const anaRow = within(mine).getByRole('rowheader', { name: /Ana Ribeiro/ });
    await expect(within(anaRow).getByText('Você')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Ações para Ana Ribeiro' }));
    const menu = await body(canvasElement).findByRole('menu');
    const remove = within(menu).getByRole('menuitem', { name: /^Deletar/ });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await expect(remove).toHaveTextContent('É a sua conta');
    await userEvent.keyboard('{Escape}');
  },
};

/** A reload keeps the search: the address opens the users tab already filtered. */
export const UsersSearchFromTheAddress: Story = {
  decorators: [withPortal({ path: `${USERS}&q=patricia`, signedInAs: 'admin@portalfiscal.demo' })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const users = await table(page, 'Usuários cadastrados');
    await expect(page.getByRole('searchbox', { name: 'Buscar por nome' })).toHaveValue('patricia');
    await expect(rowNames(users)).toEqual(['Patrícia Gomes']);
  },
};

/** The spec's users address opens the users tab (and becomes `?tab=gerenciar-usuarios`). */
export const UsersAddress: Story = {
  decorators: [withPortal({ path: '/settings/management/providers/user', signedInAs: 'admin@portalfiscal.demo' })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await waitFor(() => expect(lastAddress()).toBe(USERS));
    await expect(await page.findByRole('tab', { name: 'Usuários' })).toHaveAttribute('aria-selected', 'true');
    await table(page, 'Usuários cadastrados');
  },
};

/** A header orders the rows (ascending, then descending), with aria-sort; the order is in the address, back on page 1. */
export const SortByColumn: Story = {
  decorators: [withPortal({ path: `${APPS}&page=2`, signedInAs: 'admin@portalfiscal.demo' })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const apps = await table(page, 'Aplicativos cadastrados');
    const rating = within(apps).getByRole('columnheader', { name: 'Avaliação' });
    await expect(rating).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(rating).getByRole('button', { name: 'Avaliação' }));
    await expect(rating).toHaveAttribute('aria-sort', 'ascending');
    await expect(lastAddress()).toBe(`${APPS}&sort=rating`);
    await userEvent.click(within(rating).getByRole('button', { name: 'Avaliação' }));
    await expect(rating).toHaveAttribute('aria-sort', 'descending');
    await expect(lastAddress()).toBe(`${APPS}&sort=rating&order=desc`);
    // The header answers at once; the rows follow in a render of their own (a deferred value).
    const averages = () =>
      within(apps)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          Number(
            (row.querySelector('td:nth-child(4)')?.textContent ?? '')
              .replace(/[^\d,]/g, '')
              .replace(',', '.')
              .slice(0, 4),
          ),
        );
    await waitFor(() => expect(averages()).toEqual([...averages()].sort((a, b) => b - a)));
    // By name, by keyboard.
    within(apps).getByRole('button', { name: 'App' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(apps).getByRole('columnheader', { name: 'App' })).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(rowNames(apps)[0]).toBe('Abertura de Empresas Digital'));
  },
};

/** Page 2 of the apps: rows 21 to 40, the page in the address, the focus on the results line. */
export const PageTwo: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const apps = await table(page, 'Aplicativos cadastrados');
    const first = rowNames(apps)[0];
    const pages = page.getByRole('navigation', { name: 'Páginas de aplicativos' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(lastAddress()).toBe(`${APPS}&page=2`));
    const status = await results(page, /^44 aplicativos · Mostrando 21–40 de 44$/);
    await expect(within(pages).getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await expect(status).toHaveFocus();
    await expect(within(apps).getAllByRole('rowheader')).toHaveLength(20);
    await expect(rowNames(apps)).not.toContain(first);
    await userEvent.click(within(pages).getByRole('button', { name: 'Página 3' }));
    await expect(await results(page, /Mostrando 41–44 de 44$/)).toBeVisible();
    await expect(within(apps).getAllByRole('rowheader')).toHaveLength(4);
  },
};

/** The apps never answer: 4 skeleton rows, the table busy, 'Carregando...' announced. */
export const Loading: Story = {
  parameters: { msw: { handlers: { 'apps.list': pendingGet(`${apiNode}/apps/`) } } },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const apps = await page.findByRole('table', { name: 'Aplicativos cadastrados' });
    await expect(apps).toHaveAttribute('aria-busy', 'true');
    await expect(apps.querySelectorAll('tbody tr')).toHaveLength(4);
    await expect(within(apps.parentElement as HTMLElement).getByText('Carregando...')).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'App' })).toBeDisabled();
  },
};

/** The `empty` scenario: no apps, the empty state and 'Novo Aplicativo'. */
export const Empty: Story = {
  parameters: { scenario: 'empty' },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Nenhum aplicativo cadastrado' }, { timeout: 8000 })).toBeVisible();
    await expect(page.queryByRole('table')).toBeNull();
    await expect(page.getByRole('link', { name: 'Novo Aplicativo' })).toBeVisible();
  },
};

/** No users at all (a backend answering an empty list): its own empty state. */
export const EmptyUsers: Story = {
  decorators: [withPortal({ path: USERS, signedInAs: 'admin@portalfiscal.demo' })],
  parameters: { msw: { handlers: { 'account.list': http.get(`${apiNode}/accounts`, () => HttpResponse.json({ accounts: [] })) } } },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Nenhum usuário cadastrado' }, { timeout: 8000 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Criar usuário' })).toHaveAttribute('href', '/settings/management/providers/user-create');
  },
};

const flakyApps = failingFirst('get', `${apiNode}/apps/`);
/** The apps fail (and their automatic retry): the error and 'Tentar novamente', which brings the rows. */
export const ErrorAndRetry: Story = {
  beforeEach: () => flakyApps.reset(),
  parameters: { msw: { handlers: { 'apps.list': [flakyApps.handler, realHandlers['apps.list']] } } },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const message = await page.findByText('Não foi possível carregar os aplicativos.', {}, { timeout: 8000 });
    const notice = message.closest('[role="alert"]') as HTMLElement;
    await expect(notice).not.toBeNull();
    await expect(page.queryByRole('table')).toBeNull();
    await userEvent.click(within(notice).getByRole('button', { name: 'Tentar novamente' }));
    const apps = await table(page, 'Aplicativos cadastrados');
    await expect(within(apps).getAllByRole('rowheader')).toHaveLength(20);
  },
};

/**
 * Deletar: the dialog names the app; 'Cancelar' keeps it; 'Excluir' deletes it through the backend:
 * the row leaves the table, a toast says so, the focus lands on the results line.
 */
export const DeleteConfirmAndCancel: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const apps = await table(page, 'Aplicativos cadastrados');
    await results(page, /^44 aplicativos/);
    await rowAction(canvasElement, page, 'Norte ICMS', 'Deletar');
    let dialog = await body(canvasElement).findByRole('dialog', { name: 'Excluir Norte ICMS?' });
    await expect(dialog).toHaveAccessibleDescription('Esta ação não pode ser desfeita.');
    // It opens on the safe choice.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    await expect(within(dialog).getByText(/sai do marketplace, com as suas imagens/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(rowNames(apps)).toContain('Norte ICMS');
    await waitFor(() => expect(page.getByRole('button', { name: 'Ações para Norte ICMS' })).toHaveFocus());

    await rowAction(canvasElement, page, 'Norte ICMS', 'Deletar');
    dialog = await body(canvasElement).findByRole('dialog', { name: 'Excluir Norte ICMS?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await expect(await body(canvasElement).findByText('Aplicativo Norte ICMS excluído.')).toBeInTheDocument();
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(rowNames(apps)).not.toContain('Norte ICMS'));
    const status = await results(page, /^43 aplicativos/);
    await waitFor(() => expect(status).toHaveFocus());
  },
};

/** A provider that still has apps: the backend refuses (409) and the dialog says why; the row stays. */
export const ProviderWithAppsRefused: Story = {
  decorators: [withPortal({ path: PROVIDERS, signedInAs: 'admin@portalfiscal.demo' })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const providers = await table(page, 'Providers cadastrados');
    await rowAction(canvasElement, page, 'Contábil Norte Tecnologia', 'Deletar');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Excluir Contábil Norte Tecnologia?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Contábil Norte Tecnologia ainda tem 6 aplicativos cadastrados. Exclua-os ou mova-os para outra empresa antes de excluir a empresa.',
    );
    await expect(within(dialog).queryByRole('button', { name: 'Excluir' })).toBeNull();
    const close = within(dialog).getByRole('button', { name: 'Fechar' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.click(close);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(rowNames(providers)).toContain('Contábil Norte Tecnologia');
  },
};

/** A company with neither apps nor users is deleted. */
export const DeleteAnEmptyProvider: Story = {
  decorators: [withPortal({ path: PROVIDERS, signedInAs: 'admin@portalfiscal.demo' })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const providers = await table(page, 'Providers cadastrados');
    await rowAction(canvasElement, page, 'Instituto Cultura Viva', 'Deletar');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Excluir Instituto Cultura Viva?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await expect(await body(canvasElement).findByText('Provider Instituto Cultura Viva excluído.')).toBeInTheDocument();
    await waitFor(() => expect(rowNames(providers)).not.toContain('Instituto Cultura Viva'));
    await expect(await results(page, /^16 providers$/)).toBeVisible();
  },
};

/** Deleting a user by keyboard: the menu, the dialog, the toast; the row goes. */
export const DeleteAUserByKeyboard: Story = {
  decorators: [withPortal({ path: `${USERS}&q=carla`, signedInAs: 'admin@portalfiscal.demo' })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const users = await table(page, 'Usuários cadastrados');
    page.getByRole('button', { name: 'Ações para Carla Mendes' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body(canvasElement).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Visualizar' })).toHaveFocus());
    await userEvent.keyboard('{End}{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Excluir Carla Mendes?' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await expect(await body(canvasElement).findByText('Usuário Carla Mendes excluído.')).toBeInTheDocument();
    await expect(await page.findByRole('heading', { name: 'Nenhum usuário encontrado' })).toBeVisible();
    await expect(users).not.toBeInTheDocument();
  },
};

/** Bruno (provider admin): only the apps tab, with his company's six apps. */
export const ProviderAdminOwnApps: Story = {
  decorators: [withPortal({ path: PROVIDERS, signedInAs: 'fornecedor@portalfiscal.demo' })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await tabNames(page)).toEqual(['Aplicativos']);
    await expect(page.getByText('Gerencie os aplicativos da sua empresa.')).toBeVisible();
    const apps = await table(page, 'Aplicativos da sua empresa');
    await expect(await results(page, /^6 aplicativos$/)).toBeVisible();
    await expect(within(apps).getAllByRole('rowheader')).toHaveLength(6);
    const providers = within(apps)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('td')?.textContent);
    await expect(new Set(providers)).toEqual(new Set(['ProvedorContábil Norte Tecnologia']));
    await expect(page.queryByRole('tab', { name: 'Providers' })).toBeNull();
    await expect(page.queryByRole('table', { name: 'Providers cadastrados' })).toBeNull();
  },
};

/** Carla (portal user): the not-allowed state, no tabs. */
export const PortalUserNotAllowed: Story = {
  decorators: [withPortal({ path: APPS, signedInAs: 'usuario@portalfiscal.demo' })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Acesso restrito' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar para as configurações' })).toHaveAttribute('href', '/settings');
    await expect(page.queryByRole('tab')).toBeNull();
    await expect(page.queryByRole('table')).toBeNull();
  },
};

/** In English: the texts, the number format and the menu. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement, 'Marketplace administration');
    await expect(await tabNames(page)).toEqual(['Apps', 'Providers', 'Users']);
    const apps = await table(page, 'Registered apps');
    await expect(
      within(apps)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['App', 'Provider', 'Category', 'Rating', 'Status', 'Actions']);
    await expect(await results(page, /^44 apps · Showing 1–20 of 44$/)).toBeVisible();
    const nfe = within(apps)
      .getByRole('rowheader', { name: /Norte NF-e Express/ })
      .closest('tr') as HTMLElement;
    await expect(nfe).toHaveTextContent(/3\.75out of 5, 4 ratings/);
    await expect(page.getByRole('link', { name: 'New app' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Actions for Norte ICMS' }));
    const menu = await body(canvasElement).findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View', 'Edit', 'Delete']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Delete Norte ICMS?' });
    await expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  },
};

/** 390 px: the rows as cards, a 'Ordenar por' select instead of the headers, the pages; nothing runs off the screen. */
export const Phone: Story = phoneStory(
  async (canvasElement) => {
    const page = await loaded(canvasElement);
    await table(page, 'Aplicativos cadastrados');
    return page;
  },
  async (page) => {
    // Past the first screen of cards, which come a render later (DataTable's staged rows).
    await expect(await page.findByRole('button', { name: 'Ações para Norte ICMS' })).toBeVisible();
    const sort = page.getByRole('combobox', { name: 'Ordenar por' });
    await expect(sort).toBeVisible();
    await userEvent.click(sort);
    await userEvent.click(await within(document.body).findByRole('option', { name: 'App (decrescente)' }));
    await waitFor(() => expect(lastAddress()).toBe(`${APPS}&sort=app&order=desc`));
    await expect(page.getByRole('link', { name: 'Novo Aplicativo' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Páginas de aplicativos' })).toBeVisible();
  },
);
