import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_BASE_URLS, createMockHandlers, db } from '@portal-fiscal/mocks';
import { AppRoutes } from '../../App';
import {
  failingFirst,
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

const { apiNode } = DEMO_BASE_URLS;
const realHandlers = createMockHandlers();
const appUrl = `${apiNode}/apps/:uuid/`;
/** Bruno's company's product with 3 images, 4 main features and 3 integrations. */
const SPED = { uuid: 'app-0002-norte-sped', name: 'Norte SPED Validador' };
/** A product of another company (Fiscaltech Sistemas). */
const FISCALTECH = 'app-0006-fiscaltech-erp';
const at = (
  id: string,
  signedInAs: 'fornecedor@portalfiscal.demo' | 'usuario@portalfiscal.demo' | 'admin@portalfiscal.demo' = 'fornecedor@portalfiscal.demo',
) => withPortal({ path: `/settings/management/app/edit?id=${id}`, signedInAs });

const loaded = (canvasElement: HTMLElement, heading = 'Editar Produto') => loadedPage(canvasElement, 'product-edit', heading);

/** The form once the product is in ('Atualizar Produto' and the name filled). */
async function form(canvasElement: HTMLElement, heading?: string, submit: string | RegExp = 'Atualizar Produto') {
  const page = await loaded(canvasElement, heading);
  await page.findByRole('button', { name: submit }, { timeout: 8000 });
  await waitFor(() => expect(page.getByRole('combobox', { name: /^(Subcategoria|Subcategory)/ })).not.toHaveTextContent(/^$/));
  return page;
}

/** A toast's title (the shell's toaster, outside the page's content). */
const toast = (text: string) => within(document.body).findByText(text, { selector: 'li *' }, { timeout: 8000 });

const nameField = (page: PageQueries) => page.getByRole('textbox', { name: /^Nome do produto/ });
const categoryField = (page: PageQueries) => page.getByRole('combobox', { name: /^Categoria/ });
const subcategoryField = (page: PageQueries) => page.getByRole('combobox', { name: /^Subcategoria/ });
const featureField = (page: PageQueries) => page.getByRole('textbox', { name: /^Nova funcionalidade/ });
const features = (page: PageQueries) =>
  within(page.getByRole('list', { name: 'Funcionalidades adicionadas' }))
    .getAllByRole('listitem')
    .map((i) => i.textContent);
const submitButton = (page: PageQueries) => page.getByRole('button', { name: 'Atualizar Produto' });

async function choose(field: HTMLElement, option: string) {
  await userEvent.click(field);
  await userEvent.click(within(await within(document.body).findByRole('listbox')).getByRole('option', { name: option }));
  await waitFor(() => expect(field).toHaveTextContent(option));
}

/**
 * /settings/management/app/edit?id= — 'Editar Produto' (spec 02 §2 Product edit form, §4, §5, §8): the
 * product's data, category, features and images, saved step by step, only what changed. Signed in as
 * Bruno (provider admin of Contábil Norte Tecnologia), on his company's Norte SPED Validador.
 */
const meta = {
  title: 'Páginas/Configurações/Editar produto',
  id: 'paginas-configuracoes-editar-produto',
  component: AppRoutes,
  ...signedInPageStory({ path: `/settings/management/app/edit?id=${SPED.uuid}`, signedInAs: 'fornecedor@portalfiscal.demo' }),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The stored product in every field; the stored images, each removable; the 3-feature hint. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    const breadcrumb = page.getByRole('navigation', { name: 'Você está em' });
    await expect(within(breadcrumb).getByText('Editar Produto')).toHaveAttribute('aria-current', 'page');
    await expect(nameField(page)).toHaveValue(SPED.name);
    await expect(page.getByRole('textbox', { name: /^Site/ })).toHaveValue('https://norte-sped-validador.exemplo.com.br');
    await expect(categoryField(page)).toHaveTextContent('Obrigações acessórias');
    await expect(subcategoryField(page)).toHaveTextContent('EFD ICMS/IPI');
    await expect((page.getByRole('textbox', { name: /^Descrição do produto/ }) as HTMLTextAreaElement).value).toMatch(
      /^Valida a EFD ICMS\/IPI/,
    );
    await expect(
      within(page.getByRole('list', { name: 'Integrações adicionadas' }))
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Totvs', 'Oracle', 'Outros']);
    await expect(features(page)).toHaveLength(4);
    await expect(featureField(page)).toHaveAccessibleDescription('Adicione pelo menos 3 funcionalidades principais do seu produto');
    const images = page.getByRole('list', { name: 'Imagens' });
    await expect(within(images).getAllByRole('img')).toHaveLength(3);
    await expect(page.getByRole('button', { name: 'Remover norte-sped-1.svg' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Selecionar Imagens' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Limpar' })).toBeVisible();
    await expect(submitButton(page)).toHaveAttribute('type', 'submit');
  },
};

/** 'Atualizar Produto' with nothing changed: the spec's 'Nenhuma alteração detectada', and nothing is sent. */
export const NoChange: Story = {
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    const before = db.apps.findFirst((q) => q.where({ appUuid: SPED.uuid }))?.updatedAt;
    await userEvent.click(submitButton(page));
    await expect(await toast('Nenhuma alteração detectada')).toBeVisible();
    await expect(db.apps.findFirst((q) => q.where({ appUuid: SPED.uuid }))?.updatedAt).toBe(before);
    // Typing a feature back as it was is no change either.
    await userEvent.click(page.getByRole('button', { name: 'Remover Histórico de versões do arquivo' }));
    await userEvent.type(featureField(page), 'Histórico de versões do arquivo{enter}');
    await userEvent.click(submitButton(page));
    await waitFor(() => expect(within(document.body).getAllByText('Nenhuma alteração detectada', { selector: 'li *' })).toHaveLength(2));
  },
};

