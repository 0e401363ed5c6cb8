import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_BASE_URLS, createMockHandlers } from '@portal-fiscal/mocks';
import { AppRoutes } from '../../App';
import {
  failingFirst,
  fileOfSize,
  loadedPage,
  type PageQueries,
  pendingGet,
  phoneStory,
  pickFile,
  PAGE_PARAMETERS,
  signedInPageStory,
  tinyPng,
} from '../../testing/pageStory';
import { storyLocation, withPortal } from '../../testing/StoryPortal';

const { apiNode } = DEMO_BASE_URLS;
const realHandlers = createMockHandlers();
const accountUrl = `${apiNode}/accounts/email/:email`;
const PATH = '/create/app';

/** Waits for the title and returns queries scoped to the page's content. */
const loaded = (canvasElement: HTMLElement, heading = 'Tela Criar App') => loadedPage(canvasElement, 'create-app', heading);

/** The form, once the permission lookup has let it show. */
async function form(canvasElement: HTMLElement, heading?: string) {
  const page = await loaded(canvasElement, heading);
  await page.findByRole('button', { name: /^(Criar App|Create App)$/ }, { timeout: 8000 });
  return page;
}

/** The form's alert with this text (the image picker keeps its own alert region). */
async function expectAlert(page: PageQueries, text: string) {
  const message = await page.findByText(text, {}, { timeout: 5000 });
  await expect(message.closest('[role="alert"]')).not.toBeNull();
}

/**
 * /create/app — 'Tela Criar App': a multipart POST /create/app. A provider admin publishes for its own
 * company, a marketplace admin chooses the company, everyone else is told why not. Signed in as Bruno
 * (provider admin of Contábil Norte Tecnologia).
 */
const meta = {
  title: 'Páginas/Marketplace/Criar aplicativo',
  id: 'paginas-marketplace-criar-aplicativo',
  component: AppRoutes,
  ...signedInPageStory({ path: PATH, signedInAs: 'fornecedor@portalfiscal.demo' }),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Bruno: his company is said, not asked; every field of the spec and 'Criar App'. */
export const ProviderAdmin: Story = {
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await expect(page.getByText('O aplicativo será publicado pela empresa Contábil Norte Tecnologia.')).toBeVisible();
    await expect(page.queryByRole('combobox', { name: /Empresa/ })).not.toBeInTheDocument();
    await expect(page.getByRole('textbox', { name: /^Nome/ })).toHaveAttribute('placeholder', 'Nome do aplicativo');
    await expect(page.getByRole('textbox', { name: /^Nome/ })).toBeRequired();
    await expect(page.getByRole('textbox', { name: /^Descrição/ })).toBeRequired();
    await expect(page.getByRole('textbox', { name: /^Funcionalidades/ })).toHaveAccessibleDescription(
      expect.stringContaining('Uma por linha.'),
    );
    await expect(page.getByRole('textbox', { name: /^Principais funcionalidades/ })).toBeRequired();
    await expect(page.getByRole('textbox', { name: /^Página do produto/ })).toHaveAttribute('type', 'url');
    await expect(page.getByRole('group', { name: /Foto do aplicativo/ })).toBeVisible();
    await expect(canvasElement.querySelector('input[type="file"]')).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif');
    await expect(page.getByRole('button', { name: 'Criar App' })).toHaveAttribute('type', 'submit');
    const breadcrumb = page.getByRole('navigation', { name: 'Você está em' });
    await expect(within(breadcrumb).getByText('Criar App')).toHaveAttribute('aria-current', 'page');
  },
};

