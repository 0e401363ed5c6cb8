import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_BASE_URLS, createMockHandlers } from '@portal-fiscal/mocks';
import { AppRoutes } from '../../App';
import { loadedPage, type PageQueries, phoneStory, pickFile, PAGE_PARAMETERS, signedInPageStory, tinyPng } from '../../testing/pageStory';
import { storyLocation, withPortal } from '../../testing/StoryPortal';

const { apiNode } = DEMO_BASE_URLS;
const updateUrl = `${apiNode}/accounts/email/:email`;
const realHandlers = createMockHandlers();
const FERNANDA = 'acc-0006-fernanda-lopes';
const IGOR = 'acc-0102-igor-fernandes';
const ANA = 'acc-0001-ana-ribeiro';
const ADMIN = 'admin@portalfiscal.demo';
const at = (id: string) => `/settings/management/providers/user-edit?id=${id}`;

/** The form, once the user has loaded. */
async function form(canvasElement: HTMLElement, heading = 'Editar Usuário', save = 'Salvar') {
  const page = await loadedPage(canvasElement, 'admin-user-edit', heading);
  await page.findByRole('button', { name: save }, { timeout: 8000 });
  return page;
}

/** A toast's title (the shell's notifications). */
const toast = (text: string) => within(document.body).findByText(text, { selector: 'li *' }, { timeout: 8000 });

/** Opens a select and picks an option by its name. */
async function choose(page: PageQueries, select: RegExp, option: string) {
  const trigger = page.getByRole('combobox', { name: select });
  await waitFor(() => expect(trigger).toBeEnabled());
  await userEvent.click(trigger);
  const listbox = await within(document.body).findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(trigger).toHaveTextContent(option));
}

/** Counts the PUTs that reach the backend, then lets the real mock answer. */
function countingPuts() {
  let calls = 0;
  return {
    handler: http.put(updateUrl, () => {
      calls += 1;
      return undefined;
    }),
    reset: () => {
      calls = 0;
    },
    calls: () => calls,
  };
}

/**
 * /settings/management/providers/user-edit?id= — 'Editar Usuário': the account's fields, its company
 * (required), status and role; the email cannot change. Fernanda Lopes (PROVIDER_EDITOR of Fiscaltech
 * Sistemas) edited by Ana Ribeiro (MARKETPLACE_ADMIN).
 */
const meta = {
  title: 'Páginas/Administração/Editar usuário',
  id: 'paginas-administracao-editar-usuario',
  component: AppRoutes,
  ...signedInPageStory({ path: at(FERNANDA), signedInAs: ADMIN }),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every field holds the account's value; the email is disabled; Cancelar and Salvar. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await expect(page.getByRole('heading', { level: 2, name: 'Fernanda Lopes' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Fernanda Lopes');
    const email = page.getByRole('textbox', { name: /^Email/ });
    await expect(email).toHaveValue('fernanda.lopes@fiscaltech.demo');
    await expect(email).toBeDisabled();
    await expect(email).toHaveAccessibleDescription('O email não pode ser alterado.');
    await expect(page.getByRole('textbox', { name: /^Telefone/ })).toHaveValue('(11) 98123-4455');
    await expect(page.getByLabelText(/^Nascimento/)).toHaveValue('1994-03-09');
    await expect(page.getByRole('textbox', { name: /^CEP/ })).toHaveValue('01452-000');
    await waitFor(() => expect(page.getByRole('combobox', { name: /^Empresa/ })).toHaveTextContent('Fiscaltech Sistemas'));
    await expect(page.getByRole('combobox', { name: /^Status/ })).toHaveTextContent('Ativo');
    await expect(page.getByRole('combobox', { name: /^Role/ })).toHaveTextContent('PROVIDER_EDITOR');
    await expect(page.getByRole('group', { name: /Foto de Perfil/ })).toBeVisible();
    await expect(page.getByRole('img', { name: 'foto atual de Fernanda Lopes' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remover foto atual de Fernanda Lopes' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancelar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salvar' })).toHaveAttribute('type', 'submit');
  },
};

const igorPuts = countingPuts();
/** Igor has no company: 'Salvar' says 'Selecione uma empresa antes de salvar.' on the select, and nothing is sent. */
export const NoCompany: Story = {
  decorators: [withPortal({ path: at(IGOR), signedInAs: ADMIN })],
  beforeEach: () => igorPuts.reset(),
  parameters: { msw: { handlers: { 'account.updateByEmail': [igorPuts.handler, realHandlers['account.updateByEmail']] } } },
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    const company = page.getByRole('combobox', { name: /^Empresa/ });
    await expect(company).toHaveTextContent('Selecione a empresa');
    await waitFor(() => expect(company).toBeEnabled());
    await userEvent.click(page.getByRole('button', { name: 'Salvar' }));
    await expect(await page.findByText('Selecione uma empresa antes de salvar.')).toBeVisible();
    await expect(company).toHaveAttribute('aria-invalid', 'true');
    await expect(company).toHaveAccessibleDescription(expect.stringContaining('Selecione uma empresa antes de salvar.'));
    await expect(company).toHaveFocus();
    await expect(igorPuts.calls()).toBe(0);
    await expect(storyLocation.current.history.at(-1)).toBe(at(IGOR));
  },
};

