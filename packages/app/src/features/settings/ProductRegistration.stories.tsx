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
  phoneStory,
  pickFile,
  PAGE_PARAMETERS,
  signedInPageStory,
  tinyPng,
} from '../../testing/pageStory';
import { storyLocation, withPortal } from '../../testing/StoryPortal';

const { apiNode } = DEMO_BASE_URLS;
const realHandlers = createMockHandlers();
const PATH = '/settings/my-account?tab=products';
const NORTE = 'Contábil Norte Tecnologia';

/** The registration tab once its form shows ('Cadastrar Produto'), scoped to the page's content. */
async function form(canvasElement: HTMLElement, heading = 'Minha conta', submit: string | RegExp = 'Cadastrar Produto') {
  const page = await loadedPage(canvasElement, 'my-account', heading);
  await page.findByRole('button', { name: submit }, { timeout: 8000 });
  // The categories are in.
  await waitFor(() => expect(page.getByRole('combobox', { name: /^(Categoria|Category)/ })).toBeEnabled());
  return page;
}

/** A toast's title (the shell's toaster, outside the page's content). */
const toast = (text: string) => within(document.body).findByText(text, { selector: 'li *' }, { timeout: 8000 });

const nameField = (page: PageQueries) => page.getByRole('textbox', { name: /^Nome do produto/ });
const websiteField = (page: PageQueries) => page.getByRole('textbox', { name: /^Site/ });
const descriptionField = (page: PageQueries) => page.getByRole('textbox', { name: /^Descrição do produto/ });
const categoryField = (page: PageQueries) => page.getByRole('combobox', { name: /^Categoria/ });
const subcategoryField = (page: PageQueries) => page.getByRole('combobox', { name: /^Subcategoria/ });
const integrationsField = (page: PageQueries) => page.getByRole('combobox', { name: /^Integrações/ });
const featureField = (page: PageQueries) => page.getByRole('textbox', { name: /^Nova funcionalidade/ });
const submitButton = (page: PageQueries) => page.getByRole('button', { name: 'Cadastrar Produto' });

/** Opens a select and picks an option by its name. */
async function choose(field: HTMLElement, option: string) {
  await userEvent.click(field);
  await userEvent.click(within(await within(document.body).findByRole('listbox')).getByRole('option', { name: option }));
  await waitFor(() => expect(field).toHaveTextContent(option));
}

/** Every field of a valid product called `name`, with `images` pictures. */
async function fillProduct(canvasElement: HTMLElement, page: PageQueries, name: string, images = 2) {
  await userEvent.type(nameField(page), name);
  await userEvent.type(websiteField(page), 'difal.exemplo.com.br');
  await choose(categoryField(page), 'Soluções Fiscais');
  await choose(subcategoryField(page), 'Apuração de ICMS e IPI');
  await userEvent.type(descriptionField(page), 'Cálculo e guia do DIFAL para vendas interestaduais.');
  await userEvent.type(integrationsField(page), 'SAP{enter}');
  for (const feature of ['Cálculo do DIFAL', 'Emissão de GNRE', 'Relatório por UF'])
    await userEvent.type(featureField(page), `${feature}{enter}`);
  for (let i = 1; i <= images; i++) {
    pickFile(canvasElement, tinyPng(`tela-${i}.png`));
    await page.findByRole('img', { name: `tela-${i}.png` });
  }
}