/** 'Criar App' with nothing filled: the spec's banner and a message on each required field. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Criar App' }));
    await expectAlert(page, 'Preencha os campos corretamente');
    await expect(page.getAllByText('Campo obrigatório')).toHaveLength(5);
    await expect(page.getByRole('textbox', { name: /^Nome/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('textbox', { name: /^Nome/ })).toHaveAccessibleDescription(expect.stringContaining('Campo obrigatório'));
    await expect(page.getByRole('group', { name: /Foto do aplicativo/ })).toHaveAccessibleDescription(
      expect.stringContaining('Campo obrigatório'),
    );
    // A link that is not one.
    await userEvent.type(page.getByRole('textbox', { name: /^Aplicativo web/ }), 'portal.exemplo');
    await userEvent.type(page.getByRole('textbox', { name: /^Nota inicial/ }), '7');
    await userEvent.click(page.getByRole('button', { name: 'Criar App' }));
    await expect(await page.findByText('Informe uma URL válida (http:// ou https://).')).toBeVisible();
    await expect(page.getByText('Informe um número de 0 a 5.')).toBeVisible();
  },
};

/** Ana (marketplace admin): the 'Empresa' select lists the providers and is required. */
export const Admin: Story = {
  decorators: [withPortal({ path: PATH, signedInAs: 'admin@portalfiscal.demo' })],
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    const company = page.getByRole('combobox', { name: /^Empresa/ });
    await expect(company).toHaveTextContent('Selecione a empresa');
    await waitFor(() => expect(company).toBeEnabled());
    await userEvent.click(page.getByRole('button', { name: 'Criar App' }));
    await expectAlert(page, 'Preencha os campos corretamente');
    await expect(company).toHaveAccessibleDescription(expect.stringContaining('Selecione a empresa'));
    await userEvent.click(company);
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Fiscaltech Sistemas' }));
    await waitFor(() => expect(company).toHaveTextContent('Fiscaltech Sistemas'));
    await expect(page.queryByText('O aplicativo será publicado pela empresa', { exact: false })).not.toBeInTheDocument();
  },
};

/** Carla (portal user): why she cannot, and the way back; no form. */
export const User: Story = {
  decorators: [withPortal({ path: PATH, signedInAs: 'usuario@portalfiscal.demo' })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Seu perfil não pode cadastrar aplicativos' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar ao marketplace' })).toHaveAttribute('href', '/apps/list');
    await expect(page.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Criar App' })).not.toBeInTheDocument();
  },
};

/** Diego (provider admin without a company): register the company first. */
export const ProviderWithoutCompany: Story = {
  decorators: [withPortal({ path: PATH, signedInAs: 'semempresa@portalfiscal.demo' })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Cadastre sua empresa primeiro' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cadastrar empresa' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/settings\/my-account/),
    );
    await expect(page.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

/** The permission lookup never answers: its announcement, and no form yet. */
export const CheckingPermissions: Story = {
  parameters: { msw: { handlers: { 'account.getByEmail': pendingGet(accountUrl) } } },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await page.findByText('Verificando suas permissões...')).toHaveAttribute('role', 'status');
    await expect(page.queryByRole('button', { name: 'Criar App' })).not.toBeInTheDocument();
  },
};

const flakyAccount = failingFirst('get', accountUrl);
/** The permission lookup fails (and its automatic retry): the error and 'Tentar novamente', which brings the form. */
export const PermissionLookupError: Story = {
  beforeEach: () => flakyAccount.reset(),
  parameters: { msw: { handlers: { 'account.getByEmail': [flakyAccount.handler, realHandlers['account.getByEmail']] } } },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const message = await page.findByText('Não foi possível verificar o que sua conta pode fazer.', {}, { timeout: 8000 });
    const notice = message.closest('[role="alert"]') as HTMLElement;
    await expect(notice).not.toBeNull();
    await expect(page.queryByRole('button', { name: 'Criar App' })).not.toBeInTheDocument();
    await userEvent.click(within(notice).getByRole('button', { name: 'Tentar novamente' }));
    await expect(await page.findByRole('button', { name: 'Criar App' })).toBeVisible();
  },
};

/** A picture over 1 MB is refused at once, by name. */
export const ImageTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    pickFile(canvasElement, fileOfSize('tela-grande.png', 1024 * 1024 + 1, 'image/png'));
    await expect(await page.findByText('Imagem tela-grande.png excede o limite de 1MB')).toBeVisible();
    await expect(page.queryByRole('img', { name: 'tela-grande.png' })).not.toBeInTheDocument();
    // Exactly 1 MB is accepted.
    pickFile(canvasElement, fileOfSize('tela-limite.png', 1024 * 1024, 'image/png'));
    await expect(await page.findByRole('button', { name: 'Remover tela-limite.png' })).toBeVisible();
    await expect(page.queryByText('Imagem tela-grande.png excede o limite de 1MB')).not.toBeInTheDocument();
  },
};

