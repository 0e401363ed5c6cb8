import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DEMO_BASE_URLS, createMockHandlers } from '@portal-fiscal/mocks';
import { AppRoutes } from '../../App';
import { failingFirst, loadedPage, pendingGet, phoneStory, PAGE_PARAMETERS, signedInPageStory } from '../../testing/pageStory';
import { storyLocation, withPortal } from '../../testing/StoryPortal';

const { apiNode } = DEMO_BASE_URLS;
const accountsUrl = `${apiNode}/accounts`;
const realHandlers = createMockHandlers();
const IGOR = 'acc-0102-igor-fernandes';
const at = (id: string) => `/settings/management/providers/user-view?id=${id}`;
const ADMIN = 'admin@portalfiscal.demo';

const loaded = (canvasElement: HTMLElement, heading = 'Detalhes do usuário') => loadedPage(canvasElement, 'admin-user-view', heading);

/** The user's fields as [term, value] pairs. */
function details(canvasElement: HTMLElement, label = 'Dados do usuário'): string[][] {
  const list = canvasElement.querySelector(`[data-page="admin-user-view"] dl[aria-label="${label}"]`);
  if (!list) throw new Error(`no ${label}`);
  return [...list.querySelectorAll('dt')].map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

/**
 * /settings/management/providers/user-view?id= — one account for the marketplace admin: photo or
 * initials, name, status, role and every field, dates in São Paulo. Igor Fernandes (signed up with
 * LinkedIn, a website, no company) seen by Ana Ribeiro (MARKETPLACE_ADMIN).
 */
const meta = {
  title: 'Páginas/Administração/Usuário',
  id: 'paginas-administracao-usuario',
  component: AppRoutes,
  ...signedInPageStory({ path: at(IGOR), signedInAs: ADMIN }),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every field, formatted; the website a link to a new tab; 'Editar' opens the same user's edit screen. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await page.findByRole('heading', { level: 2, name: 'Igor Fernandes' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Foto de Igor Fernandes' })).toBeInTheDocument();
    const status = page.getByText('Ativo');
    await expect(status.closest('[data-status]')).toHaveAttribute('data-status', 'ATIVO');
    await expect(page.getByText('MARKETPLACE_USER')).toBeVisible();
    const rows = details(canvasElement);
    await expect(rows.slice(0, 10)).toEqual([
      ['Email', 'igor.fernandes@linkedin.demo'],
      ['Telefone', '(41) 99602-7711'],
      ['Empresa', 'Fernandes Advocacia Tributária'],
      ['Cargo', 'Gerente Tributário'],
      ['Website', expect.stringContaining('https://fernandesadvocacia.exemplo.com.br')],
      ['Nascimento', '02/10/1984'],
      ['Cidade', 'Curitiba'],
      ['Estado', 'PR'],
      ['País', 'Brasil'],
      ['CEP', '80020-310'],
    ]);
    await expect(rows.slice(10).map(([term]) => term)).toEqual(['Origem do cadastro', 'Criado em', 'Atualizado em', 'Último acesso']);
    await expect(rows[10]?.[1]).toBe('LinkedIn');
    await expect(rows[11]?.[1]).toBe('07/04/2026 09:45');
    await expect(rows[12]?.[1]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await expect(rows[13]?.[1]).toBe('11/11/2026 13:30');
    const website = page.getByRole('link', { name: /fernandesadvocacia\.exemplo\.com\.br/ });
    await expect(website).toHaveAttribute('href', 'https://fernandesadvocacia.exemplo.com.br');
    await expect(website).toHaveAttribute('target', '_blank');
    const edit = page.getByRole('link', { name: 'Editar' });
    await expect(edit).toHaveAttribute('href', `/settings/management/providers/user-edit?id=${IGOR}`);
    await userEvent.click(edit);
    await loadedPage(canvasElement, 'admin-user-edit', 'Editar Usuário');
    await expect(storyLocation.current.history.at(-1)).toBe(`/settings/management/providers/user-edit?id=${IGOR}`);
  },
};