/** The creation's steps as `label: status`, in order. */
function steps(page: PageQueries): string[] {
  const region = page.getByRole('region', { name: 'Cadastro do produto' });
  return within(region)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

/** The form's failure notice (an alert: the image picker keeps an alert region of its own). */
async function failureNotice(canvasElement: HTMLElement): Promise<HTMLElement> {
  return waitFor(
    () => {
      const notice = canvasElement.querySelector<HTMLElement>('[data-page] form [role="alert"][data-tone="danger"]');
      if (!notice) throw new Error('no failure notice');
      return notice;
    },
    { timeout: 8000 },
  );
}

/**
 * /settings/my-account?tab=products — 'Cadastrar produto' (spec 02 §2 Product registration form, §4, §5,
 * §8): a product of the account's company (a marketplace admin chooses the company), created step by
 * step with the progress on screen; any failure after the app exists deletes it. Signed in as Bruno
 * (provider admin of Contábil Norte Tecnologia).
 */
const meta = {
  title: 'Páginas/Configurações/Cadastrar produto',
  id: 'paginas-configuracoes-cadastrar-produto',
  component: AppRoutes,
  ...signedInPageStory({ path: PATH, signedInAs: 'fornecedor@portalfiscal.demo' }),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Bruno: his company is said, not asked; every field of the spec and 'Cadastrar Produto'. */
export const ProviderAdmin: Story = {
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await expect(page.getByRole('tab', { name: 'Cadastrar produto' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 2, name: 'Cadastrar produto' })).toBeVisible();
    await expect(page.getByText(`O produto será cadastrado pela empresa ${NORTE}.`)).toBeVisible();
    await expect(page.queryByRole('combobox', { name: /^Empresa/ })).not.toBeInTheDocument();
    await expect(nameField(page)).toBeRequired();
    await expect(websiteField(page)).toHaveAttribute('type', 'url');
    await expect(categoryField(page)).toHaveTextContent('Selecione a categoria');
    await expect(subcategoryField(page)).toBeDisabled();
    await expect(subcategoryField(page)).toHaveTextContent('Escolha a categoria primeiro');
    await expect(descriptionField(page)).toBeRequired();
    await expect(integrationsField(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Funcionalidades principais' })).toBeVisible();
    await expect(featureField(page)).toHaveAccessibleDescription('Adicione pelo menos 3 funcionalidades principais do seu produto');
    await expect(page.getByRole('heading', { level: 3, name: 'Imagens do produto' })).toBeVisible();
    await expect(page.getByRole('group', { name: /^Imagens/ })).toBeVisible();
    await expect(canvasElement.querySelector('input[type="file"]')).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif');
    await expect(submitButton(page)).toHaveAttribute('type', 'submit');
    // The sections fold and unfold; what is in them stays.
    const features = page.getByRole('button', { name: 'Funcionalidades principais' });
    await userEvent.click(features);
    await expect(features).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(features);
    await expect(featureField(page)).toBeVisible();
  },
};

/** 'Cadastrar Produto' with nothing filled: every message of spec 02 §5 beside its field, and the image toast. */
export const EmptySubmit: Story = {
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await userEvent.click(submitButton(page));
    await expect(await page.findByText('Nome do produto é obrigatório.')).toBeVisible();
    await expect(nameField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(nameField(page)).toHaveAccessibleDescription(expect.stringContaining('Nome do produto é obrigatório.'));
    await expect(websiteField(page)).toHaveAccessibleDescription(expect.stringContaining('Site é obrigatório'));
    await expect(categoryField(page)).toHaveAccessibleDescription(expect.stringContaining('A Categoria do Produto é obrigatória'));
    await expect(page.getByText('A subcategoria do produto é obrigatória')).toBeVisible();
    await expect(descriptionField(page)).toHaveAccessibleDescription(expect.stringContaining('A Descrição do Produto é obrigatória'));
    await expect(integrationsField(page)).toHaveAccessibleDescription(expect.stringContaining('Adicione pelo menos uma integração.'));
    await expect(featureField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getAllByText('Adicione pelo menos 3 funcionalidades principais do seu produto').length).toBeGreaterThanOrEqual(1);
    await expect(page.getByRole('group', { name: /^Imagens/ })).toHaveAccessibleDescription(
      expect.stringContaining('Adicione ao menos uma imagem'),
    );
    // The image message is a toast too.
    await waitFor(() => expect(within(document.body).getAllByText('Adicione ao menos uma imagem').length).toBeGreaterThanOrEqual(2));
    await expect(nameField(page)).toHaveFocus();
    // Two features are not enough; blanks and duplicates are not added.
    await userEvent.type(featureField(page), 'Cálculo{enter}   {enter}cálculo{enter}');
    await expect(page.getByText('cálculo já está na lista')).toBeVisible();
    await userEvent.clear(featureField(page));
    await userEvent.type(featureField(page), 'Guia{enter}');
    await expect(
      within(page.getByRole('list', { name: 'Funcionalidades adicionadas' }))
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Cálculo', 'Guia']);
    await userEvent.click(submitButton(page));
    await expect(featureField(page)).toHaveAttribute('aria-invalid', 'true');
    // A malformed address is told apart from a missing one.
    await userEvent.type(websiteField(page), 'meu site');
    await userEvent.click(submitButton(page));
    await expect(await page.findByText('Informe um endereço válido, como https://www.exemplo.com.br')).toBeVisible();
    await expect(page.queryByText('Site é obrigatório')).not.toBeInTheDocument();
  },
};

/** Ana (marketplace admin): 'Empresa' lists every provider and is required; no company of her own is needed. */
export const Admin: Story = {
  decorators: [withPortal({ path: PATH, signedInAs: 'admin@portalfiscal.demo' })],
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    const company = page.getByRole('combobox', { name: /^Empresa/ });
    await waitFor(() => expect(company).toBeEnabled());
    await expect(company).toHaveTextContent('Selecione a empresa');
    await expect(page.queryByText('O produto será cadastrado pela empresa', { exact: false })).not.toBeInTheDocument();
    await userEvent.click(submitButton(page));
    await expect(company).toHaveAccessibleDescription(expect.stringContaining('Selecione a empresa'));
    await userEvent.click(company);
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option').length).toBe(db.providers.all().length);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Fiscaltech Sistemas' }));
    await waitFor(() => expect(company).toHaveTextContent('Fiscaltech Sistemas'));
    await waitFor(() => expect(company).not.toHaveAttribute('aria-invalid', 'true'));
  },
};

