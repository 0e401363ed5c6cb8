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

const { server, assets } = DEMO_BASE_URLS;
const realHandlers = createMockHandlers();
const uploadsUrl = `${server}/uploads`;
const uploadUrl = `${assets}/api/v1/asset/upload`;
const PATH = '/settings/product-image';

const loaded = (canvasElement: HTMLElement, heading = 'Imagens do produto') => loadedPage(canvasElement, 'product-images', heading);

/** The uploader's list of picked images. */
const picked = (page: PageQueries) => page.getByRole('list', { name: 'Imagens para enviar' });
/** The "Imagens salvas" section. */
const savedSection = (page: PageQueries) => page.getByRole('region', { name: 'Imagens salvas' });
/** A toast's title (the shell's toaster, outside the page's content). */
const toast = (text: string) => within(document.body).findByText(text, {}, { timeout: 8000 });
/** No uploads of the account yet: "Imagens salvas" starts empty. */
const noUploads = http.get(uploadsUrl, () => HttpResponse.json({ files: [] }));

/**
 * /settings/product-image — the product images uploader (spec 02 §2): drag and drop or pick, list,
 * remove one, 'Limpar', and 'Salvar imagens', which uploads each to the assets API and shows what was
 * saved under "Imagens salvas" (GET /uploads). Signed in as Bruno.
 */
const meta = {
  title: 'Páginas/Configurações/Imagens do produto',
  id: 'paginas-configuracoes-imagens-do-produto',
  component: AppRoutes,
  ...signedInPageStory({ path: PATH, signedInAs: 'fornecedor@portalfiscal.demo' }),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing picked and nothing saved: 'Salvar imagens' disabled, both empty states. */
export const Empty: Story = {
  parameters: { msw: { handlers: { 'uploads.list': noUploads } } },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(page.getByRole('heading', { level: 2, name: 'Enviar imagens' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Imagens para enviar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Selecionar Imagens' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-page="product-images"] input[type="file"]')).toHaveAttribute('multiple');
    await expect(page.getByText('Nenhuma imagem na lista.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salvar imagens' })).toBeDisabled();
    await expect(page.queryByRole('button', { name: 'Limpar' })).not.toBeInTheDocument();
    await expect(await within(savedSection(page)).findByRole('heading', { level: 4, name: 'Nenhuma imagem salva ainda' })).toBeVisible();
  },
};

/** Three picked, one removed, the rest cleared with 'Limpar'; too large and wrong-type files refused by name. */
export const PickRemoveClear: Story = {
  parameters: { msw: { handlers: { 'uploads.list': noUploads } } },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    pickFile(canvasElement, tinyPng('tela-1.png'));
    pickFile(canvasElement, tinyPng('tela-2.png'));
    pickFile(canvasElement, tinyPng('tela-3.png'));
    await waitFor(() => expect(within(picked(page)).getAllByRole('listitem')).toHaveLength(3));
    await expect(page.getByText('Imagens na lista: 3')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salvar imagens' })).toBeEnabled();
    await userEvent.click(page.getByRole('button', { name: 'Remover tela-2.png' }));
    await waitFor(() => expect(within(picked(page)).getAllByRole('listitem')).toHaveLength(2));
    await expect(page.queryByRole('img', { name: 'tela-2.png' })).not.toBeInTheDocument();
    await expect(page.getByText('Imagens na lista: 2')).toBeVisible();
    pickFile(canvasElement, fileOfSize('foto-grande.jpg', 1024 * 1024 + 1, 'image/jpeg'));
    await expect(await page.findByText('Imagem foto-grande.jpg excede o limite de 1MB')).toBeVisible();
    pickFile(canvasElement, new File(['%PDF-1.4'], 'catalogo.pdf', { type: 'application/pdf' }));
    await expect(await page.findByText('Formato de catalogo.pdf não suportado')).toBeVisible();
    await expect(within(picked(page)).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(page.getByRole('button', { name: 'Limpar' }));
    await expect(page.queryByRole('list', { name: 'Imagens para enviar' })).not.toBeInTheDocument();
    await expect(page.getByText('Nenhuma imagem na lista.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salvar imagens' })).toBeDisabled();
  },
};

/** 'Salvar imagens' uploads each: a toast per file, the list empties, and both show under "Imagens salvas", marked new. */
export const SaveSuccess: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    pickFile(canvasElement, tinyPng('vitrine-1.png'));
    pickFile(canvasElement, tinyPng('vitrine-2.png'));
    await waitFor(() => expect(within(picked(page)).getAllByRole('listitem')).toHaveLength(2));
    await userEvent.dblClick(page.getByRole('button', { name: 'Salvar imagens' }));
    await expect(await toast('Imagem vitrine-1.png carregada com sucesso')).toBeInTheDocument();
    await expect(await toast('Imagem vitrine-2.png carregada com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(page.queryByRole('list', { name: 'Imagens para enviar' })).not.toBeInTheDocument());
    const saved = savedSection(page);
    const first = await within(saved).findByRole('img', { name: 'vitrine-1.png' });
    await expect(first).toHaveAttribute('src', expect.stringMatching(new RegExp(`^${assets}/api/v1/asset/img/`)));
    await expect(within(saved).getByRole('img', { name: 'vitrine-2.png' })).toBeVisible();
    await expect(within(saved).getAllByText('Nova')).toHaveLength(2);
    await expect(within(saved).getByRole('link', { name: /vitrine-1\.png, abre em nova aba/ })).toHaveAttribute('target', '_blank');
    // Sent once each, double click or not.
    await expect(db.assets.findMany((q) => q.where({ name: 'vitrine-1.png' }))).toHaveLength(1);
  },
};

