import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_BASE_URLS } from '@portal-fiscal/mocks';
import { AppRoutes } from '../../App';
import { pageContent, pickFile, PAGE_PARAMETERS, signedInPageStory, tinyPng, pendingRequest } from '../../testing/pageStory';
import { storyLocation, withPortal } from '../../testing/StoryPortal';

const { server } = DEMO_BASE_URLS;
const createUrl = `${server}/create/atalho`;

/** Waits for the form and returns queries scoped to the page's content. */
async function form(canvasElement: HTMLElement, heading = 'Novo atalho') {
  await within(canvasElement).findByRole('heading', { level: 1, name: heading }, { timeout: 5000 });
  const page = pageContent(canvasElement, 'create-shortcut');
  return page;
}

/** The form's alert with this text (the image picker keeps its own, empty, alert region). */
async function expectAlert(page: ReturnType<typeof pageContent>, text: string) {
  const message = await page.findByText(text, {}, { timeout: 5000 });
  await expect(message.closest('[role="alert"]')).not.toBeNull();
}

async function fillValid(canvasElement: HTMLElement, page: ReturnType<typeof pageContent>) {
  await userEvent.type(await page.findByRole('textbox', { name: /Nome do atalho/ }), 'SEFAZ-AM Portal');
  await userEvent.type(page.getByRole('textbox', { name: /Link do atalho/ }), 'https://www.sefaz.am.gov.br/portal');
  pickFile(canvasElement, tinyPng());
  await page.findByRole('img', { name: 'atalho.png' });
}

/**
 * /create/atalho — a new shortcut: name, link and an image (jpeg, png or gif up to 1 MB), sent as
 * multipart with upload progress. Signed in as Bruno (one shortcut of his own: room for one more).
 */
const meta = {
  title: 'Páginas/Criar atalho',
  id: 'paginas-criar-atalho',
  component: AppRoutes,
  ...signedInPageStory({ path: '/create/atalho', signedInAs: 'fornecedor@portalfiscal.demo' }),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Labels, the spec's placeholders 'Nome*' and 'Link*', and the image picker. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await expect(await page.findByRole('textbox', { name: /Nome do atalho/ })).toHaveAttribute('placeholder', 'Nome*');
    await expect(page.getByRole('textbox', { name: /Link do atalho/ })).toHaveAttribute('placeholder', 'Link*');
    await expect(page.getByRole('group', { name: /Imagem do atalho/ })).toBeVisible();
    await expect(canvasElement.querySelector('input[type="file"]')).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif');
  },
};

/** Submitting empty: 'Preencha os campos corretamente' and a message on each field. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Criar atalho' }));
    await expectAlert(page, 'Preencha os campos corretamente');
    await expect(page.getByText('Informe o nome do atalho.')).toBeVisible();
    await expect(page.getByText('Informe o link do atalho.')).toBeVisible();
    await expect(page.getByText('Escolha uma imagem para o atalho.')).toBeVisible();
    await userEvent.type(page.getByRole('textbox', { name: /Link do atalho/ }), 'sefaz');
    await userEvent.click(page.getByRole('button', { name: 'Criar atalho' }));
    await expect(await page.findByText('Informe um link válido (http:// ou https://).')).toBeVisible();
  },
};

/** A file that is not an image is refused before any upload. */
export const NotAnImage: Story = {
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await page.findByRole('textbox', { name: /Nome do atalho/ });
    pickFile(canvasElement, new File(['%PDF-1.4'], 'contrato.pdf', { type: 'application/pdf' }));
    await expect(await page.findByText('Formato de contrato.pdf não suportado')).toBeVisible();
  },
};

