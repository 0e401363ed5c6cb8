import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_BASE_URLS, createMockHandlers, db } from '@portal-fiscal/mocks';
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
import { withPortal } from '../../testing/StoryPortal';

const { apiNode, assets } = DEMO_BASE_URLS;
const realHandlers = createMockHandlers();
const providerUrl = `${apiNode}/app-providers/:id`;
const PATH = '/settings/company';
const NORTE = 'Contábil Norte Tecnologia';
const NORTE_LOGO = `Logo de ${NORTE}`;

/** Waits for the page's title and returns queries scoped to its content. */
const loaded = (canvasElement: HTMLElement, heading = 'Empresa') => loadedPage(canvasElement, 'company', heading);

/** The company form once loaded: its name field (a stored company opens locked, a new one empty). */
async function form(canvasElement: HTMLElement, heading?: string) {
  const page = await loaded(canvasElement, heading);
  await page.findByRole('textbox', { name: /^(Nome da empresa|Company name)/ }, { timeout: 8000 });
  return page;
}

const nameField = (page: PageQueries) => page.getByRole('textbox', { name: /^Nome da empresa/ });
const descriptionField = (page: PageQueries) => page.getByRole('textbox', { name: /^Descrição/ });
const typeField = (page: PageQueries) => page.getByRole('combobox', { name: /^Tipo de fornecedor/ });
const logoGroup = (page: PageQueries) => page.getByRole('group', { name: /^Logo da empresa/ });
/** No company left half-registered by an earlier story (the recovery key of company/queries.ts). */
const forgetPending = () => window.sessionStorage.removeItem('portal-fiscal.company.pending.semempresa@portalfiscal.demo');
/** A toast's title (the shell's toaster, outside the page's content). */
const toast = (text: string) => within(document.body).findByText(text, {}, { timeout: 8000 });

async function chooseType(page: PageQueries, name: string) {
  await userEvent.click(typeField(page));
  await userEvent.click(within(await within(document.body).findByRole('listbox')).getByRole('option', { name }));
  await waitFor(() => expect(typeField(page)).toHaveTextContent(name));
}

/**
 * /settings/company — 'Empresa' (spec 02 §2 Company screen): the account's company, locked after it
 * loads; 'Editar Empresa' unlocks the form, 'Editar' on the logo only the logo. Without a company the
 * same form registers one. Signed in as Bruno (provider admin of Contábil Norte Tecnologia).
 */
const meta = {
  title: 'Páginas/Configurações/Empresa',
  id: 'paginas-configuracoes-empresa',
  component: AppRoutes,
  ...signedInPageStory({ path: PATH, signedInAs: 'fornecedor@portalfiscal.demo' }),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 'Editar Empresa', then waits until the form is unlocked: the unlock moves the focus to the name field
 * after its render, and text typed before that lands in whichever field has the focus then (a description
 * typed at once kept its first letter only).
 */
async function unlock(page: PageQueries) {
  await userEvent.click(page.getByRole('button', { name: 'Editar Empresa' }));
  await waitFor(() => expect(nameField(page)).toHaveFocus());
}

/** Bruno's company, locked: the stored logo with 'Editar', the fields read only, 'Editar Empresa'. */
export const ExistingCompany: Story = {
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await expect(page.getByRole('heading', { level: 2, name: 'Dados da empresa' })).toBeVisible();
    await expect(nameField(page)).toHaveValue(NORTE);
    await expect(nameField(page)).toHaveAttribute('readonly');
    await expect((descriptionField(page) as HTMLTextAreaElement).value).toMatch(/^Software house de Manaus/);
    await expect(descriptionField(page)).toHaveAttribute('readonly');
    await expect(typeField(page)).toHaveTextContent('Software house');
    await expect(typeField(page)).toBeDisabled();
    await expect(within(logoGroup(page)).getByRole('img', { name: NORTE_LOGO })).toBeVisible();
    await expect(within(logoGroup(page)).getByRole('button', { name: 'Editar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Editar Empresa' })).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Salvar Alterações' })).not.toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Selecionar imagem' })).not.toBeInTheDocument();
  },
};