const fernandaPuts = countingPuts();
/** Fernanda made INATIVO and MARKETPLACE_VIEWER: the spec's toast, and her record says so. */
export const ChangeRoleAndStatus: Story = {
  beforeEach: () => fernandaPuts.reset(),
  parameters: { msw: { handlers: { 'account.updateByEmail': [fernandaPuts.handler, realHandlers['account.updateByEmail']] } } },
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await choose(page, /^Status/, 'Inativo');
    await choose(page, /^Role/, 'MARKETPLACE_VIEWER');
    const save = page.getByRole('button', { name: 'Salvar' });
    // A double click saves once.
    await userEvent.dblClick(save);
    await expect(await toast('Usuário atualizado com sucesso!')).toBeVisible();
    const view = await loadedPage(canvasElement, 'admin-user-view', 'Detalhes do usuário');
    await expect(storyLocation.current.history.at(-1)).toBe(`/settings/management/providers/user-view?id=${FERNANDA}`);
    await expect(await view.findByText('MARKETPLACE_VIEWER')).toBeVisible();
    await expect(view.getByText('Inativo').closest('[data-status]')).toHaveAttribute('data-status', 'INATIVO');
    await expect(fernandaPuts.calls()).toBe(1);
  },
};

/** A new photo is uploaded first and replaces the old one; markup typed into a field stays text. */
export const NewPhotoAndText: Story = {
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    pickFile(canvasElement, tinyPng('fernanda.png'));
    await expect(await page.findByRole('img', { name: 'fernanda.png' })).toBeVisible();
    const cargo = page.getByRole('textbox', { name: /^Cargo/ });
    await userEvent.clear(cargo);
    await userEvent.type(cargo, '<b>Analista</b>');
    await userEvent.click(page.getByRole('button', { name: 'Salvar' }));
    await expect(await toast('Usuário atualizado com sucesso!')).toBeVisible();
    const view = await loadedPage(canvasElement, 'admin-user-view', 'Detalhes do usuário');
    await expect(await view.findByText('<b>Analista</b>')).toBeVisible();
    await expect(canvasElement.querySelector('[data-page="admin-user-view"] dl b')).toBeNull();
    const photo = view.getByRole('img', { name: 'Foto de Fernanda Lopes' });
    await waitFor(() => expect(photo.querySelector('img')?.getAttribute('src') ?? '').toMatch(/\/api\/v1\/asset\/img\//));
  },
};

/** The stored photo removed: saved as none, and the record shows the initials. */
export const RemovePhoto: Story = {
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Remover foto atual de Fernanda Lopes' }));
    await expect(page.queryByRole('img', { name: 'foto atual de Fernanda Lopes' })).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Salvar' }));
    await expect(await toast('Usuário atualizado com sucesso!')).toBeVisible();
    const view = await loadedPage(canvasElement, 'admin-user-view', 'Detalhes do usuário');
    await expect(await view.findByRole('heading', { level: 2, name: 'Fernanda Lopes' })).toBeVisible();
    await expect(view.queryByRole('img', { name: 'Foto de Fernanda Lopes' })).not.toBeInTheDocument();
    await expect(view.getByText('FE')).toBeInTheDocument();
  },
};

/** Ana makes her own account INATIVO: the backend refuses (400), and its message is shown. */
export const SelfDemotionRefused: Story = {
  decorators: [withPortal({ path: at(ANA), signedInAs: ADMIN })],
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await choose(page, /^Empresa/, 'Fiscaltech Sistemas');
    await choose(page, /^Status/, 'Inativo');
    await userEvent.click(page.getByRole('button', { name: 'Salvar' }));
    await expect(await toast('Erro ao atualizar usuário!')).toBeVisible();
    const role = page.getByRole('combobox', { name: /^Role/ });
    await waitFor(() =>
      expect(role).toHaveAccessibleDescription(expect.stringContaining('Você não pode rebaixar ou desativar a sua própria conta.')),
    );
    await expect(storyLocation.current.history.at(-1)).toBe(at(ANA));
    await expect(page.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  },
};

/** Cancelar goes back to the user's record (the screen was opened directly). */
export const Cancel: Story = {
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Cancelar' }));
    await loadedPage(canvasElement, 'admin-user-view', 'Detalhes do usuário');
    await expect(storyLocation.current.history.at(-1)).toBe(`/settings/management/providers/user-view?id=${FERNANDA}`);
  },
};

/** An id no account has: 'Usuário não encontrado', no form. */
export const UnknownId: Story = {
  decorators: [withPortal({ path: at('acc-9999-ninguem'), signedInAs: ADMIN })],
  play: async ({ canvasElement }) => {
    const page = await loadedPage(canvasElement, 'admin-user-edit', 'Editar Usuário');
    await expect(await page.findByRole('heading', { level: 2, name: 'Usuário não encontrado' })).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  },
};

/** Bruno (provider admin) typed the address: 'Acesso restrito', no form. */
export const NotAllowed: Story = {
  decorators: [withPortal({ path: at(FERNANDA), signedInAs: 'fornecedor@portalfiscal.demo' })],
  play: async ({ canvasElement }) => {
    const page = await loadedPage(canvasElement, 'admin-user-edit', 'Editar Usuário');
    await expect(await page.findByRole('heading', { level: 2, name: 'Acesso restrito' })).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement, 'Edit User', 'Save');
    await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription('The email cannot be changed.');
    await expect(page.getByRole('combobox', { name: /^Status/ })).toHaveTextContent('Active');
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

export const Mobile: Story = phoneStory(
  (canvasElement) => form(canvasElement),
  async (page) => {
    await expect(page.getByRole('textbox', { name: /^Nome/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salvar' })).toBeVisible();
  },
);
