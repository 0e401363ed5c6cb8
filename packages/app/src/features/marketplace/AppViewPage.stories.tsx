import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { DEMO_BASE_URLS, createMockHandlers, db } from '@portal-fiscal/mocks';
import { AppRoutes } from '../../App';
import {
  failingFirst,
  loadedPage,
  pageContent,
  type PageQueries,
  pendingGet,
  phoneStory,
  PAGE_PARAMETERS,
  signedInPageStory,
} from '../../testing/pageStory';
import { storyLocation, withPortal } from '../../testing/StoryPortal';

const { server } = DEMO_BASE_URLS;
const realHandlers = createMockHandlers();
const APP = 'app-0001-norte-icms';
const path = (search = '') => `/app/view?id=${APP}${search}`;
const SIGNED_IN = 'usuario@portalfiscal.demo';

/** Waits for the app's name as the title and returns queries scoped to the page's content. */
const loaded = (canvasElement: HTMLElement, heading: string | RegExp = 'Norte ICMS') => loadedPage(canvasElement, 'app-view', heading);

/** The ratings tab's panel, once the list has loaded. */
async function ratingsPanel(page: PageQueries) {
  const panel = await page.findByRole('tabpanel', { name: 'Avaliações' });
  const list = within(panel).getByRole('region', { name: 'Avaliações dos usuários' });
  await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'), { timeout: 8000 });
  return { panel: within(panel), list };
}

/** Picks the stars and types the comment of the rating form, then 'Publicar'. */
async function rate(panel: ReturnType<typeof within>, stars: string, comment: string) {
  await userEvent.click(panel.getByRole('radio', { name: stars }));
  await userEvent.type(panel.getByRole('textbox', { name: 'Seu comentário' }), comment);
  await userEvent.click(panel.getByRole('button', { name: 'Publicar' }));
}

/**
 * /app/view?id= — an app of the marketplace: gallery, site, average, provider, main features, tags,
 * the demo scheduler and the tabs (the active one in `&tab=`). Norte ICMS, by Contábil Norte
 * Tecnologia, has 5 photos and 2 ratings. Signed in as Carla (portal user).
 */