/** Diego (provider admin without a company): the spec's warning and 'Ir para cadastro da empresa', which opens the Empresa tab. */
export const NoCompany: Story = {
  decorators: [withPortal({ path: PATH, signedInAs: 'semempresa@portalfiscal.demo' })],
  play: async ({ canvasElement }) => {
    const page = await loadedPage(canvasElement, 'my-account', 'Minha conta');
    await expect(await page.findByRole('heading', { level: 3, name: 'Você não tem empresa registrada' })).toBeVisible();
    await expect(page.getByText('Como você não tem empresa registrada, não é possível cadastrar um produto.')).toBeVisible();
    await expect(page.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Ir para cadastro da empresa' }));
    await waitFor(() => expect(storyLocation.current.history.at(-1)).toBe('/settings/my-account?tab=company'));
    await waitFor(() => expect(page.getByRole('tab', { name: 'Empresa' })).toHaveAttribute('aria-selected', 'true'));
  },
};

/** A category without subcategories: the select is disabled and says so; another category brings them, and a new category clears the choice. */
export const SubcategoryEmpty: Story = {
  parameters: {
    msw: {
      handlers: {
        // ERPs has none here.
        'subcategories.list': http.get(`${apiNode}/app-subcategories`, () =>
          HttpResponse.json({
            subcategories: [
              {
                appSubCategoryUuid: 'sub-0201-apuracao',
                name: 'Apuração de ICMS e IPI',
                appCategoryUuid: { appCategoriesUuid: 'cat-0002-solucoes-fiscais' },
              },
              {
                appSubCategoryUuid: 'sub-0203-reforma-tributaria',
                name: 'Reforma Tributária (CBS e IBS)',
                appCategoryUuid: { appCategoriesUuid: 'cat-0002-solucoes-fiscais' },
              },
            ],
          }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await choose(categoryField(page), 'ERPs');
    await waitFor(() => expect(subcategoryField(page)).toHaveTextContent('Sem subcategorias disponíveis'));
    await expect(subcategoryField(page)).toBeDisabled();
    await choose(categoryField(page), 'Soluções Fiscais');
    await waitFor(() => expect(subcategoryField(page)).toBeEnabled());
    const name = nameField(page);
    await userEvent.click(subcategoryField(page));
    const listbox = await within(document.body).findByRole('listbox');
    // While the list is open the form behind it is out of reach (inert), not only hidden from assistive
    // technology: an aria-hidden page with focusable fields is axe's aria-hidden-focus (Básicos/Select › Open).
    await waitFor(() => expect(name.closest('[inert]')).not.toBeNull());
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Apuração de ICMS e IPI', 'Reforma Tributária (CBS e IBS)']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Reforma Tributária (CBS e IBS)' }));
    await waitFor(() => expect(subcategoryField(page)).toHaveTextContent('Reforma Tributária (CBS e IBS)'));
    await waitFor(() => expect(name.closest('[inert]')).toBeNull());
    // Spec 02 §4: changing the category clears the subcategory.
    await choose(categoryField(page), 'Folha de pagamento');
    await waitFor(() => expect(subcategoryField(page)).toHaveTextContent('Sem subcategorias disponíveis'));
    await choose(categoryField(page), 'Soluções Fiscais');
    await waitFor(() => expect(subcategoryField(page)).toHaveTextContent('Selecione a subcategoria'));
  },
};

/** The integration suggestions: the spec's seven, filtered while typing, chosen ones left out, hidden after the field is left. */
export const IntegrationSuggestions: Story = {
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await userEvent.click(integrationsField(page));
    const listbox = page.getByRole('listbox', { name: 'Sugestões de integração' });
    await waitFor(() => expect(listbox).toBeVisible());
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['SAP', 'Salesforce', 'Oracle', 'Totvs', 'Hubspot', 'Zendesk', 'Outros']);
    await userEvent.type(integrationsField(page), 'sa');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['SAP', 'Salesforce']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'SAP' }));
    const chosen = page.getByRole('list', { name: 'Integrações adicionadas' });
    await expect(within(chosen).getByText('SAP')).toBeVisible();
    await userEvent.type(integrationsField(page), 'sa');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Salesforce']);
    // Typed text that is no suggestion is added as is, trimmed.
    await userEvent.clear(integrationsField(page));
    await userEvent.type(integrationsField(page), '  Omie  {enter}');
    await expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((o) => o.textContent),
    ).toEqual(['SAP', 'Omie']);
    await userEvent.click(nameField(page));
    await waitFor(() => expect(listbox).not.toBeVisible());
  },
};

