import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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

const accountUrl = `${DEMO_BASE_URLS.apiNode}/accounts/email/:email`;
const loaded = (canvasElement: HTMLElement, heading: string | RegExp = 'Minha conta') => loadedPage(canvasElement, 'my-account', heading);
const tabNames = async (page: PageQueries) => (await page.findAllByRole('tab')).map((tab) => tab.textContent);
/** The profile's fields in view mode, as [label, value] pairs. */
const profileValues = (page: PageQueries) =>
  page.getAllByRole('group').map((group) => [group.querySelector('span')?.textContent ?? '', group.lastElementChild?.textContent ?? '']);
/** The portal's toasts (top right). */
const toasts = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * /settings/my-account?tab= — 'Minha conta': the tabs Perfil, Cadastrar produto, Listar Produtos and
 * Empresa (the active one in the address), and the profile: every field, 'Campo não definido' when empty,
 * an edit mode that saves only what changed and checks the formats a user expects.
 */
const meta = {
  title: 'Páginas/Configurações/Minha conta',
  id: 'paginas-configuracoes-minha-conta',
  component: AppRoutes,
  ...signedInPageStory({ path: '/settings/my-account?tab=profile', signedInAs: 'admin@portalfiscal.demo' }),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ana (admin): four tabs, Perfil selected, her fields; a tab click writes the address. */
export const Profile: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(page.getByText('Gerencie seu perfil, suas imagens e suas configurações.')).toBeVisible();
    await expect(await tabNames(page)).toEqual(['Perfil', 'Cadastrar produto', 'Listar Produtos', 'Empresa']);
    await expect(page.getByRole('tab', { name: 'Perfil' })).toHaveAttribute('aria-selected', 'true');
    await page.findByRole('heading', { level: 2, name: 'Perfil' });
    await expect(profileValues(page)).toEqual([
      ['Nome', 'Ana Ribeiro'],
      ['Email', 'admin@portalfiscal.demo'],
      ['Telefone', '(11) 98765-4321'],
      ['Cargo', 'Gerente de Marketplace'],
      ['Ocupação', 'administrador'],
      ['Website', 'Campo não definido'],
      ['Data de nascimento', '12/04/1987'],
      ['CEP', '01310-100'],
      ['Cidade', 'São Paulo'],
      ['Estado', 'SP'],
      ['Empresa', 'Portal Fiscal'],
    ]);
    await userEvent.click(page.getByRole('tab', { name: 'Empresa' }));
    await waitFor(() => expect(storyLocation.current.history.at(-1)).toBe('/settings/my-account?tab=company'));
    await expect(page.getByRole('tab', { name: 'Empresa' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Edit, change the name and the website, save: 'Salvando...', the toast, the new values, and the header's name. */
export const EditAndSave: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Editar perfil' }));
    const name = page.getByRole('textbox', { name: /^Nome/ });
    await expect(name).toHaveValue('Ana Ribeiro');
    // The email is shown, never an input.
    await expect(page.queryByRole('textbox', { name: /^Email/ })).toBeNull();
    await expect(page.getByText('O email não pode ser alterado.')).toBeVisible();
    await userEvent.clear(name);
    await userEvent.type(name, 'Ana Ribeiro Lima');
    await userEvent.type(page.getByRole('textbox', { name: /^Website/ }), 'https://ana.exemplo.com.br');
    await userEvent.click(page.getByRole('button', { name: 'Salvar' }));
    await expect(await toasts(canvasElement).findByText('Perfil atualizado com sucesso!')).toBeInTheDocument();
    await expect(await page.findByRole('button', { name: 'Editar perfil' })).toBeVisible();
    await expect(profileValues(page)).toContainEqual(['Nome', 'Ana Ribeiro Lima']);
    await expect(page.getByRole('link', { name: /ana\.exemplo\.com\.br/ })).toHaveAttribute('href', 'https://ana.exemplo.com.br');
    // The header's profile menu follows at once.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Abrir menu do perfil' }));
    await expect(await toasts(canvasElement).findByText('Olá, Ana Ribeiro Lima!')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** Formats a user expects: each wrong one gets its message, and nothing is saved. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Editar perfil' }));
    const set = async (label: RegExp, value: string) => {
      const input = page.getByRole('textbox', { name: label });
      await userEvent.clear(input);
      if (value) await userEvent.type(input, value);
    };
    await set(/^Nome/, '   ');
    await set(/^Telefone/, '1234');
    await set(/^Website/, 'ana.com');
    await set(/^Data de nascimento/, '31/02/1990');
    await set(/^CEP/, '0131');
    await set(/^Estado/, 'XX');
    await userEvent.click(page.getByRole('button', { name: 'Salvar' }));
    for (const message of [
      'O campo Nome é obrigatório.',
      'Informe o telefone com DDD, por exemplo (11) 91234-5678.',
      'Informe um endereço completo, começando com http:// ou https://.',
      'Informe uma data válida no formato dd/mm/aaaa.',
      'Informe o CEP com 8 dígitos, por exemplo 01310-100.',
      'Informe a sigla do estado com 2 letras, por exemplo SP.',
    ]) {
      await expect(await page.findByText(message)).toBeVisible();
    }
    await expect(page.getByRole('textbox', { name: /^Nome/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('button', { name: 'Salvar' })).toBeVisible();
  },
};

/** Saving without a change saves nothing: the spec's note, and back to the view. */
export const NoChange: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Editar perfil' }));
    await userEvent.click(page.getByRole('button', { name: 'Salvar' }));
    await expect(await toasts(canvasElement).findByText('Nenhuma alteração detectada')).toBeInTheDocument();
    await expect(await page.findByRole('button', { name: 'Editar perfil' })).toBeVisible();
  },
};

/** The save fails (503): the toast, the server's words in the notice by 'Salvar', and the form stays open as typed. */
export const SaveFails: Story = {
  parameters: {
    msw: {
      handlers: {
        'account.updateByEmail': http.put(accountUrl, () => HttpResponse.json({ message: 'Serviço indisponível.' }, { status: 503 })),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Editar perfil' }));
    const name = page.getByRole('textbox', { name: /^Nome/ });
    await userEvent.type(name, ' Lima');
    await userEvent.click(page.getByRole('button', { name: 'Salvar' }));
    await expect(await toasts(canvasElement).findByText('Erro ao atualizar dados')).toBeInTheDocument();
    const notice = (await page.findByText('Serviço indisponível.')).closest('[role="alert"]');
    await expect(notice).not.toBeNull();
    await expect(page.getByRole('button', { name: 'Salvar' })).toHaveAccessibleDescription('Serviço indisponível.');
    await expect(name).toHaveValue('Ana Ribeiro Lima');
  },
};

/**
 * The backend refuses a field (400): its message under that field, the focus on it (once the fields the
 * save disabled are enabled again), and the server's words in the notice.
 */
export const ServerRefuses: Story = {
  parameters: {
    msw: {
      handlers: {
        'account.updateByEmail': http.put(accountUrl, () =>
          HttpResponse.json(
            { message: 'Dados inválidos.', code: 'bad_request', fieldErrors: { phone: 'Este telefone já está em outra conta.' } },
            { status: 400 },
          ),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Editar perfil' }));
    const phone = page.getByRole('textbox', { name: /^Telefone/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, '(11) 98888-7777');
    await userEvent.click(page.getByRole('button', { name: 'Salvar' }));
    await expect(await toasts(canvasElement).findByText('Erro ao atualizar dados')).toBeInTheDocument();
    await waitFor(() => expect(phone).toHaveAccessibleDescription(expect.stringContaining('Este telefone já está em outra conta.')));
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(await page.findByText('Dados inválidos.')).toBeVisible();
  },
};

/** Carla (portal user) asks for the product tab: only Perfil exists for her. */
export const PortalUserOnlyProfile: Story = {
  decorators: [withPortal({ path: '/settings/my-account?tab=products', signedInAs: 'usuario@portalfiscal.demo' })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await page.findByRole('heading', { level: 2, name: 'Perfil' });
    await expect(await tabNames(page)).toEqual(['Perfil']);
    await expect(page.getByRole('tab', { name: 'Perfil' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** An unknown tab in the address opens Perfil. */
export const UnknownTab: Story = {
  decorators: [withPortal({ path: '/settings/my-account?tab=%3Cscript%3E', signedInAs: 'fornecedor@portalfiscal.demo' })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await page.findByRole('tab', { name: 'Perfil' })).toHaveAttribute('aria-selected', 'true');
    await expect(await page.findByRole('heading', { level: 2, name: 'Perfil' })).toBeVisible();
  },
};

/** `?tab=billing`: the spec's headed placeholder, and the way back to the profile. */
export const Billing: Story = {
  decorators: [withPortal({ path: '/settings/my-account?tab=billing', signedInAs: 'usuario@portalfiscal.demo' })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await page.findByRole('heading', { level: 2, name: 'Faturamento' })).toBeVisible();
    await expect(page.queryByRole('tablist')).toBeNull();
    await expect(page.getByRole('link', { name: 'Voltar para o perfil' })).toHaveAttribute('href', '/settings/my-account?tab=profile');
  },
};

export const Security: Story = {
  decorators: [withPortal({ path: '/settings/my-account?tab=security', signedInAs: 'usuario@portalfiscal.demo' })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await page.findByRole('heading', { level: 2, name: 'Segurança' })).toBeVisible();
    await expect(page.getByText('Esta seção ainda não tem conteúdo.')).toBeVisible();
  },
};

/** While the account loads: a skeleton, announced once. */
export const Loading: Story = {
  parameters: { msw: { handlers: { 'account.getByEmail': pendingGet(accountUrl) } } },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(page.getByRole('status')).toHaveTextContent('Carregando as suas permissões…');
    await expect(page.queryByRole('tab')).toBeNull();
  },
};

const flakyAccount = failingFirst('get', accountUrl);
const realHandlers = createMockHandlers();
/** The account lookup fails: Perfil alone, its error and 'Tentar novamente', which brings the profile. */
export const LoadError: Story = {
  beforeEach: () => flakyAccount.reset(),
  parameters: { msw: { handlers: { 'account.getByEmail': [flakyAccount.handler, realHandlers['account.getByEmail']] } } },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await page.findByText('Serviço indisponível.', {}, { timeout: 8000 })).toBeVisible();
    await expect(await tabNames(page)).toEqual(['Perfil']);
    await expect(flakyAccount.calls()).toBe(2);
    await userEvent.click(page.getByRole('button', { name: 'Tentar novamente' }));
    await expect(await page.findByText('admin@portalfiscal.demo', {}, { timeout: 8000 })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement, 'My account');
    await expect(await tabNames(page)).toEqual(['Profile', 'Register product', 'Product list', 'Company']);
    await expect(await page.findByText('Not set')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit profile' })).toBeVisible();
  },
};

/** 390 px: the tabs and one column of fields, nothing wider than the screen. */
export const Mobile: Story = phoneStory(loaded, async (page) => {
  await page.findByRole('heading', { level: 2, name: 'Perfil' });
  await expect(page.getByRole('button', { name: 'Editar perfil' })).toBeVisible();
});
