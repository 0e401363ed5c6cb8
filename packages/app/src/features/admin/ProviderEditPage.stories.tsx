import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ProviderWire } from '@portal-fiscal/api-client';
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

const { apiNode, assets } = DEMO_BASE_URLS;
const realHandlers = createMockHandlers();
const providerUrl = `${apiNode}/app-providers/:id`;
const typesUrl = `${apiNode}/provider-types`;
const uploadUrl = `${assets}/api/v1/asset/upload`;
const NORTE = { uuid: 'prov-0001-contabil-norte', name: 'Contábil Norte Tecnologia' };
const PATH = `/settings/management/providers/edit?id=${NORTE.uuid}`;

/** Waits for the page's title and returns queries scoped to its content. */
const loaded = (canvasElement: HTMLElement, heading = 'Editar Fornecedor') => loadedPage(canvasElement, 'admin-provider-edit', heading);

/** The form, once the provider and the types are in. */
async function form(canvasElement: HTMLElement, heading?: string) {
  const page = await loaded(canvasElement, heading);
  await page.findByRole('button', { name: /^(Salvar|Save)$/ }, { timeout: 8000 });
  return page;
}

const nameField = (page: PageQueries) => page.getByRole('textbox', { name: /^Nome/ });
const statusField = (page: PageQueries) => page.getByRole('combobox', { name: /^Status/ });
const typeField = (page: PageQueries) => page.getByRole('combobox', { name: /^Tipo de fornecedor/ });
const photoGroup = (page: PageQueries) => page.getByRole('group', { name: /^Foto/ });
const saveButton = (page: PageQueries) => page.getByRole('button', { name: 'Salvar' });
/** A toast's title (the shell's toaster, outside the page's content). */
const toast = (text: string) => within(document.body).findByText(text, { selector: 'li *' }, { timeout: 8000 });

async function choose(field: HTMLElement, option: string) {
  await userEvent.click(field);
  await userEvent.click(within(await within(document.body).findByRole('listbox')).getByRole('option', { name: option }));
  await waitFor(() => expect(field).toHaveTextContent(option));
}

/** A provider as the backend may send it: no type, no description, no photo. */
const BARE: ProviderWire = {
  uuid: NORTE.uuid,
  name: NORTE.name,
  description: null,
  photo: null,
  provider_type_uuid: null,
  createdAt: '2025-03-10T14:00:00.000Z',
  updatedAt: '2025-03-10T14:00:00.000Z',
  providerStatus: 'ATIVO',
  providerTypeUuid: null,
  apps: [],
  accounts: [],
};

/**
 * /settings/management/providers/edit?id= — 'Editar Fornecedor' (spec 02 §2 Provider edit, §5): name,
 * status, description, photo and the required type; saved with a toast, then back to the provider's
 * view. Signed in as Ana (marketplace admin), on Contábil Norte Tecnologia.
 */