/** A file that is not a jpeg, png or gif is refused at once, by name. */
export const WrongFileType: Story = {
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    pickFile(canvasElement, new File(['%PDF-1.4'], 'contrato.pdf', { type: 'application/pdf' }));
    await expect(await page.findByText('Formato de contrato.pdf não suportado')).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Remover contrato.pdf' })).not.toBeInTheDocument();
  },
};

/** Types the required fields (and some optional ones) of an app called `name`. */
async function fillRequired(page: PageQueries, name: string) {
  await userEvent.type(page.getByRole('textbox', { name: /^Nome/ }), name);
  await userEvent.type(page.getByRole('textbox', { name: /^Descrição/ }), 'Cálculo e guia do DIFAL para vendas interestaduais.');
  await userEvent.type(page.getByRole('textbox', { name: /^Funcionalidades/ }), 'Cálculo do DIFAL{enter}Emissão de GNRE');
  await userEvent.type(page.getByRole('textbox', { name: /^Principais funcionalidades/ }), 'Cálculo do DIFAL');
}

/** Bruno publishes: the required fields and a picture, 'Criar App', the spec's toast and the new app's page. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await fillRequired(page, 'Norte DIFAL');
    await userEvent.type(page.getByRole('textbox', { name: /^Tags/ }), 'DIFAL, ICMS');
    await userEvent.type(page.getByRole('textbox', { name: /^Aplicativo web/ }), 'https://difal.exemplo.com.br');
    pickFile(canvasElement, tinyPng('norte-difal.png'));
    await page.findByRole('img', { name: 'norte-difal.png' });
    await userEvent.click(page.getByRole('button', { name: 'Criar App' }));
    await expect(await within(canvasElement).findByText('Confirme a conta pelo email', {}, { timeout: 8000 })).toBeInTheDocument();
    const view = await loadedPage(canvasElement, 'app-view', 'Norte DIFAL');
    await expect(storyLocation.current.history.at(-1)).toMatch(/^\/app\/view\?id=/);
    await expect(view.getByRole('link', { name: 'Fornecedor Contábil Norte Tecnologia' })).toBeVisible();
    await expect(view.getByText('Cálculo e guia do DIFAL para vendas interestaduais.')).toBeVisible();
    await expect(view.getByRole('link', { name: /difal\.exemplo\.com\.br/ })).toHaveAttribute('href', 'https://difal.exemplo.com.br');
  },
};

/** Ana publishes for the company she chooses: the new app's page names that provider. */
export const AdminSuccess: Story = {
  decorators: [withPortal({ path: PATH, signedInAs: 'admin@portalfiscal.demo' })],
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    const company = page.getByRole('combobox', { name: /^Empresa/ });
    await waitFor(() => expect(company).toBeEnabled());
    await userEvent.click(company);
    await userEvent.click(within(await within(document.body).findByRole('listbox')).getByRole('option', { name: 'Fiscaltech Sistemas' }));
    await fillRequired(page, 'Fiscaltech DIFAL');
    pickFile(canvasElement, tinyPng('fiscaltech-difal.png'));
    await page.findByRole('img', { name: 'fiscaltech-difal.png' });
    await userEvent.click(page.getByRole('button', { name: 'Criar App' }));
    const view = await loadedPage(canvasElement, 'app-view', 'Fiscaltech DIFAL');
    await expect(view.getByRole('link', { name: 'Fornecedor Fiscaltech Sistemas' })).toHaveAttribute(
      'href',
      '/fornecedor/view?id=prov-0002-fiscaltech',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement, 'Create App');
    await userEvent.click(page.getByRole('button', { name: 'Create App' }));
    await expectAlert(page, 'Fill in the fields correctly');
    await expect(page.getAllByText('Required field')).toHaveLength(5);
    pickFile(canvasElement, new File(['%PDF-1.4'], 'contract.pdf', { type: 'application/pdf' }));
    await expect(await page.findByText('Format of contract.pdf is not supported')).toBeVisible();
  },
};

/** 390 px: the fields stack and the actions stay reachable, nothing runs off the screen. */
export const Mobile: Story = phoneStory(form, async (page) => {
  await expect(page.getByRole('textbox', { name: /^Nome/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Selecionar imagem' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Criar App' })).toBeVisible();
});
