import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createMockHandlers, DEMO_BASE_URLS, db, verifyPassword } from '@portal-fiscal/mocks';
import { AppRoutes } from '../../App';
import {
  gatedRequest,
  loadedPage,
  type PageQueries,
  phoneStory,
  pickFile,
  PAGE_PARAMETERS,
  signedInPageStory,
  tinyPng,
  pendingRequest,
} from '../../testing/pageStory';
import { withPortal } from '../../testing/StoryPortal';

const { apiNode } = DEMO_BASE_URLS;
const PATH = '/settings/management/providers/user-create';
const ADMIN = 'admin@portalfiscal.demo';

/** The form, once the permission check has let it show. */
async function form(canvasElement: HTMLElement, heading = 'Criar Usuário', submit = 'Criar Usuário') {
  const page = await loadedPage(canvasElement, 'admin-user-create', heading);
  await page.findByRole('button', { name: submit }, { timeout: 8000 });
  return page;
}

const toast = (text: string) => within(document.body).findByText(text, { selector: 'li *' }, { timeout: 8000 });
const field = (page: PageQueries, name: RegExp) => page.getByRole('textbox', { name });

/** Opens a select and picks an option by its name. */
async function choose(page: PageQueries, select: RegExp, option: string, shown = option) {
  const trigger = page.getByRole('combobox', { name: select });
  await waitFor(() => expect(trigger).toBeEnabled());
  await userEvent.click(trigger);
  const listbox = await within(document.body).findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(trigger).toHaveTextContent(shown));
}

/** Types a valid new user. */
async function fillRequired(page: PageQueries, email: string) {
  await userEvent.type(field(page, /^Email/), email);
  await userEvent.type(page.getByLabelText(/^Senha/), 'segredo123');
  await userEvent.type(field(page, /^Nome/), 'Paula Queiroz');
  await userEvent.type(field(page, /^Telefone/), '11987654321');
}

/**
 * /settings/management/providers/user-create — 'Criar Usuário': the spec's fields in its order; Role at
 * the role list's sixth entry (MARKETPLACE_ADMIN), Status ATIVO, no company. A picked photo is uploaded
 * first. Ana Ribeiro (MARKETPLACE_ADMIN) creates.
 */
const meta = {
  title: 'Páginas/Administração/Criar usuário',
  id: 'paginas-administracao-criar-usuario',
  component: AppRoutes,
  ...signedInPageStory({ path: PATH, signedInAs: ADMIN }),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults: role MARKETPLACE_ADMIN, status ATIVO, 'Selecione a empresa'; every field labelled, Voltar. */
export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await expect(page.getByRole('combobox', { name: /^Role/ })).toHaveTextContent('MARKETPLACE_ADMIN');
    await expect(page.getByRole('combobox', { name: /^Status/ })).toHaveTextContent('Ativo');
    await expect(page.getByRole('combobox', { name: /^Empresa/ })).toHaveTextContent('Selecione a empresa');
    await expect(field(page, /^Email/)).toHaveAttribute('type', 'email');
    await expect(field(page, /^Email/)).toBeRequired();
    await expect(page.getByLabelText(/^Senha/)).toHaveAttribute('type', 'password');
    await expect(field(page, /^Website/)).toHaveAttribute('type', 'url');
    await expect(page.getByLabelText(/^Nascimento/)).toHaveAttribute('type', 'date');
    for (const name of [/^Cargo/, /^Ocupação/, /^Telefone/, /^CEP/, /^Cidade/, /^Estado/, /^País/])
      await expect(field(page, name)).toHaveValue('');
    await expect(page.getByRole('group', { name: /Foto de Perfil/ })).toBeVisible();
    await expect(canvasElement.querySelector('[data-page="admin-user-create"] input[type="file"]')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/gif',
    );
    await expect(page.getByRole('button', { name: 'Voltar' })).toBeVisible();
    // The role list, in the spec's order.
    await userEvent.click(page.getByRole('combobox', { name: /^Role/ }));
    const listbox = await within(document.body).findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Selecione a role',
      'MARKETPLACE_USER',
      'MARKETPLACE_PROVIDER_ADMIN',
      'PROVIDER_VIEWER',
      'MARKETPLACE_EDITOR',
      'PROVIDER_EDITOR',
      'MARKETPLACE_ADMIN',
      'MARKETPLACE_VIEWER',
    ]);
    await userEvent.keyboard('{Escape}');
  },
};