/** An inactive user with a company and no sign-in yet: a red INATIVO badge, the company's name, 'Nunca acessou'. */
export const InactiveNeverSignedIn: Story = {
  decorators: [withPortal({ path: at('acc-0116-renata-siqueira'), signedInAs: ADMIN })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await page.findByRole('heading', { level: 2, name: 'Renata Siqueira' })).toBeVisible();
    await expect(page.getByText('Inativo').closest('[data-status]')).toHaveAttribute('data-status', 'INATIVO');
    const rows = Object.fromEntries(details(canvasElement));
    await expect(rows['Último acesso']).toBe('Nunca acessou');
    await expect(rows['Website']).toBe('Campo não definido');
  },
};

/** No id in the address: 'Nenhum usuário selecionado.' and the way to the user list. */
export const NoId: Story = {
  decorators: [withPortal({ path: '/settings/management/providers/user-view', signedInAs: ADMIN })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await page.findByRole('heading', { level: 2, name: 'Nenhum usuário selecionado.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir para a lista de usuários' })).toHaveAttribute(
      'href',
      '/settings/management?tab=gerenciar-usuarios',
    );
  },
};

/** A malformed id is no id at all. */
export const MalformedId: Story = {
  decorators: [withPortal({ path: at('%3Cscript%3E'), signedInAs: ADMIN })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await page.findByRole('heading', { level: 2, name: 'Nenhum usuário selecionado.' })).toBeVisible();
  },
};

/** An id no account has: 'Usuário não encontrado'. */
export const UnknownId: Story = {
  decorators: [withPortal({ path: at('acc-9999-ninguem'), signedInAs: ADMIN })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await page.findByRole('heading', { level: 2, name: 'Usuário não encontrado' })).toBeVisible();
    await expect(page.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
  },
};

/** The accounts never arrive: the loading announcement, no record yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: { 'account.list': pendingGet(accountsUrl) } } },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await page.findByText('Carregando o usuário…')).toHaveAttribute('role', 'status');
    await expect(page.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  },
};

const flakyList = failingFirst('get', accountsUrl);
/** The accounts fail (and the automatic retry): the error and 'Tentar novamente', which brings the user. */
export const ErrorAndRetry: Story = {
  beforeEach: () => flakyList.reset(),
  parameters: { msw: { handlers: { 'account.list': [flakyList.handler, realHandlers['account.list']] } } },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const message = await page.findByText('Não foi possível carregar o usuário.', {}, { timeout: 8000 });
    const notice = message.closest('[role="alert"]') as HTMLElement;
    await expect(notice).not.toBeNull();
    await userEvent.click(within(notice).getByRole('button', { name: 'Tentar novamente' }));
    await expect(await page.findByRole('heading', { level: 2, name: 'Igor Fernandes' })).toBeVisible();
  },
};

/** Bruno (provider admin) typed the address: 'Acesso restrito', and no account was asked for. */
export const NotAllowed: Story = {
  decorators: [withPortal({ path: at(IGOR), signedInAs: 'fornecedor@portalfiscal.demo' })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await page.findByRole('heading', { level: 2, name: 'Acesso restrito' })).toBeVisible();
    await expect(page.queryByText('igor.fernandes@linkedin.demo')).not.toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement, 'User details');
    await expect(await page.findByRole('heading', { level: 2, name: 'Igor Fernandes' })).toBeVisible();
    await expect(page.getByText('Active')).toBeVisible();
    const rows = Object.fromEntries(details(canvasElement, 'User data'));
    await expect(rows['Created through']).toBe('LinkedIn');
    await expect(rows['Date of birth']).toBe('02/10/1984');
    await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  },
};

export const Mobile: Story = phoneStory(loaded, async (page) => {
  await expect(await page.findByRole('heading', { level: 2, name: 'Igor Fernandes' })).toBeVisible();
  await expect(page.getByText('igor.fernandes@linkedin.demo')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Editar' })).toBeVisible();
});
