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

const { apiNode } = DEMO_BASE_URLS;
const realHandlers = createMockHandlers();
const providersUrl = `${apiNode}/app-providers`;
const typesUrl = `${apiNode}/provider-types`;
const PATH = '/settings/management/providers/create-provider';

/** Waits for the page's title and returns queries scoped to its content. */
const loaded = (canvasElement: HTMLElement, heading = 'Criar Novo Provider') => loadedPage(canvasElement, 'admin-provider-create', heading);

/** The form, once the provider types are in (the type select is enabled). */
async function form(canvasElement: HTMLElement, heading?: string) {
  const page = await loaded(canvasElement, heading);
  const type = await page.findByRole('combobox', { name: /^(Tipo de Provider|Provider Type)/ }, { timeout: 8000 });
  await waitFor(() => expect(type).toBeEnabled());
  return page;
}

const nameField = (page: PageQueries) => page.getByRole('textbox', { name: /^Nome/ });
const urlField = (page: PageQueries) => page.getByRole('textbox', { name: /^URL da Foto/ });
const statusField = (page: PageQueries) => page.getByRole('combobox', { name: /^Status/ });
const typeField = (page: PageQueries) => page.getByRole('combobox', { name: /^Tipo de Provider/ });
const descriptionField = (page: PageQueries) => page.getByRole('textbox', { name: /^Descrição/ });
const submitButton = (page: PageQueries) => page.getByRole('button', { name: 'Criar Provider' });
/** A toast's title (the shell's toaster, outside the page's content). */
const toast = (text: string) => within(document.body).findByText(text, { selector: 'li *' }, { timeout: 8000 });

async function choose(field: HTMLElement, option: string) {
  await userEvent.click(field);
  await userEvent.click(within(await within(document.body).findByRole('listbox')).getByRole('option', { name: option }));
  await waitFor(() => expect(field).toHaveTextContent(option));
}

let posts = 0;
/** Counts the POSTs of providers and lets the real mock answer them. */
const countPosts = http.post(providersUrl, () => {
  posts += 1;
  return undefined;
});

/**
 * /settings/management/providers/create-provider — 'Criar Novo Provider' (spec 02 §2 Create provider, §3,
 * §5, §8): Nome, URL da Foto, Status, Tipo de Provider and Descrição; empty strings go as '-'; 'Criar
 * Provider' only when the form is valid. Signed in as Ana (marketplace admin).
 */
const meta = {
  title: 'Páginas/Administração/Criar provider',
  id: 'paginas-administracao-criar-provider',
  component: AppRoutes,
  ...signedInPageStory({ path: PATH, signedInAs: 'admin@portalfiscal.demo' }),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every field of the spec; ATIVO by default; 'Criar Provider' disabled, with the reason. */
export const EmptyForm: Story = {
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await expect(nameField(page)).toBeRequired();
    await expect(urlField(page)).toHaveAttribute('type', 'url');
    await expect(statusField(page)).toHaveTextContent('Ativo');
    await expect(typeField(page)).toHaveTextContent('Selecione o tipo de provider');
    await expect(descriptionField(page)).toHaveValue('');
    await expect(submitButton(page)).toBeDisabled();
    await expect(submitButton(page)).toHaveAccessibleDescription('Preencha o nome e o tipo de provider para habilitar o botão.');
    await expect(page.getByRole('button', { name: 'Voltar' })).toBeVisible();
  },
};

/** Messages as the fields are left; a malformed photo URL said clearly; the button enables only once all is valid. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await userEvent.click(nameField(page));
    await userEvent.type(urlField(page), 'logo.png');
    await userEvent.tab();
    await expect(await page.findByText('Nome é obrigatório.')).toBeVisible();
    await expect(nameField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(urlField(page)).toHaveAccessibleDescription(expect.stringContaining('Informe uma URL válida (http:// ou https://).'));
    await userEvent.type(nameField(page), 'Norte Digital');
    await expect(page.queryByText('Nome é obrigatório.')).not.toBeInTheDocument();
    await choose(typeField(page), 'Fintech');
    // Still disabled: the URL is not one.
    await expect(submitButton(page)).toBeDisabled();
    await userEvent.clear(urlField(page));
    await userEvent.type(urlField(page), 'https://cdn.exemplo.com.br/norte.png');
    await waitFor(() => expect(submitButton(page)).toBeEnabled());
    await expect(page.queryByText('Informe uma URL válida (http:// ou https://).')).not.toBeInTheDocument();
    // Blank-only is empty.
    await userEvent.clear(nameField(page));
    await userEvent.type(nameField(page), '   ');
    await waitFor(() => expect(submitButton(page)).toBeDisabled());
  },
};

/** The types never arrive: 'Carregando...' over the form, which cannot be used yet. */
export const TypesLoading: Story = {
  parameters: { msw: { handlers: { 'providerTypes.list': pendingGet(typesUrl) } } },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await page.findByText('Carregando...', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvasElement.querySelector('[data-page="admin-provider-create"] form')).toHaveAttribute('inert');
    await expect(canvasElement.querySelector('[data-page="admin-provider-create"] [aria-busy="true"]')).not.toBeNull();
  },
};