/**
 * A real change: a new name, a feature swapped, another category (its first subcategory is chosen), an
 * image removed and one added. One toast lists what was saved; the form shows the stored result.
 */
export const SaveChanges: Story = {
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await userEvent.clear(nameField(page));
    await userEvent.type(nameField(page), 'Norte SPED Pro');
    await userEvent.click(page.getByRole('button', { name: 'Remover Histórico de versões do arquivo' }));
    await userEvent.type(featureField(page), 'Painel de pendências{enter}');
    // Spec 02 §4: in edit, a new category selects its first subcategory.
    await choose(categoryField(page), 'Analytics');
    await waitFor(() => expect(subcategoryField(page)).toHaveTextContent('Auditoria digital'));
    await userEvent.click(page.getByRole('button', { name: 'Remover norte-sped-1.svg' }));
    pickFile(canvasElement, tinyPng('painel.png'));
    await page.findByRole('img', { name: 'painel.png' });
    await userEvent.click(submitButton(page));
    const done = await toast('Atualização concluída com sucesso!');
    const item = done.closest('li') as HTMLElement;
    for (const text of [
      'Relação atualizada com sucesso!',
      'Funcionalidades atualizadas com sucesso!',
      'Dados do aplicativo atualizados com sucesso!',
      'Imagens antigas removidas',
      'Mídias do aplicativo criadas',
    ]) {
      await expect(item).toHaveTextContent(text);
    }
    // Stored.
    const app = db.apps.findFirst((q) => q.where({ appUuid: SPED.uuid }));
    await expect(app?.name).toBe('Norte SPED Pro');
    await expect(app?.subCategoryUuid).toBe('sub-0602-auditoria');
    const medias = db.appMedias.findMany((q) => q.where({ appUuid: SPED.uuid }));
    await expect(medias.map((m) => m.name).sort()).toEqual(['norte-sped-2.svg', 'norte-sped-3.svg', 'painel.png']);
    // The photo was the removed image: it moved to the first one left.
    await expect(app?.appPhoto).toBe(medias.find((m) => m.name === 'norte-sped-2.svg')?.appMediaUuid);
    await expect(db.mainFunctionalities.findMany((q) => q.where({ appUuid: SPED.uuid })).map((f) => f.description)).toContain(
      'Painel de pendências',
    );
    // The form starts again from what is stored: the new image is now a stored one.
    await waitFor(() => expect(page.getByRole('button', { name: 'Remover painel.png' })).toBeVisible());
    await expect(nameField(page)).toHaveValue('Norte SPED Pro');
    await userEvent.click(await page.findByRole('button', { name: 'Atualizar Produto' }));
    await expect(await toast('Nenhuma alteração detectada')).toBeVisible();
  },
};

/** Norte ICMS has 5 images, the most a product has: a sixth is refused by name until one is removed. */
export const ImageLimit: Story = {
  decorators: [at('app-0001-norte-icms')],
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await expect(within(page.getByRole('list', { name: 'Imagens' })).getAllByRole('img')).toHaveLength(5);
    pickFile(canvasElement, tinyPng('sexta.png'));
    await expect(await page.findByText('Limite de 5 imagens atingido: sexta.png não foi adicionada')).toBeVisible();
    await expect(page.queryByRole('img', { name: 'sexta.png' })).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Remover norte-icms-5.svg' }));
    pickFile(canvasElement, tinyPng('sexta.png'));
    await expect(await page.findByRole('img', { name: 'sexta.png' })).toBeVisible();
    await expect(within(page.getByRole('list', { name: 'Imagens' })).getAllByRole('img')).toHaveLength(5);
  },
};