/**
 * Bruno registers a product with two images: the steps on screen, all done; the spec's toast; the form
 * empty again; the product stored with its relationship, features, medias and photo.
 */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await fillProduct(canvasElement, page, 'Norte DIFAL');
    await userEvent.click(submitButton(page));
    await expect(await page.findByRole('region', { name: 'Cadastro do produto' })).toBeVisible();
    await expect(await toast('Produto criado com sucesso')).toBeVisible();
    await waitFor(() =>
      expect(steps(page)).toEqual([
        'Enviar a imagem principal: concluído',
        'Criar o produto: concluído',
        'Definir a categoria: concluído',
        'Criar as funcionalidades: concluído',
        'Enviar as imagens e criar as mídias (2 de 2): concluído',
        'Definir a foto do app: concluído',
      ]),
    );
    await expect(page.getByText('Norte DIFAL já está no marketplace e na sua lista de produtos.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver na lista de produtos' })).toHaveAttribute(
      'href',
      '/settings/my-account?tab=products-list',
    );
    // The form is empty again.
    await waitFor(() => expect(nameField(page)).toHaveValue(''));
    await expect(websiteField(page)).toHaveValue('');
    await expect(categoryField(page)).toHaveTextContent('Selecione a categoria');
    await expect(page.queryByRole('img', { name: 'tela-1.png' })).not.toBeInTheDocument();
    await expect(page.getByText('Nenhuma funcionalidade adicionada.')).toBeVisible();
    // Stored as the spec's sequence makes it.
    const app = db.apps.findFirst((q) => q.where({ name: 'Norte DIFAL' }));
    await expect(app).toBeDefined();
    await expect(app?.appProviderUuid).toBe('prov-0001-contabil-norte');
    await expect(app?.website).toBe('https://difal.exemplo.com.br');
    const medias = db.appMedias.findMany((q) => q.where({ appUuid: app?.appUuid ?? '' }));
    await expect(medias.map((m) => m.name)).toEqual(['tela-1.png', 'tela-2.png']);
    await expect(app?.appPhoto).toBe(medias[0]?.appMediaUuid);
    await expect(db.mainFunctionalities.findMany((q) => q.where({ appUuid: app?.appUuid ?? '' })).map((f) => f.description)).toEqual([
      'Cálculo do DIFAL',
      'Emissão de GNRE',
      'Relatório por UF',
    ]);
    await expect(db.categoryRelationships.findFirst((q) => q.where({ appUuid: app?.appUuid ?? '' }))?.appSubCategoryUuid).toBe(
      'sub-0201-apuracao',
    );
  },
};