const flakyTypes = failingFirst('get', typesUrl);
/** The types fail to load: 'Erro ao carregar tipos de provider' and 'Tentar novamente' (no empty select), which brings the form. */
export const TypesErrorRetry: Story = {
  beforeEach: () => flakyTypes.reset(),
  parameters: { msw: { handlers: { 'providerTypes.list': [flakyTypes.handler, realHandlers['providerTypes.list']] } } },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const message = await page.findByText('Erro ao carregar tipos de provider', {}, { timeout: 8000 });
    await expect(page.queryByRole('combobox', { name: /^Tipo de Provider/ })).not.toBeInTheDocument();
    await userEvent.click(within(message.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Tentar novamente' }));
    const ready = await form(canvasElement);
    await userEvent.click(typeField(ready));
    await expect(within(await within(document.body).findByRole('listbox')).getAllByRole('option').length).toBeGreaterThan(1);
    await userEvent.keyboard('{Escape}');
  },
};

/**
 * Ana creates an inactive provider with markup in its name and no description, with a double click: one
 * POST, the spec's toast, the form back to its defaults, and a link to the new provider, whose page
 * shows the name as typed and the description as not set (sent as '-').
 */
export const Success: Story = {
  beforeEach: () => {
    posts = 0;
  },
  parameters: { msw: { handlers: { 'providers.create': [countPosts, realHandlers['providers.create']] } } },
  play: async ({ canvasElement }) => {
    const name = '<b>Norte</b> Digital <img src=x onerror=alert(1)>';
    const page = await form(canvasElement);
    await userEvent.type(nameField(page), name);
    await choose(statusField(page), 'Inativo');
    await choose(typeField(page), 'Consultoria tributária');
    await waitFor(() => expect(submitButton(page)).toBeEnabled());
    await userEvent.dblClick(submitButton(page));
    await expect(await toast('Provider criado com sucesso!')).toBeVisible();
    await expect(posts).toBe(1);
    // Reset to the defaults.
    await waitFor(() => expect(nameField(page)).toHaveValue(''));
    await expect(statusField(page)).toHaveTextContent('Ativo');
    await expect(typeField(page)).toHaveTextContent('Selecione o tipo de provider');
    const link = page.getByRole('link', { name: 'Ver o provider criado' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', expect.stringMatching(/^\/settings\/management\/providers\/view\?id=prov-/));
    await userEvent.click(link);
    const view = await loadedPage(canvasElement, 'admin-provider-view', 'Fornecedor');
    await expect(await view.findByRole('heading', { level: 2, name }, { timeout: 8000 })).toBeVisible();
    await expect(canvasElement.querySelector('[data-page="admin-provider-view"] b')).toBeNull();
    const identity = view.getByRole('region', { name });
    await expect((within(identity).getAllByText('Inativo')[0] as HTMLElement).closest('[data-status]')).toHaveAttribute(
      'data-status',
      'INATIVO',
    );
    await expect(within(identity).getByText('Consultoria tributária')).toBeVisible();
    const description = [...(canvasElement.querySelectorAll('[data-page="admin-provider-view"] dt') as NodeListOf<HTMLElement>)].find(
      (term) => term.textContent === 'Descrição',
    );
    await expect(description?.nextElementSibling).toHaveTextContent('Campo não definido');
    await expect(storyLocation.current.history.at(-1)).toMatch(/^\/settings\/management\/providers\/view\?id=prov-/);
  },
};

/** The backend refuses the creation: 'Erro ao criar provider.' as a toast, the server's message, the values kept. */
export const CreateFails: Story = {
  parameters: {
    msw: {
      handlers: {
        'providers.create': http.post(providersUrl, () =>
          HttpResponse.json({ message: 'Erro interno simulado.', code: 'simulated_failure' }, { status: 500 }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await userEvent.type(nameField(page), 'Norte Digital');
    await choose(typeField(page), 'Fintech');
    await userEvent.click(submitButton(page));
    await expect(await toast('Erro ao criar provider.')).toBeVisible();
    const notice = await page.findByText('Erro interno simulado.');
    await expect(notice.closest('[role="alert"]')).not.toBeNull();
    await expect(nameField(page)).toHaveValue('Norte Digital');
    await expect(submitButton(page)).toBeEnabled();
    await expect(page.queryByRole('link', { name: 'Ver o provider criado' })).not.toBeInTheDocument();
  },
};

/** Bruno (provider admin): 'Acesso restrito', no form. */
export const NotAllowed: Story = {
  decorators: [withPortal({ path: PATH, signedInAs: 'fornecedor@portalfiscal.demo' })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await page.findByRole('heading', { level: 2, name: 'Acesso restrito' }, { timeout: 8000 })).toBeVisible();
    await expect(page.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement, 'Create New Provider');
    await expect(page.getByRole('combobox', { name: /^Provider Type/ })).toHaveTextContent('Select the provider type');
    await expect(page.getByRole('combobox', { name: /^Status/ })).toHaveTextContent('Active');
    await userEvent.type(page.getByRole('textbox', { name: /^Photo URL/ }), 'logo');
    await userEvent.tab();
    await expect(await page.findByText('Enter a valid URL (http:// or https://).')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Provider' })).toBeDisabled();
  },
};

/** 390 px: the fields stack, the button stays reachable, nothing runs off the screen. */
export const Mobile: Story = phoneStory(form, async (page) => {
  await expect(nameField(page)).toBeVisible();
  await expect(typeField(page)).toBeVisible();
  await expect(submitButton(page)).toBeVisible();
});