const meta = {
  title: 'Páginas/Administração/Editar fornecedor',
  id: 'paginas-administracao-editar-fornecedor',
  component: AppRoutes,
  ...signedInPageStory({ path: PATH, signedInAs: 'admin@portalfiscal.demo' }),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The stored provider in every field, its logo removable, 'Cancelar' and 'Salvar'. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await expect(nameField(page)).toHaveValue(NORTE.name);
    await expect(nameField(page)).toBeRequired();
    await expect(statusField(page)).toHaveTextContent('Ativo');
    await expect(typeField(page)).toHaveTextContent('Software house');
    await expect((page.getByRole('textbox', { name: /^Descrição/ }) as HTMLTextAreaElement).value).toMatch(/^Software house de Manaus/);
    await expect(within(photoGroup(page)).getByRole('img', { name: `Logo de ${NORTE.name}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remover foto' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Selecionar imagem' })).toBeVisible();
    await expect(canvasElement.querySelector('input[type="file"]')).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif');
    await expect(page.getByRole('button', { name: 'Cancelar' })).toBeVisible();
    await expect(saveButton(page)).toHaveAttribute('type', 'submit');
    const breadcrumb = page.getByRole('navigation', { name: 'Você está em' });
    await expect(within(breadcrumb).getByText('Editar Fornecedor')).toHaveAttribute('aria-current', 'page');
  },
};

/** A provider with no type, its name cleared: the spec's messages on their fields, and nothing is sent. */
export const Validation: Story = {
  parameters: { msw: { handlers: { 'providers.get': http.get(providerUrl, () => HttpResponse.json(BARE)) } } },
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await expect(typeField(page)).toHaveTextContent('Selecione o tipo de fornecedor');
    await userEvent.clear(nameField(page));
    await userEvent.click(saveButton(page));
    await expect(await page.findByText('Nome é obrigatório.')).toBeVisible();
    await expect(nameField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(nameField(page)).toHaveAccessibleDescription(expect.stringContaining('Nome é obrigatório.'));
    await expect(typeField(page)).toHaveAccessibleDescription(expect.stringContaining('Tipo de fornecedor é obrigatório.'));
    await expect(nameField(page)).toHaveFocus();
    // Blank-only is empty too.
    await userEvent.type(nameField(page), '   ');
    await userEvent.click(saveButton(page));
    await expect(page.getByText('Nome é obrigatório.')).toBeVisible();
    await expect(storyLocation.current.history.at(-1)).toBe(PATH);
  },
};

let puts = 0;
/** Counts the PUTs to the provider and lets the real mock answer them. */
const countPuts = http.put(providerUrl, () => {
  puts += 1;
  return undefined;
});

/** Ana sets the provider Inativo and saves with a double click: one PUT, the spec's toast, and the view shows the red 'Inativo'. */
export const ChangeStatusAndSave: Story = {
  beforeEach: () => {
    puts = 0;
  },
  parameters: { msw: { handlers: { 'providers.update': [countPuts, realHandlers['providers.update']] } } },
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await choose(statusField(page), 'Inativo');
    await userEvent.dblClick(saveButton(page));
    await expect(await toast('Fornecedor atualizado com sucesso!')).toBeVisible();
    const view = await loadedPage(canvasElement, 'admin-provider-view', 'Fornecedor');
    await view.findByRole('heading', { level: 2, name: NORTE.name }, { timeout: 8000 });
    const identity = view.getByRole('region', { name: NORTE.name });
    await expect((within(identity).getAllByText('Inativo')[0] as HTMLElement).closest('[data-status]')).toHaveAttribute(
      'data-status',
      'INATIVO',
    );
    await expect(storyLocation.current.history.at(-1)).toBe(`/settings/management/providers/view?id=${NORTE.uuid}`);
    await expect(puts).toBe(1);
  },
};

/** A new photo is uploaded (only then) and saved: the view shows the uploaded image. */
export const NewPhoto: Story = {
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    pickFile(canvasElement, tinyPng('norte-nova-logo.png'));
    await expect(await within(photoGroup(page)).findByRole('img', { name: 'norte-nova-logo.png' })).toBeVisible();
    await userEvent.click(saveButton(page));
    await expect(await toast('Fornecedor atualizado com sucesso!')).toBeVisible();
    const view = await loadedPage(canvasElement, 'admin-provider-view', 'Fornecedor');
    const logo = await view.findByRole('img', { name: `Logo de ${NORTE.name}` }, { timeout: 8000 });
    await expect(logo.getAttribute('src')).toMatch(/\/api\/v1\/asset\/img\/[\w-]+$/);
  },
};

/** A photo over 1 MB is refused at once with the spec's message; exactly 1 MB is accepted. */
export const PhotoTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    pickFile(canvasElement, fileOfSize('logo-grande.png', 1024 * 1024 + 1, 'image/png'));
    await expect(await page.findByText('Arquivo inválido excede o limite de 1MB')).toBeVisible();
    await expect(page.queryByRole('img', { name: 'logo-grande.png' })).not.toBeInTheDocument();
    pickFile(canvasElement, fileOfSize('logo-limite.png', 1024 * 1024, 'image/png'));
    await expect(await page.findByRole('img', { name: 'logo-limite.png' })).toBeInTheDocument();
    await expect(page.queryByText('Arquivo inválido excede o limite de 1MB')).not.toBeInTheDocument();
  },
};

/** A file that is not a jpeg, png or gif is refused at once, by name. */
export const PhotoWrongType: Story = {
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    pickFile(canvasElement, new File(['%PDF-1.4'], 'contrato.pdf', { type: 'application/pdf' }));
    await expect(await page.findByText('Formato de contrato.pdf não suportado')).toBeVisible();
    await expect(within(photoGroup(page)).getByRole('img', { name: `Logo de ${NORTE.name}` })).toBeVisible();
  },
};

/** The upload fails on the server: 'Erro ao fazer upload' as a toast, the server's message by the form, no save. */
export const UploadFails: Story = {
  parameters: {
    msw: {
      handlers: {
        'uploads.uploadAsset': http.post(uploadUrl, () =>
          HttpResponse.json({ message: 'Armazenamento indisponível.', code: 'simulated_failure' }, { status: 503 }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    pickFile(canvasElement, tinyPng('norte-nova-logo.png'));
    await within(photoGroup(page)).findByRole('img', { name: 'norte-nova-logo.png' });
    await userEvent.click(saveButton(page));
    await expect(await toast('Erro ao fazer upload')).toBeVisible();
    const notice = await page.findByText('Armazenamento indisponível.');
    await expect(notice.closest('[role="alert"]')).not.toBeNull();
    await expect(saveButton(page)).toBeEnabled();
    await expect(storyLocation.current.history.at(-1)).toBe(PATH);
  },
};

/** The save is refused with a field message: the toast, and the message on its field, which takes the focus. */
export const SaveRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        'providers.update': http.put(providerUrl, () =>
          HttpResponse.json(
            { message: 'Dados inválidos.', code: 'validation', fieldErrors: { provider_type_uuid: 'Tipo de fornecedor não encontrado.' } },
            { status: 400 },
          ),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await userEvent.click(saveButton(page));
    await expect(await toast('Erro ao atualizar fornecedor.')).toBeVisible();
    await expect(await page.findByText('Dados inválidos.')).toBeVisible();
    await expect(typeField(page)).toHaveAccessibleDescription(expect.stringContaining('Tipo de fornecedor não encontrado.'));
    await waitFor(() => expect(typeField(page)).toHaveFocus());
  },
};

/** 'Cancelar' leaves without saving: to the provider's view (nothing before it in this tab). */
export const Cancel: Story = {
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await userEvent.type(nameField(page), ' (rascunho)');
    await userEvent.click(page.getByRole('button', { name: 'Cancelar' }));
    const view = await loadedPage(canvasElement, 'admin-provider-view', 'Fornecedor');
    await expect(await view.findByRole('heading', { level: 2, name: NORTE.name }, { timeout: 8000 })).toBeVisible();
  },
};

/** The provider never arrives: the form's skeleton, announced. */
export const Loading: Story = {
  parameters: { msw: { handlers: { 'providers.get': pendingGet(providerUrl) } } },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const status = await page.findByText('Carregando o fornecedor…', {}, { timeout: 8000 });
    await expect(status).toHaveAttribute('role', 'status');
    await expect(page.queryByRole('textbox')).not.toBeInTheDocument();
    // The form's own fields, disabled and hidden from assistive technology, in the boxes the form puts them
    // (the frame writes the provider's name and description into the two marked ones).
    const region = status.closest('[aria-busy="true"]') as HTMLElement;
    const fields = [...region.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')];
    await expect(fields.map((field) => [field.tagName, field.disabled, field.getAttribute('data-skeleton-text')])).toEqual([
      ['INPUT', true, 'name'],
      ['TEXTAREA', true, 'description'],
    ]);
    await expect(region.querySelector('textarea')).toHaveAttribute('rows', '5');
  },
};

const flakyTypes = failingFirst('get', typesUrl);
/** The provider types fail to load: said so with 'Tentar novamente' (not an empty select), which brings the form. */
export const TypesErrorRetry: Story = {
  beforeEach: () => flakyTypes.reset(),
  parameters: { msw: { handlers: { 'providerTypes.list': [flakyTypes.handler, realHandlers['providerTypes.list']] } } },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const message = await page.findByText('Erro ao carregar tipos de provider', {}, { timeout: 8000 });
    await userEvent.click(within(message.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Tentar novamente' }));
    await expect(await page.findByRole('button', { name: 'Salvar' }, { timeout: 8000 })).toBeVisible();
    await expect(typeField(page)).toHaveTextContent('Software house');
  },
};

/** No id in the address: 'Nenhum fornecedor selecionado.'. */
export const NoId: Story = {
  decorators: [withPortal({ path: '/settings/management/providers/edit', signedInAs: 'admin@portalfiscal.demo' })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await page.findByRole('heading', { level: 2, name: 'Nenhum fornecedor selecionado.' })).toBeVisible();
    await expect(page.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

/** Bruno (provider admin) types the address of his own company's edit: 'Acesso restrito', no form. */
export const NotAllowed: Story = {
  decorators: [withPortal({ path: PATH, signedInAs: 'fornecedor@portalfiscal.demo' })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await page.findByRole('heading', { level: 2, name: 'Acesso restrito' }, { timeout: 8000 })).toBeVisible();
    await expect(page.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement, 'Edit Provider');
    await expect(page.getByRole('combobox', { name: /^Status/ })).toHaveTextContent('Active');
    await expect(page.getByRole('combobox', { name: /^Provider type/ })).toHaveTextContent('Software house');
    await userEvent.clear(page.getByRole('textbox', { name: /^Name/ }));
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(await page.findByText('Name is required.')).toBeVisible();
    pickFile(canvasElement, new File(['%PDF-1.4'], 'contract.pdf', { type: 'application/pdf' }));
    await expect(await page.findByText('Format of contract.pdf is not supported')).toBeVisible();
  },
};

/** 390 px: the fields stack, the actions stay reachable, nothing runs off the screen. */
export const Mobile: Story = phoneStory(form, async (page) => {
  await expect(nameField(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Selecionar imagem' })).toBeVisible();
  await expect(saveButton(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelar' })).toBeVisible();
});