/** The backend refuses the save (403): the spec's 'Erro ao atualizar dados' with the backend's reason, and nothing saved. */
export const Refused: Story = {
  parameters: {
    msw: {
      handlers: {
        'apps.update': http.put(`${apiNode}/apps/:id`, () =>
          HttpResponse.json({ message: 'Você só pode editar os produtos da sua empresa.', code: 'forbidden' }, { status: 403 }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await userEvent.type(nameField(page), ' 2');
    await userEvent.click(submitButton(page));
    await expect(await toast('Erro ao atualizar dados')).toBeVisible();
    const notice = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLElement>('[data-page] form [data-tone="danger"]');
      if (!found) throw new Error('no notice');
      return found;
    });
    await expect(notice).toHaveTextContent('Você só pode editar os produtos da sua empresa.');
    await expect(notice).toHaveTextContent('Nada foi salvo.');
    await expect(nameField(page)).toHaveValue(`${SPED.name} 2`);
    await expect(db.apps.findFirst((q) => q.where({ appUuid: SPED.uuid }))?.name).toBe(SPED.name);
  },
};

/** A product of another company: a clear notice, no form. */
export const NotYourProduct: Story = {
  decorators: [at(FISCALTECH)],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await page.findByText('Você não pode editar este produto', {}, { timeout: 8000 })).toBeVisible();
    await expect(page.getByText('Só quem administra a empresa do produto, ou o marketplace, pode editá-lo.')).toBeVisible();
    await expect(page.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

/** Carla (portal user) may edit no product. */
export const PortalUser: Story = {
  decorators: [at(SPED.uuid, 'usuario@portalfiscal.demo')],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await page.findByText('Você não pode editar este produto', {}, { timeout: 8000 })).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Atualizar Produto' })).not.toBeInTheDocument();
  },
};

/** Ana (marketplace admin) edits any company's product. */
export const Admin: Story = {
  decorators: [at(FISCALTECH, 'admin@portalfiscal.demo')],
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await expect(nameField(page)).toHaveValue('Fiscaltech ERP');
  },
};

/** An address without a usable id: said so, with the way to the product list. */
export const BadId: Story = {
  decorators: [at('%3Cscript%3E')],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(page.getByRole('heading', { level: 2, name: 'Produto não informado' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir para a lista de produtos' })).toHaveAttribute(
      'href',
      '/settings/my-account?tab=products-list',
    );
  },
};

/** No id at all: the same. */
export const MissingId: Story = {
  decorators: [withPortal({ path: '/settings/management/app/edit', signedInAs: 'fornecedor@portalfiscal.demo' })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(page.getByRole('heading', { level: 2, name: 'Produto não informado' })).toBeVisible();
  },
};

/** An id no product has (404): not found, with the way to the product list. */
export const UnknownId: Story = {
  decorators: [at('app-9999-nada')],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await page.findByRole('heading', { level: 2, name: 'Produto não encontrado' }, { timeout: 8000 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir para a lista de produtos' })).toHaveAttribute(
      'href',
      '/settings/my-account?tab=products-list',
    );
  },
};

/** While the product loads: the announcement, and the form's own fields up to the description, disabled. */
export const Loading: Story = {
  parameters: { msw: { handlers: { 'apps.get': pendingGet(appUrl) } } },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const status = await page.findByText('Carregando o produto...');
    await expect(status).toHaveAttribute('role', 'status');
    await expect(page.queryByRole('button', { name: 'Atualizar Produto' })).not.toBeInTheDocument();
    await expect(page.queryByRole('textbox')).not.toBeInTheDocument();
    // The form's own fields, disabled and hidden from assistive technology, in the boxes the form puts them
    // (the frame writes the app's name and description into the two marked ones).
    const region = status.closest('[aria-busy="true"]') as HTMLElement;
    const fields = [...region.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')];
    await expect(fields.map((field) => [field.tagName, field.disabled, field.getAttribute('data-skeleton-text')])).toEqual([
      ['INPUT', true, 'name'],
      ['INPUT', true, null],
      ['TEXTAREA', true, 'description'],
    ]);
    await expect(region.querySelector('textarea')).toHaveAttribute('rows', '4');
  },
};

const flakyApp = failingFirst('get', appUrl);
/** The load fails (and its retry): the message and 'Tentar novamente', which brings the form. */
export const LoadErrorRetry: Story = {
  beforeEach: () => flakyApp.reset(),
  parameters: { msw: { handlers: { 'apps.get': [flakyApp.handler, realHandlers['apps.get']] } } },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const message = await page.findByText('Não foi possível carregar o produto.', {}, { timeout: 8000 });
    await userEvent.click(within(message.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Tentar novamente' }));
    await expect(await page.findByRole('button', { name: 'Atualizar Produto' }, { timeout: 8000 })).toBeVisible();
    await expect(nameField(page)).toHaveValue(SPED.name);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement, 'Edit Product', 'Update Product');
    await userEvent.clear(page.getByRole('textbox', { name: /^Product name/ }));
    await userEvent.click(page.getByRole('button', { name: 'Update Product' }));
    await expect(await page.findByText('Product name is required.')).toBeVisible();
    await userEvent.type(page.getByRole('textbox', { name: /^Product name/ }), SPED.name);
    await userEvent.click(page.getByRole('button', { name: 'Update Product' }));
    await expect(await toast('No change detected')).toBeVisible();
  },
};

/** 390 px: the fields stack, the images and the submit stay reachable, nothing runs off the screen. */
export const Mobile: Story = phoneStory(form, async (page) => {
  await expect(nameField(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Selecionar Imagens' })).toBeVisible();
  await expect(submitButton(page)).toBeVisible();
});