const failingFeatures = http.post(`${apiNode}/app-main-functionalities`, () =>
  HttpResponse.json({ message: 'Erro interno simulado.', code: 'simulated_failure' }, { status: 500 }),
);

/**
 * The features step fails (500): its toast ('Erro ao criar funcionalidades'), the step marked failed,
 * the half-made app deleted, and every value still in the form for another try.
 */
export const FailingStepRollsBack: Story = {
  parameters: { msw: { handlers: { 'mainFunctionalities.create': failingFeatures } } },
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    const before = db.apps.all().length;
    await fillProduct(canvasElement, page, 'Norte Falha', 1);
    await userEvent.click(submitButton(page));
    await expect(await toast('Erro ao criar funcionalidades')).toBeVisible();
    await waitFor(() =>
      expect(steps(page)).toEqual([
        'Enviar a imagem principal: concluído',
        'Criar o produto: concluído',
        'Definir a categoria: concluído',
        'Criar as funcionalidades: falhou',
        'Enviar as imagens e criar as mídias: aguardando',
        'Definir a foto do app: aguardando',
        'Desfazer o cadastro incompleto: concluído',
      ]),
    );
    const alert = await failureNotice(canvasElement);
    await expect(alert).toHaveTextContent('Erro ao criar funcionalidades');
    await expect(alert).toHaveTextContent('O cadastro incompleto foi desfeito');
    // Nothing half-made is kept.
    await expect(db.apps.findFirst((q) => q.where({ name: 'Norte Falha' }))).toBeUndefined();
    await expect(db.apps.all().length).toBe(before);
    // The form keeps every value.
    await expect(nameField(page)).toHaveValue('Norte Falha');
    await expect(websiteField(page)).toHaveValue('difal.exemplo.com.br');
    await expect(subcategoryField(page)).toHaveTextContent('Apuração de ICMS e IPI');
    await expect(within(page.getByRole('list', { name: 'Funcionalidades adicionadas' })).getAllByRole('listitem')).toHaveLength(3);
    await expect(page.getByRole('img', { name: 'tela-1.png' })).toBeVisible();
    await expect(submitButton(page)).toBeEnabled();
  },
};