/** An empty submit: the spec's messages, each on its field (role and status emptied: all six). */
export const EmptySubmit: Story = {
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await choose(page, /^Role/, 'Selecione a role');
    await choose(page, /^Status/, 'Selecione o status');
    await userEvent.click(page.getByRole('button', { name: 'Criar Usuário' }));
    const expected: Array<[HTMLElement, string]> = [
      [field(page, /^Email/), 'O campo Email é obrigatório.'],
      [page.getByLabelText(/^Senha/), 'O campo Senha é obrigatório.'],
      [field(page, /^Nome/), 'O campo Nome é obrigatório.'],
      [field(page, /^Telefone/), 'O campo Telefone é obrigatório.'],
      [page.getByRole('combobox', { name: /^Role/ }), 'O campo Role é obrigatório.'],
      [page.getByRole('combobox', { name: /^Status/ }), 'O campo Status é obrigatório.'],
    ];
    for (const [control, message] of expected) {
      await waitFor(() => expect(control).toHaveAccessibleDescription(expect.stringContaining(message)));
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(field(page, /^Email/)).toHaveFocus();
  },
};

/** A malformed email, phone and website are said on their fields; blanks count as empty. */
export const Malformed: Story = {
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await userEvent.type(field(page, /^Email/), 'paula@');
    await userEvent.type(page.getByLabelText(/^Senha/), '   ');
    await userEvent.type(field(page, /^Nome/), 'Paula');
    await userEvent.type(field(page, /^Telefone/), '1234');
    await userEvent.type(field(page, /^Website/), 'paula.com');
    await userEvent.click(page.getByRole('button', { name: 'Criar Usuário' }));
    await expect(await page.findByText('Informe um email válido, por exemplo nome@empresa.com.br.')).toBeVisible();
    await expect(page.getByText('O campo Senha é obrigatório.')).toBeVisible();
    await expect(page.getByText('Informe o telefone com DDD, por exemplo (11) 91234-5678.')).toBeVisible();
    await expect(page.getByText('Informe um endereço completo, começando com http:// ou https://.')).toBeVisible();
  },
};

/** An email that has an account (409): said on the email field, which takes the focus; nothing else lost. */
export const DuplicateEmail: Story = {
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await fillRequired(page, 'usuario@portalfiscal.demo');
    await userEvent.click(page.getByRole('button', { name: 'Criar Usuário' }));
    const email = field(page, /^Email/);
    await waitFor(() => expect(email).toHaveAccessibleDescription(expect.stringContaining('Já existe uma conta com este email.')), {
      timeout: 8000,
    });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(await toast('Erro ao criar usuário!')).toBeVisible();
    await expect(field(page, /^Nome/)).toHaveValue('Paula Queiroz');
  },
};

/**
 * A user with a company and a photo: the photo uploaded first, the spec's toast, the form back to its
 * defaults; the backend has the account, its company, its photo and its password (it can sign in).
 */
/** The create call of Success, held while its double click happens. */
const creating = gatedRequest('post', `${apiNode}/accounts`);