/** 'Editar Empresa', blank fields: the spec's messages on each; without the logo, submit is disabled with the hint. 'Cancelar' restores. */
export const UnlockAndValidate: Story = {
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await unlock(page);
    await expect(nameField(page)).not.toHaveAttribute('readonly');
    await expect(typeField(page)).toBeEnabled();
    await userEvent.clear(nameField(page));
    await userEvent.clear(descriptionField(page));
    await userEvent.type(descriptionField(page), '   ');
    await userEvent.click(page.getByRole('button', { name: 'Salvar Alterações' }));
    await expect(await page.findByText('Nome é obrigatório.')).toBeVisible();
    await expect(page.getByText('Descrição é obrigatória.')).toBeVisible();
    await expect(nameField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(nameField(page)).toHaveAccessibleDescription(expect.stringContaining('Nome é obrigatório.'));
    // The logo removed: its message, submit disabled and the hint that says why.
    await userEvent.click(within(logoGroup(page)).getByRole('button', { name: 'Remover logo' }));
    await expect(await page.findByText('A logo da empresa é obrigatória.')).toBeVisible();
    const submit = page.getByRole('button', { name: 'Salvar Alterações' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription('Preencha todos os campos obrigatórios para habilitar o botão.');
    await userEvent.click(page.getByRole('button', { name: 'Cancelar' }));
    await expect(await page.findByRole('button', { name: 'Editar Empresa' })).toHaveFocus();
    await expect(nameField(page)).toHaveValue(NORTE);
    await expect(within(logoGroup(page)).getByRole('img', { name: NORTE_LOGO })).toBeVisible();
    await expect(page.queryByText('Nome é obrigatório.')).not.toBeInTheDocument();
  },
};

/** An edited description saved: 'Salvando...', the spec's toast, locked again with the new text, kept by the backend. */
export const EditSuccess: Story = {
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await unlock(page);
    await userEvent.clear(descriptionField(page));
    await userEvent.type(descriptionField(page), 'Soluções fiscais para a Zona Franca de Manaus.');
    await userEvent.click(page.getByRole('button', { name: 'Salvar Alterações' }));
    await expect(await toast('Empresa atualizada com sucesso!')).toBeInTheDocument();
    await expect(await page.findByRole('button', { name: 'Editar Empresa' })).toBeVisible();
    await expect(descriptionField(page)).toHaveAttribute('readonly');
    await expect(descriptionField(page)).toHaveValue('Soluções fiscais para a Zona Franca de Manaus.');
    await expect(db.providers.findFirst((q) => q.where({ uuid: 'prov-0001-contabil-norte' }))?.description).toBe(
      'Soluções fiscais para a Zona Franca de Manaus.',
    );
  },
};

/** 'Editar' on the logo unlocks only the logo: a new one picked and saved, the fields stay read only. */
export const NewLogo: Story = {
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await userEvent.click(within(logoGroup(page)).getByRole('button', { name: 'Editar' }));
    await expect(await page.findByRole('button', { name: 'Selecionar imagem' })).toBeVisible();
    await expect(nameField(page)).toHaveAttribute('readonly');
    pickFile(canvasElement, tinyPng('norte-nova.png'));
    await expect(await within(logoGroup(page)).findByRole('img', { name: 'norte-nova.png' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Salvar Alterações' }));
    await expect(await toast('Empresa atualizada com sucesso!')).toBeInTheDocument();
    await expect(await within(logoGroup(page)).findByRole('button', { name: 'Editar' })).toBeVisible();
    await expect(db.providers.findFirst((q) => q.where({ uuid: 'prov-0001-contabil-norte' }))?.photo).toMatch(
      new RegExp(`^${assets}/api/v1/asset/img/`),
    );
    await expect(within(logoGroup(page)).getByRole('img', { name: NORTE_LOGO })).toHaveAttribute(
      'src',
      expect.stringContaining('/api/v1/asset/img/'),
    );
  },
};

/** A logo over 1 MB and a file that is no image: refused at once with the spec's messages. */
export const LogoRejected: Story = {
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await userEvent.click(within(logoGroup(page)).getByRole('button', { name: 'Editar' }));
    await page.findByRole('button', { name: 'Selecionar imagem' });
    pickFile(canvasElement, fileOfSize('logo-grande.png', 1024 * 1024 + 1, 'image/png'));
    await expect(await page.findByText('Arquivo inválido excede o limite de 1MB')).toBeVisible();
    await expect(page.queryByRole('img', { name: 'logo-grande.png' })).not.toBeInTheDocument();
    pickFile(canvasElement, new File(['%PDF-1.4'], 'contrato.pdf', { type: 'application/pdf' }));
    await expect(await page.findByText('Formato de contrato.pdf não suportado')).toBeVisible();
    await expect(within(logoGroup(page)).getByRole('img', { name: NORTE_LOGO })).toBeVisible();
  },
};

const COMPANY = '<b>Souza</b> Consultoria';
/**
 * Diego (no company): the empty form, 'Cadastrar empresa' disabled until a logo; the messages; then his
 * company registered (a double click creates one), attached to his account, locked. Markup stays text.
 */
export const CreateCompany: Story = {
  decorators: [withPortal({ path: PATH, signedInAs: 'semempresa@portalfiscal.demo' })],
  beforeEach: () => forgetPending(),
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await expect(page.getByText('Cadastre a sua empresa para publicar produtos no marketplace.')).toBeVisible();
    const submit = page.getByRole('button', { name: 'Cadastrar empresa' });
    await expect(submit).toBeDisabled();
    await expect(page.getByText('Preencha todos os campos obrigatórios para habilitar o botão.')).toBeVisible();
    await expect(nameField(page)).toHaveValue('');
    pickFile(canvasElement, tinyPng('souza.png'));
    await expect(await within(logoGroup(page)).findByRole('img', { name: 'souza.png' })).toBeVisible();
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(await page.findByText('Nome é obrigatório.')).toBeVisible();
    await expect(page.getByText('Descrição é obrigatória.')).toBeVisible();
    await expect(page.getByText('Tipo de fornecedor é obrigatório.')).toBeVisible();
    await userEvent.type(nameField(page), COMPANY);
    await userEvent.type(descriptionField(page), 'Consultoria tributária no Rio Grande do Sul.');
    await chooseType(page, 'Consultoria tributária');
    await userEvent.dblClick(submit);
    await expect(await toast('Empresa cadastrada com sucesso!')).toBeInTheDocument();
    await expect(await page.findByRole('button', { name: 'Editar Empresa' })).toBeVisible();
    await waitFor(() => expect(page.getByRole('button', { name: 'Editar Empresa' })).toHaveFocus());
    await expect(nameField(page)).toHaveValue(COMPANY);
    await expect(nameField(page)).toHaveAttribute('readonly');
    await expect(canvasElement.querySelector('[data-page="company"] form b')).toBeNull();
    await expect(within(logoGroup(page)).getByRole('img', { name: `Logo de ${COMPANY}` })).toBeVisible();
    await expect(db.providers.findMany((q) => q.where({ name: COMPANY }))).toHaveLength(1);
    const account = db.accounts.findFirst((q) => q.where({ email: 'semempresa@portalfiscal.demo' }));
    await expect(account?.company).toBe(COMPANY);
    await expect(account?.appProviderUuid).toBe(db.providers.findFirst((q) => q.where({ name: COMPANY }))?.uuid);
  },
};

let attachCalls = 0;
/**
 * Diego's company is created but attaching it to his account fails: 'Erro ao cadastrar empresa'. The
 * next 'Cadastrar empresa' attaches that same company (no second one, no second upload).
 */
export const AttachFailsThenRetry: Story = {
  decorators: [withPortal({ path: PATH, signedInAs: 'semempresa@portalfiscal.demo' })],
  beforeEach: () => {
    attachCalls = 0;
    forgetPending();
  },
  parameters: {
    msw: {
      handlers: {
        'account.updateByEmail': [
          http.put(`${apiNode}/accounts/email/:email`, () => {
            attachCalls += 1;
            return attachCalls === 1 ? HttpResponse.json({ message: 'Serviço indisponível.' }, { status: 503 }) : undefined;
          }),
          realHandlers['account.updateByEmail'],
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    pickFile(canvasElement, tinyPng('souza.png'));
    await userEvent.type(nameField(page), 'Souza Consultoria');
    await userEvent.type(descriptionField(page), 'Consultoria tributária.');
    await chooseType(page, 'Consultoria tributária');
    const assetsBefore = db.assets.findMany((q) => q.where({ name: 'souza.png' })).length;
    await userEvent.click(page.getByRole('button', { name: 'Cadastrar empresa' }));
    await expect(await toast('Erro ao cadastrar empresa')).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Cadastrar empresa' })).toBeEnabled();
    await userEvent.click(page.getByRole('button', { name: 'Cadastrar empresa' }));
    await expect(await toast('Empresa cadastrada com sucesso!')).toBeInTheDocument();
    await expect(await page.findByRole('button', { name: 'Editar Empresa' })).toBeVisible();
    await expect(db.providers.findMany((q) => q.where({ name: 'Souza Consultoria' }))).toHaveLength(1);
    await expect(db.assets.findMany((q) => q.where({ name: 'souza.png' }))).toHaveLength(assetsBefore + 1);
    await expect(db.accounts.findFirst((q) => q.where({ email: 'semempresa@portalfiscal.demo' }))?.company).toBe('Souza Consultoria');
  },
};

/**
 * A company registered in an earlier visit of this tab but never attached (the page was reloaded in
 * between): the form comes back filled from it, and 'Cadastrar empresa' attaches that one, no second.
 */
export const ResumesUnattachedCompany: Story = {
  decorators: [withPortal({ path: PATH, signedInAs: 'semempresa@portalfiscal.demo' })],
  beforeEach: async () => {
    const logo = db.providers.findFirst((q) => q.where({ uuid: 'prov-0001-contabil-norte' }))?.photo ?? '';
    await db.providers.create({
      uuid: 'prov-9000-souza',
      name: 'Souza Consultoria',
      description: 'Consultoria tributária.',
      photo: logo,
      provider_type_uuid: 'ptype-0002-consultoria-tributaria',
      providerStatus: 'ATIVO',
      createdAt: '2026-11-16T12:00:00.000Z',
      updatedAt: '2026-11-16T12:00:00.000Z',
    });
    window.sessionStorage.setItem('portal-fiscal.company.pending.semempresa@portalfiscal.demo', 'prov-9000-souza');
    return forgetPending;
  },
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await expect(nameField(page)).toHaveValue('Souza Consultoria');
    await expect(typeField(page)).toHaveTextContent('Consultoria tributária');
    await expect(within(logoGroup(page)).getByRole('img', { name: 'Logo de Souza Consultoria' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Cadastrar empresa' }));
    await expect(await toast('Empresa cadastrada com sucesso!')).toBeInTheDocument();
    await expect(await page.findByRole('button', { name: 'Editar Empresa' })).toBeVisible();
    await expect(db.providers.findMany((q) => q.where({ name: 'Souza Consultoria' }))).toHaveLength(1);
    await expect(db.accounts.findFirst((q) => q.where({ email: 'semempresa@portalfiscal.demo' }))?.appProviderUuid).toBe('prov-9000-souza');
    await expect(window.sessionStorage.getItem('portal-fiscal.company.pending.semempresa@portalfiscal.demo')).toBeNull();
  },
};

/** The same panel in My Account's 'Empresa' tab: its own h2 under 'Minha conta'. */
export const InMyAccountTab: Story = {
  decorators: [withPortal({ path: '/settings/my-account?tab=company', signedInAs: 'semempresa@portalfiscal.demo' })],
  play: async ({ canvasElement }) => {
    const page = await loadedPage(canvasElement, 'my-account', 'Minha conta');
    await expect(await page.findByRole('tab', { name: 'Empresa', selected: true })).toBeVisible();
    await expect(await page.findByRole('heading', { level: 2, name: 'Dados da empresa' })).toBeVisible();
    await expect(await page.findByRole('button', { name: 'Cadastrar empresa' })).toBeDisabled();
  },
};

/** The backend refuses the name (400): its message on the field, the focus on it, and the spec's error toast. */
export const ServerRefuses: Story = {
  parameters: {
    msw: {
      handlers: {
        'providers.update': http.put(providerUrl, () =>
          HttpResponse.json(
            {
              message: 'Já existe uma empresa com este nome.',
              code: 'bad_request',
              fieldErrors: { name: 'Já existe uma empresa com este nome.' },
            },
            { status: 400 },
          ),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await unlock(page);
    await userEvent.type(nameField(page), ' Ltda');
    await userEvent.click(page.getByRole('button', { name: 'Salvar Alterações' }));
    await expect(await toast('Erro ao editar empresa')).toBeInTheDocument();
    await expect(nameField(page)).toHaveAccessibleDescription(expect.stringContaining('Já existe uma empresa com este nome.'));
    await waitFor(() => expect(nameField(page)).toHaveFocus());
    await expect(page.getByRole('button', { name: 'Salvar Alterações' })).toBeEnabled();
  },
};

/** The logo upload fails: 'Erro ao fazer upload', the form stays open with the picked logo. */
export const UploadFails: Story = {
  parameters: {
    msw: {
      handlers: {
        'uploads.uploadAsset': http.post(`${assets}/api/v1/asset/upload`, () =>
          HttpResponse.json({ message: 'Erro interno simulado.' }, { status: 500 }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await userEvent.click(within(logoGroup(page)).getByRole('button', { name: 'Editar' }));
    await page.findByRole('button', { name: 'Selecionar imagem' });
    pickFile(canvasElement, tinyPng('norte-nova.png'));
    await userEvent.click(await page.findByRole('button', { name: 'Salvar Alterações' }));
    await expect(await toast('Erro ao fazer upload')).toBeInTheDocument();
    const alert = (await page.findByText('Erro interno simulado.')).closest('[role="alert"]');
    await expect(alert).not.toBeNull();
    await expect(within(logoGroup(page)).getByRole('img', { name: 'norte-nova.png' })).toBeVisible();
  },
};

const flakyProvider = failingFirst('get', providerUrl);
/** The company fails to load (and its automatic retry): the message and 'Tentar novamente', which brings it. */
export const LoadErrorRetry: Story = {
  beforeEach: () => flakyProvider.reset(),
  parameters: { msw: { handlers: { 'providers.get': [flakyProvider.handler, realHandlers['providers.get']] } } },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const message = await page.findByText('Não foi possível carregar os dados da empresa.', {}, { timeout: 8000 });
    const notice = message.closest('[role="alert"]') as HTMLElement;
    await expect(notice).not.toBeNull();
    await expect(page.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(within(notice).getByRole('button', { name: 'Tentar novamente' }));
    await expect(await page.findByRole('textbox', { name: /^Nome da empresa/ })).toHaveValue(NORTE);
  },
};

/** The company never arrives: the skeleton and its announcement, no form yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: { 'providers.get': pendingGet(providerUrl) } } },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await page.findByText('Carregando os dados da empresa…')).toHaveAttribute('role', 'status');
    await expect(page.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Editar Empresa' })).not.toBeInTheDocument();
  },
};

/** Carla (portal user, no company, may not register one): why there is no form. */
export const UserWithoutCompany: Story = {
  decorators: [withPortal({ path: PATH, signedInAs: 'usuario@portalfiscal.demo' })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await page.findByRole('heading', { level: 3, name: 'Nenhuma empresa vinculada' })).toBeVisible();
    await expect(page.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Cadastrar empresa' })).not.toBeInTheDocument();
  },
};

/** Carla, as staff of a company she may not edit: the company read only, no form and no buttons. */
export const ReadOnly: Story = {
  decorators: [withPortal({ path: PATH, signedInAs: 'usuario@portalfiscal.demo' })],
  beforeEach: async () => {
    await db.accounts.update((q) => q.where({ email: 'usuario@portalfiscal.demo' }), {
      data(a) {
        a.appProviderUuid = 'prov-0001-contabil-norte';
      },
    });
  },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await page.findByText('Somente leitura')).toBeVisible();
    await expect(page.getByRole('img', { name: NORTE_LOGO })).toBeVisible();
    await expect(page.getByText(NORTE)).toBeVisible();
    await expect(page.getByText('Software house')).toBeVisible();
    await expect(page.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Editar Empresa' })).not.toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement, 'Company');
    await expect(page.getByRole('heading', { level: 2, name: 'Company details' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Edit Company' }));
    await userEvent.clear(page.getByRole('textbox', { name: /^Company name/ }));
    await userEvent.click(page.getByRole('button', { name: 'Save Changes' }));
    await expect(await page.findByText('Name is required.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** 390 px: the logo, the fields and the actions stack; nothing runs off the screen. */
export const Mobile: Story = phoneStory(form, async (page) => {
  await expect(nameField(page)).toBeVisible();
  await userEvent.click(page.getByRole('button', { name: 'Editar Empresa' }));
  await expect(await page.findByRole('button', { name: 'Selecionar imagem' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvar Alterações' })).toBeVisible();
});