/** While the upload runs: the button reads 'Enviando...' and the progress is shown. */
export const Uploading: Story = {
  parameters: {
    msw: {
      handlers: {
        'dashboard.createShortcut': pendingRequest('post', createUrl),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await fillValid(canvasElement, page);
    await userEvent.click(page.getByRole('button', { name: 'Criar atalho' }));
    await expect(await page.findByRole('button', { name: 'Enviando...' })).toBeDisabled();
    await expect(page.getByRole('progressbar', { name: 'Envio da imagem' })).toBeInTheDocument();
    await expect(page.getByText(/Enviando imagem: \d+%/)).toBeInTheDocument();
  },
};

/** 413 from the server: its message is shown. */
export const UploadTooLarge: Story = {
  parameters: {
    msw: {
      handlers: {
        'dashboard.createShortcut': http.post(createUrl, () =>
          HttpResponse.json({ message: 'Imagem atalho.png excede o limite de 1MB', code: 'payload_too_large' }, { status: 413 }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await fillValid(canvasElement, page);
    await userEvent.click(page.getByRole('button', { name: 'Criar atalho' }));
    await expectAlert(page, 'Imagem atalho.png excede o limite de 1MB');
  },
};

/** 415 from the server: its message is shown. */
export const UploadUnsupported: Story = {
  parameters: {
    msw: {
      handlers: {
        'dashboard.createShortcut': http.post(createUrl, () =>
          HttpResponse.json({ message: 'Formato de atalho.png não suportado', code: 'unsupported_media_type' }, { status: 415 }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await fillValid(canvasElement, page);
    await userEvent.click(page.getByRole('button', { name: 'Criar atalho' }));
    await expectAlert(page, 'Formato de atalho.png não suportado');
  },
};

/** An error without a message: the spec's 'Não fez o upload da imagem'. */
export const UploadErrorWithoutMessage: Story = {
  parameters: { msw: { handlers: { 'dashboard.createShortcut': http.post(createUrl, () => new HttpResponse(null, { status: 502 })) } } },
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await fillValid(canvasElement, page);
    await userEvent.click(page.getByRole('button', { name: 'Criar atalho' }));
    await expectAlert(page, 'Não fez o upload da imagem');
  },
};

/** Created: 'Atalho criado corretamente', back on the dashboard, and the new card is there. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await fillValid(canvasElement, page);
    await userEvent.click(page.getByRole('button', { name: 'Criar atalho' }));
    await expect(await within(canvasElement).findByText('Atalho criado corretamente', {}, { timeout: 5000 })).toBeInTheDocument();
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Bom dia, Bruno Carvalho!' }, { timeout: 5000 });
    await expect(storyLocation.current.history.at(-1)).toBe('/dashboard');
    const dashboard = pageContent(canvasElement, 'dashboard');
    await expect(await dashboard.findByRole('link', { name: /SEFAZ-AM Portal/ })).toHaveAttribute(
      'href',
      'https://www.sefaz.am.gov.br/portal',
    );
    // 3 defaults + 2 custom: the limit.
    await expect(await dashboard.findByRole('button', { name: 'Adicionar atalho' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Ana already has 5 shortcuts: a clear message and no form. */
export const LimitReached: Story = {
  decorators: [withPortal({ path: '/create/atalho', signedInAs: 'admin@portalfiscal.demo' })],
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Limite de atalhos atingido' })).toBeVisible();
    await expect(page.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Voltar ao dashboard' })).toHaveAttribute('href', '/dashboard');
  },
};

/** The server answers 409 (another tab created the fifth one): the limit message replaces the form. */
export const LimitFromServer: Story = {
  parameters: {
    msw: {
      handlers: {
        'dashboard.createShortcut': http.post(createUrl, () =>
          HttpResponse.json({ message: 'Limite de 5 atalhos atingido.', code: 'shortcut_limit' }, { status: 409 }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await fillValid(canvasElement, page);
    await userEvent.click(page.getByRole('button', { name: 'Criar atalho' }));
    await expect(await page.findByRole('heading', { name: 'Limite de atalhos atingido' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement, 'New shortcut');
    await expect(await page.findByRole('textbox', { name: /Shortcut name/ })).toHaveAttribute('placeholder', 'Name*');
    await userEvent.click(page.getByRole('button', { name: 'Create shortcut' }));
    await expectAlert(page, 'Fill in the fields correctly');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = await form(canvasElement);
    await expect(await page.findByRole('button', { name: 'Criar atalho' })).toBeVisible();
    await waitFor(() => expect(page.getByRole('textbox', { name: /Link do atalho/ })).toBeVisible());
  },
};