/** Even the deletion fails: the user is told the product may be half-saved, and where to check. */
export const RollbackFails: Story = {
  parameters: {
    msw: {
      handlers: {
        'mainFunctionalities.create': failingFeatures,
        'apps.delete': http.delete(`${apiNode}/apps/:id`, () => HttpResponse.json({ message: 'Serviço indisponível.' }, { status: 503 })),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await fillProduct(canvasElement, page, 'Norte Meio Feito', 1);
    await userEvent.click(submitButton(page));
    const alert = await failureNotice(canvasElement);
    await waitFor(() =>
      expect(alert).toHaveTextContent('Não foi possível desfazer o cadastro incompleto: o produto Norte Meio Feito pode ter ficado salvo'),
    );
    await expect(steps(page).at(-1)).toBe('Desfazer o cadastro incompleto: falhou');
  },
};

/** Two quick clicks create one product. */
export const DoubleClick: Story = {
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await fillProduct(canvasElement, page, 'Norte Duplo', 1);
    await userEvent.dblClick(submitButton(page));
    await expect(await toast('Produto criado com sucesso')).toBeVisible();
    await expect(db.apps.findMany((q) => q.where({ name: 'Norte Duplo' }))).toHaveLength(1);
  },
};

/** Pictures over 1 MB or of another type are refused at once, by name; one of exactly 1 MB is taken. */
export const ImageProblems: Story = {
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    pickFile(canvasElement, fileOfSize('tela-grande.png', 1024 * 1024 + 1, 'image/png'));
    await expect(await page.findByText('Imagem tela-grande.png excede o limite de 1MB')).toBeVisible();
    pickFile(canvasElement, new File(['%PDF-1.4'], 'contrato.pdf', { type: 'application/pdf' }));
    await expect(await page.findByText('Formato de contrato.pdf não suportado')).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Remover contrato.pdf' })).not.toBeInTheDocument();
    pickFile(canvasElement, fileOfSize('tela-limite.png', 1024 * 1024, 'image/png'));
    await expect(await page.findByRole('button', { name: 'Remover tela-limite.png' })).toBeVisible();
  },
};

const flakyCategories = failingFirst('get', `${apiNode}/categories`);
/** The categories fail to load (and their retry): the message and 'Tentar novamente', which brings them. */
export const CatalogError: Story = {
  beforeEach: () => flakyCategories.reset(),
  parameters: { msw: { handlers: { 'categories.list': [flakyCategories.handler, realHandlers['categories.list']] } } },
  play: async ({ canvasElement }) => {
    const page = await loadedPage(canvasElement, 'my-account', 'Minha conta');
    const message = await page.findByText('Não foi possível carregar as categorias e subcategorias.', {}, { timeout: 8000 });
    await expect(categoryField(page)).toBeDisabled();
    await userEvent.click(within(message.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(categoryField(page)).toBeEnabled());
    await expect(page.queryByText('Não foi possível carregar as categorias e subcategorias.')).not.toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement, 'My account', 'Register Product');
    await expect(page.getByRole('heading', { level: 2, name: 'Register product' })).toBeVisible();
    await expect(page.getByText(`The product will be registered by ${NORTE}.`)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Register Product' }));
    await expect(await page.findByText('Product name is required.')).toBeVisible();
    await expect(page.getByText('Website is required')).toBeVisible();
    await expect(page.getByText('The product category is required')).toBeVisible();
    await expect(page.getByText('The product subcategory is required')).toBeVisible();
    await expect(page.getByText('The product description is required')).toBeVisible();
    await expect(page.getByText('Add at least one integration.')).toBeVisible();
    await expect(page.getByRole('group', { name: /^Images/ })).toHaveAccessibleDescription(
      expect.stringContaining('Add at least one image'),
    );
    pickFile(canvasElement, new File(['%PDF-1.4'], 'contract.pdf', { type: 'application/pdf' }));
    await expect(await page.findByText('Format of contract.pdf is not supported')).toBeVisible();
  },
};

/** 390 px: the fields stack, the picker and the submit stay reachable, nothing runs off the screen. */
export const Mobile: Story = phoneStory(form, async (page) => {
  await expect(nameField(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Selecionar Imagens' })).toBeVisible();
  await expect(submitButton(page)).toBeVisible();
  const name = nameField(page).getBoundingClientRect();
  const website = websiteField(page).getBoundingClientRect();
  await expect(website.top).toBeGreaterThan(name.bottom);
});