const meta = {
  title: 'Páginas/Marketplace/Aplicativo',
  id: 'paginas-marketplace-aplicativo',
  component: AppRoutes,
  ...signedInPageStory({ path: path(), signedInAs: SIGNED_IN }),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Everything above the tabs, and 'Funcionalidades' selected (coming soon). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const gallery = page.getByRole('region', { name: 'Fotos de Norte ICMS' });
    await expect(within(gallery).getByRole('img', { name: 'Norte ICMS: imagem 1' })).toBeVisible();
    await expect(within(gallery).getByText('1 de 5')).toBeVisible();
    await expect(within(gallery).getAllByRole('button', { name: /^Mostrar a foto/ })).toHaveLength(3);
    await expect(page.getByRole('link', { name: /norte-icms\.exemplo\.com\.br/ })).toHaveAttribute(
      'href',
      'https://norte-icms.exemplo.com.br',
    );
    await expect(page.getByRole('img', { name: 'Média 1,0 de 5' })).toBeVisible();
    await expect(page.getByText('2 avaliações')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Fornecedor Contábil Norte Tecnologia' })).toHaveAttribute(
      'href',
      '/fornecedor/view?id=prov-0001-contabil-norte',
    );
    const features = page.getByRole('heading', { level: 2, name: 'Principais funcionalidades' });
    await expect(features).toBeVisible();
    await expect(page.getByText('Cálculo automático do crédito estímulo')).toBeVisible();
    await expect(page.getByText('Zona Franca')).toBeVisible();
    const demo = page.getByRole('link', { name: /^Agendar demonstração/ });
    await expect(demo).toHaveAttribute('target', '_blank');
    await expect(demo).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await expect(demo.getAttribute('href')).toBe(
      'https://agenda.portalfiscal.com.br/demonstracao?produto=Norte+ICMS&id=app-0001-norte-icms',
    );
    await expect(page.getByRole('tab', { name: 'Funcionalidades' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(page.getByRole('tabpanel')).getByRole('heading', { name: 'Em breve' })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Você está em' });
    await expect(within(breadcrumb).getByRole('link', { name: 'Marketplace' })).toHaveAttribute('href', '/apps/list');
    await expect(within(breadcrumb).getByText('Norte ICMS')).toHaveAttribute('aria-current', 'page');
  },
};

/** The gallery by keyboard: Enter on 'Próxima foto' shows photo 2 (and says so); 'Foto anterior' goes back. */
export const GalleryByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const gallery = within(page.getByRole('region', { name: 'Fotos de Norte ICMS' }));
    const next = gallery.getByRole('button', { name: 'Próxima foto' });
    next.focus();
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(gallery.getByText('2 de 5')).toBeVisible();
    await expect(gallery.getByRole('img', { name: 'Norte ICMS: imagem 2' })).toBeVisible();
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(gallery.getByText('3 de 5')).toBeVisible();
    await userEvent.tab({ shift: true });
    await expect(gallery.getByRole('button', { name: 'Foto anterior' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(gallery.getByText('2 de 5')).toBeVisible();
  },
};

/** `&tab=avaliacoes` opens on the ratings; the other tabs say 'Em breve' and write themselves to the address. */
export const RatingsTabFromAddress: Story = {
  decorators: [withPortal({ path: path('&tab=avaliacoes'), signedInAs: SIGNED_IN })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(page.getByRole('tab', { name: 'Avaliações' })).toHaveAttribute('aria-selected', 'true');
    const { panel, list } = await ratingsPanel(page);
    await expect(panel.getByRole('heading', { name: 'Avalie este aplicativo' })).toBeVisible();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getAllByRole('img', { name: '1 de 5 estrelas' })).toHaveLength(2);
    await userEvent.click(page.getByRole('tab', { name: 'Integrações' }));
    await waitFor(() => expect(storyLocation.current.history.at(-1)).toBe(path('&tab=integracoes')));
    const integrations = await page.findByRole('tabpanel', { name: 'Integrações' });
    await expect(within(integrations).getByRole('heading', { name: 'Em breve' })).toBeVisible();
    await expect(within(integrations).getByText('A lista de integrações estará disponível em breve.')).toBeVisible();
    await userEvent.click(page.getByRole('tab', { name: 'Funcionalidades' }));
    await waitFor(() => expect(storyLocation.current.history.at(-1)).toBe(path()));
    await expect(
      within(await page.findByRole('tabpanel', { name: 'Funcionalidades' })).getByRole('heading', { name: 'Em breve' }),
    ).toBeVisible();
  },
};

/** 'Publicar' without stars or comment: the spec's message, and nothing is sent. */
export const RatingValidation: Story = {
  decorators: [withPortal({ path: path('&tab=avaliacoes'), signedInAs: SIGNED_IN })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const { panel, list } = await ratingsPanel(page);
    await userEvent.click(panel.getByRole('button', { name: 'Publicar' }));
    const message = await panel.findByRole('alert');
    await expect(message).toHaveTextContent('Para avaliar um aplicativo, é necessário as estrelas e comentário');
    await expect(panel.getByRole('radiogroup', { name: 'Sua nota' })).toHaveAttribute('aria-invalid', 'true');
    // Stars alone are not enough either.
    await userEvent.click(panel.getByRole('radio', { name: '4 estrelas' }));
    await userEvent.click(panel.getByRole('button', { name: 'Publicar' }));
    await expect(panel.getByRole('alert')).toHaveTextContent('Para avaliar um aplicativo, é necessário as estrelas e comentário');
    await expect(panel.getByRole('textbox', { name: 'Seu comentário' })).toHaveAttribute('aria-invalid', 'true');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** A rating sent: the success toast, the form cleared, the new rating first and the average updated. */
export const RatingSuccess: Story = {
  decorators: [withPortal({ path: path('&tab=avaliacoes'), signedInAs: SIGNED_IN })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const { panel, list } = await ratingsPanel(page);
    await rate(panel, '5 estrelas', 'Resolveu nossa apuração do crédito estímulo.');
    await expect(await within(canvasElement).findByText('Avaliação realizada com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3), { timeout: 8000 });
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    await expect(within(first).getByText('Carla Mendes')).toBeVisible();
    await expect(within(first).getByText('Resolveu nossa apuração do crédito estímulo.')).toBeVisible();
    await expect(within(first).getByRole('img', { name: '5 de 5 estrelas' })).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Seu comentário' })).toHaveValue('');
    await expect(panel.getByRole('radio', { name: '5 estrelas' })).toHaveAttribute('aria-checked', 'false');
    // (1 + 1 + 5) / 3
    await expect(await page.findByRole('img', { name: 'Média 2,33 de 5' })).toBeVisible();
    await expect(page.getByText('3 avaliações')).toBeVisible();
  },
};

/**
 * A rating the server refuses (503): reported as every form's failed save (the form kit's report): the toast
 * 'Não foi possível publicar a avaliação.' and the server's words in the form; the stars and the comment
 * stay, so nothing typed is lost, and the list is unchanged.
 */
export const RatingFails: Story = {
  decorators: [withPortal({ path: path('&tab=avaliacoes'), signedInAs: SIGNED_IN })],
  parameters: {
    msw: {
      handlers: {
        'ratings.create': http.post(`${server}/app_rating/:id`, () =>
          HttpResponse.json({ message: 'Serviço indisponível.' }, { status: 503 }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const { panel, list } = await ratingsPanel(page);
    await rate(panel, '4 estrelas', 'Bom para o SPED.');
    await expect(await within(canvasElement).findByText('Não foi possível publicar a avaliação.')).toBeInTheDocument();
    await expect(await panel.findByRole('alert')).toHaveTextContent('Serviço indisponível.');
    await expect(panel.getByRole('textbox', { name: 'Seu comentário' })).toHaveValue('Bom para o SPED.');
    await expect(panel.getByRole('radio', { name: '4 estrelas' })).toHaveAttribute('aria-checked', 'true');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  },
};

/**
 * Counts the rating POSTs and holds each until `open()` (then the real handler answers): the clicks
 * and key presses of a play all land while the first request is still on its way, as for a person.
 */
function countedRatings() {
  let count = 0;
  let gate: Promise<void> = Promise.resolve();
  let release = () => {};
  return {
    handler: http.post(`${server}/app_rating/:id`, async () => {
      count += 1;
      await gate;
    }),
    calls: () => count,
    reset() {
      count = 0;
      gate = Promise.resolve();
    },
    close() {
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    open: () => release(),
  };
}
const ratingPosts = countedRatings();
const ratingsOf = (email: string) => {
  const account = db.accounts.findFirst((q) => q.where({ email }));
  return db.ratings.findMany((q) => q.where({ appUuid: APP, accountUuid: account?.uuid ?? '' }));
};

/**
 * 'Publicar' double-clicked, then Enter pressed twice on it: one request each time. The second
 * publish replaces Carla's first rating (one rating per account per app): the list keeps one by her,
 * and the average counts her new stars once.
 */
export const RatingSentOnce: Story = {
  decorators: [withPortal({ path: path('&tab=avaliacoes'), signedInAs: SIGNED_IN })],
  beforeEach: () => ratingPosts.reset(),
  parameters: { msw: { handlers: { 'ratings.create': [ratingPosts.handler, realHandlers['ratings.create']] } } },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const { panel, list } = await ratingsPanel(page);
    await expect(
      panel.getByText('Cada conta tem uma avaliação por aplicativo: publicar de novo substitui a sua avaliação anterior.'),
    ).toBeVisible();
    await userEvent.click(panel.getByRole('radio', { name: '5 estrelas' }));
    await userEvent.type(panel.getByRole('textbox', { name: 'Seu comentário' }), 'Clique duplo, uma avaliação.');
    ratingPosts.close();
    // No pause between the events (as a quick hand on a busy machine): both clicks land before the
    // page renders again, so only a guard set synchronously on the first one holds.
    const quick = userEvent.setup({ delay: null });
    await quick.dblClick(panel.getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(ratingPosts.calls()).toBe(1));
    ratingPosts.open();
    await waitFor(() => expect(panel.getByRole('textbox', { name: 'Seu comentário' })).toHaveValue(''), { timeout: 8000 });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3), { timeout: 8000 });
    await expect(ratingPosts.calls()).toBe(1);
    await expect(ratingsOf(SIGNED_IN)).toHaveLength(1);
    await expect(within(list).getAllByText('Clique duplo, uma avaliação.')).toHaveLength(1);

    // Enter twice on the button: one request, and it replaces the rating above.
    await userEvent.click(panel.getByRole('radio', { name: '2 estrelas' }));
    await userEvent.type(panel.getByRole('textbox', { name: 'Seu comentário' }), 'Revisando: o suporte demorou.');
    ratingPosts.close();
    panel.getByRole('button', { name: 'Publicar' }).focus();
    await quick.keyboard('{Enter}{Enter}');
    await waitFor(() => expect(ratingPosts.calls()).toBe(2));
    ratingPosts.open();
    await waitFor(() => expect(within(list).getByText('Revisando: o suporte demorou.')).toBeVisible(), { timeout: 8000 });
    await expect(ratingPosts.calls()).toBe(2);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).queryByText('Clique duplo, uma avaliação.')).not.toBeInTheDocument();
    await expect(within(list).getAllByText('Carla Mendes')).toHaveLength(1);
    await expect(ratingsOf(SIGNED_IN)).toEqual([expect.objectContaining({ stars: 2, comment: 'Revisando: o suporte demorou.' })]);
    // (1 + 1 + 2) / 3: her new stars, counted once.
    await expect(await page.findByRole('img', { name: 'Média 1,33 de 5' })).toBeVisible();
    await expect(page.getByText('3 avaliações')).toBeVisible();
  },
};

const XSS = '<img src=x onerror=alert(1)>';
let alerts: unknown[] = [];
/** A comment with markup is listed as the text it is: no element is made from it, nothing runs. */
export const CommentWithMarkup: Story = {
  decorators: [withPortal({ path: path('&tab=avaliacoes'), signedInAs: SIGNED_IN })],
  beforeEach: () => {
    alerts = [];
    const original = window.alert;
    window.alert = (message?: unknown) => void alerts.push(message);
    return () => {
      window.alert = original;
    };
  },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const { panel, list } = await ratingsPanel(page);
    await rate(panel, '3 estrelas', XSS);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3), { timeout: 8000 });
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    const comment = within(first).getByText(XSS);
    await expect(comment.textContent).toBe(XSS);
    await expect(comment.children).toHaveLength(0);
    await expect(list.querySelector('img[src="x"]')).toBeNull();
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
    await expect(alerts).toEqual([]);
  },
};

/** The ratings call never answers: 'Carregando...' over the (empty) list; the form is already usable. */
export const RatingsLoading: Story = {
  decorators: [withPortal({ path: path('&tab=avaliacoes'), signedInAs: SIGNED_IN })],
  parameters: { msw: { handlers: { 'ratings.list': pendingGet(`${server}/app_rating/:id`) } } },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const panel = within(await page.findByRole('tabpanel', { name: 'Avaliações' }));
    const list = panel.getByRole('region', { name: 'Avaliações dos usuários' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(within(list).getByRole('status')).toHaveTextContent('Carregando...');
    await expect(within(list).queryByRole('listitem')).not.toBeInTheDocument();
    await expect(panel.getByRole('button', { name: 'Publicar' })).toBeEnabled();
  },
};

/** An id no app has: the not-found state (its own h1) in the shell, with the way back. */
export const UnknownId: Story = {
  decorators: [withPortal({ path: '/app/view?id=app-9999-inexistente', signedInAs: SIGNED_IN })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement, 'Aplicativo não encontrado');
    await expect(page.getByText('O aplicativo que você procura não existe ou foi removido do marketplace.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar ao marketplace' })).toHaveAttribute('href', '/apps/list');
    await expect(page.queryByRole('tablist')).not.toBeInTheDocument();
    await expect(page.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** No id at all: the same not-found state, without asking the backend. */
export const MissingId: Story = {
  decorators: [withPortal({ path: '/app/view', signedInAs: SIGNED_IN })],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement, 'Aplicativo não encontrado');
    await expect(page.getByRole('link', { name: 'Voltar ao marketplace' })).toHaveAttribute('href', '/apps/list');
    await expect(within(page.getByRole('navigation', { name: 'Você está em' })).getByText('Aplicativo não encontrado')).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The app's call never answers: the detail's skeleton and its announcement. */
export const Loading: Story = {
  parameters: { msw: { handlers: { 'apps.serverGet': pendingGet(`${server}/app/:id`) } } },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByText('Carregando aplicativo...', {}, { timeout: 8000 });
    await expect(status).toHaveAttribute('role', 'status');
    const page = pageContent(canvasElement, 'app-view');
    await expect(within(page.getByRole('navigation', { name: 'Você está em' })).getByText('Carregando...')).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  },
};

const flakyApp = failingFirst('get', `${server}/app/:id`);
/** The app's call fails (and its automatic retry): the error with 'Tentar novamente', which loads the app. */
export const ErrorAndRetry: Story = {
  beforeEach: () => flakyApp.reset(),
  parameters: { msw: { handlers: { 'apps.serverGet': [flakyApp.handler, realHandlers['apps.serverGet']] } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByText('Não foi possível carregar o aplicativo.', {}, { timeout: 8000 });
    const notice = alert.closest('[role="alert"]') as HTMLElement;
    await expect(notice).not.toBeNull();
    await expect(flakyApp.calls()).toBe(2);
    await userEvent.click(within(notice).getByRole('button', { name: 'Tentar novamente' }));
    const page = await loaded(canvasElement);
    await expect(page.getByRole('link', { name: 'Fornecedor Contábil Norte Tecnologia' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(page.getByRole('region', { name: 'Photos of Norte ICMS' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Provider Contábil Norte Tecnologia' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Main features' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Book a demo/ })).toHaveAttribute('target', '_blank');
    // Numbers follow the page's language, not the browser's.
    await expect(page.getByRole('img', { name: 'Average 1.0 out of 5' })).toBeVisible();
    await expect(page.getByText('2 ratings')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Ratings' })).toBeVisible();
  },
};

/** 390 px: the gallery, the details and the tabs stack, nothing runs off the screen. */
export const Mobile: Story = phoneStory(loaded, async (page) => {
  await expect(page.getByRole('region', { name: 'Fotos de Norte ICMS' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Próxima foto' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Agendar demonstração/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Avaliações' })).toBeVisible();
});