export const Success: Story = {
  parameters: { msw: { handlers: { 'account.create': [creating.handler, createMockHandlers()['account.create']] } } },
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await fillRequired(page, 'paula.queiroz@exemplo.com.br');
    await userEvent.type(field(page, /^Cargo/), 'Analista <i>Fiscal</i>');
    await userEvent.type(field(page, /^Cidade/), 'Santos');
    await choose(page, /^Role/, 'MARKETPLACE_USER');
    await choose(page, /^Empresa/, 'Fiscaltech Sistemas');
    pickFile(canvasElement, tinyPng('paula.png'));
    await expect(await page.findByRole('img', { name: 'paula.png' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Remover paula.png' }));
    await expect(page.queryByRole('img', { name: 'paula.png' })).not.toBeInTheDocument();
    pickFile(canvasElement, tinyPng('paula.png'));
    await page.findByRole('img', { name: 'paula.png' });
    // Both clicks land while the request is on its way (as for a person): one account is created.
    creating.close();
    await userEvent.dblClick(page.getByRole('button', { name: 'Criar Usuário' }));
    creating.open();
    await expect(await toast('Usuário criado com sucesso!')).toBeVisible();
    // Back to the defaults, ready for the next one: the focus on the email.
    await waitFor(() => expect(field(page, /^Email/)).toHaveValue(''));
    await waitFor(() => expect(field(page, /^Email/)).toHaveFocus());
    await expect(field(page, /^Nome/)).toHaveValue('');
    await expect(page.getByRole('combobox', { name: /^Role/ })).toHaveTextContent('MARKETPLACE_ADMIN');
    await expect(page.getByRole('combobox', { name: /^Empresa/ })).toHaveTextContent('Selecione a empresa');
    await expect(page.queryByRole('img', { name: 'paula.png' })).not.toBeInTheDocument();
    // Stored once, as typed; the password only as its salted hash.
    const stored = db.accounts.findMany((q) => q.where({ email: 'paula.queiroz@exemplo.com.br' }));
    await expect(stored).toHaveLength(1);
    await expect(await verifyPassword('segredo123', stored[0]?.passwordHash ?? '')).toBe(true);
    await expect(JSON.stringify(stored[0])).not.toContain('segredo123');
    await expect(stored[0]).toMatchObject({
      name: 'Paula Queiroz',
      role: 'MARKETPLACE_USER',
      phone: '(11) 98765-4321',
      cargo: 'Analista <i>Fiscal</i>',
      appProviderUuid: 'prov-0002-fiscaltech',
      company: 'Fiscaltech Sistemas',
      accountsStatus: 'ATIVO',
    });
    await expect(stored[0]?.profilePicture).toBeTruthy();
  },
};

/** While the backend works: the full-screen overlay 'Salvando...' and the busy button. */
export const OverlayWhileSaving: Story = {
  parameters: {
    msw: {
      handlers: {
        'account.create': pendingRequest('post', `${apiNode}/accounts`),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await fillRequired(page, 'espera@exemplo.com.br');
    await userEvent.click(page.getByRole('button', { name: 'Criar Usuário' }));
    const overlay = await within(canvasElement).findByText('Salvando...', { selector: '[data-mode="fullScreen"] *' });
    await expect(overlay).toBeVisible();
    await expect(overlay.closest('[data-mode]')).toHaveAttribute('data-mode', 'fullScreen');
    await expect(page.getByRole('button', { name: 'Salvando...' })).toBeDisabled();
    await expect(field(page, /^Email/)).toBeDisabled();
  },
};

/** Bruno (provider admin) typed the address: 'Acesso restrito', no form. */
export const NotAllowed: Story = {
  decorators: [withPortal({ path: PATH, signedInAs: 'fornecedor@portalfiscal.demo' })],
  play: async ({ canvasElement }) => {
    const page = await loadedPage(canvasElement, 'admin-user-create', 'Criar Usuário');
    await expect(await page.findByRole('heading', { level: 2, name: 'Acesso restrito' })).toBeVisible();
    await expect(page.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement, 'Create User', 'Create User');
    await expect(page.getByRole('combobox', { name: /^Company/ })).toHaveTextContent('Select the company');
    await userEvent.click(page.getByRole('button', { name: 'Create User' }));
    await expect(await page.findByText('The Email field is required.')).toBeVisible();
    await expect(page.getByText('The Phone field is required.')).toBeVisible();
  },
};

export const Mobile: Story = phoneStory(
  (canvasElement) => form(canvasElement),
  async (page) => {
    await expect(field(page, /^Email/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Criar Usuário' })).toBeVisible();
  },
);