/** The assets API refuses one image: 'Erro no upload da imagem', the reason, and that image stays to try again. */
export const UploadError: Story = {
  parameters: {
    msw: {
      handlers: {
        'uploads.uploadAsset': [
          http.post(uploadUrl, async ({ request }) => {
            const file = (await request.clone().formData()).get('app_photo');
            return file instanceof File && file.name === 'quebrada.png'
              ? HttpResponse.json({ message: 'Erro no upload da imagem', code: 'simulated_failure' }, { status: 500 })
              : undefined;
          }),
          realHandlers['uploads.uploadAsset'],
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    pickFile(canvasElement, tinyPng('boa.png'));
    pickFile(canvasElement, tinyPng('quebrada.png'));
    await waitFor(() => expect(within(picked(page)).getAllByRole('listitem')).toHaveLength(2));
    await userEvent.click(page.getByRole('button', { name: 'Salvar imagens' }));
    await expect(await toast('Imagem boa.png carregada com sucesso')).toBeInTheDocument();
    await expect(await toast('Erro no upload da imagem')).toBeInTheDocument();
    const notice = (await page.findByText('Algumas imagens não foram enviadas')).closest('[role="alert"]') as HTMLElement;
    await expect(notice).not.toBeNull();
    await expect(within(notice).getByText(/^quebrada\.png: /)).toBeVisible();
    await waitFor(() => expect(within(picked(page)).getAllByRole('listitem')).toHaveLength(1));
    await expect(within(picked(page)).getByRole('img', { name: 'quebrada.png' })).toBeVisible();
    await expect(await within(savedSection(page)).findByRole('img', { name: 'boa.png' })).toBeVisible();
  },
};

/** The saved list never arrives: its skeleton and announcement; the uploader works meanwhile. */
export const SavedLoading: Story = {
  parameters: { msw: { handlers: { 'uploads.list': pendingGet(uploadsUrl) } } },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await within(savedSection(page)).findByText('Carregando as imagens salvas…')).toHaveAttribute('role', 'status');
    await expect(page.getByRole('button', { name: 'Selecionar Imagens' })).toBeEnabled();
  },
};

const flakyList = failingFirst('get', uploadsUrl);
/** The saved list fails (and its automatic retry): the message and 'Tentar novamente', which brings it. */
export const SavedError: Story = {
  beforeEach: () => flakyList.reset(),
  parameters: { msw: { handlers: { 'uploads.list': [flakyList.handler, noUploads] } } },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const message = await within(savedSection(page)).findByText('Não foi possível carregar as imagens salvas.', {}, { timeout: 8000 });
    await userEvent.click(within(message.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Tentar novamente' }));
    await expect(await within(savedSection(page)).findByText('Nenhuma imagem salva ainda')).toBeVisible();
  },
};

/** The same uploader in My Account (`?tab=images`), with its own h2. */
export const InMyAccount: Story = {
  decorators: [withPortal({ path: '/settings/my-account?tab=images', signedInAs: 'fornecedor@portalfiscal.demo' })],
  parameters: { msw: { handlers: { 'uploads.list': noUploads } } },
  play: async ({ canvasElement }) => {
    const page = await loadedPage(canvasElement, 'my-account', 'Minha conta');
    await expect(await page.findByRole('heading', { level: 2, name: 'Enviar imagens' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Imagens salvas' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { msw: { handlers: { 'uploads.list': noUploads } } },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement, 'Product images');
    await expect(page.getByRole('button', { name: 'Save images' })).toBeDisabled();
    pickFile(canvasElement, new File(['%PDF-1.4'], 'catalog.pdf', { type: 'application/pdf' }));
    await expect(await page.findByText('Format of catalog.pdf is not supported')).toBeVisible();
    pickFile(canvasElement, tinyPng('shot.png'));
    await expect(await page.findByRole('button', { name: 'Remove shot.png' })).toBeVisible();
    await expect(page.getByText('Images in the list: 1')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Saved images' })).toBeVisible();
  },
};

/** 390 px: the drop area, the list and 'Salvar imagens' fit; nothing runs off the screen. */
export const Mobile: Story = phoneStory(loaded, async (page) => {
  await expect(page.getByRole('button', { name: 'Selecionar Imagens' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvar imagens' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Imagens salvas' })).toBeVisible();
});
