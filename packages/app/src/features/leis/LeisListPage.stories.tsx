import type { Meta, StoryObj } from '@storybook/react-vite';
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

const { server } = DEMO_BASE_URLS;
const leisUrl = `${server}/leis`;
const realHandlers = createMockHandlers();
const TITLE = 'Leis de Incentivo Fiscal';
const SIGNED_IN = 'usuario@portalfiscal.demo';
const at = (search = '') => withPortal({ path: `/leis/incentivo${search}`, signedInAs: SIGNED_IN });

/** The 10 tags the panel offers (the most frequent of the seed), alphabetically; Infância, Juventude and Tecnologia are left out. */
const OFFERED_TAGS = [
  'Audiovisual',
  'Cultura',
  'Educação',
  'Esporte',
  'Inclusão',
  'Meio ambiente',
  'Patrimônio',
  'Pessoa idosa',
  'Saúde',
  'Social',
];

/** Waits for the title and returns queries scoped to the page's content. */
const loaded = (canvasElement: HTMLElement, heading: string = TITLE) => loadedPage(canvasElement, 'leis-list', heading);

/** The results (the region after the panel) and its lei cards, once `count` are there. */
async function cards(page: PageQueries, count: number, name: string = 'Resultados') {
  const results = within(page.getByRole('region', { name }));
  await waitFor(() => expect(results.getAllByRole('article')).toHaveLength(count), { timeout: 8000 });
  return { results, cards: results.getAllByRole('article') };
}

/** The text of the results' live summary ('26 leis encontradas · 1–24 de 26'). */
const summary = (page: PageQueries) => page.getAllByRole('status').find((s) => s.closest('[aria-busy]') === null) as HTMLElement;

/** The empty state whose heading is `title`. */
async function emptyState(page: PageQueries, title: string) {
  return within((await page.findByRole('heading', { name: title }, { timeout: 8000 })).parentElement as HTMLElement);
}

/**
 * /leis/incentivo — the incentive-law projects (26 in the seed, 24 a page), searched, filtered and
 * paged in the page, the state in the address (`?q=&tags=&cidade=&imposto=&area=&page=`). On desktop
 * the filter panel is open beside the list, every offered tag selected as a removable chip. Signed in
 * as Carla (portal user).
 */
const meta = {
  title: 'Páginas/Leis de incentivo/Lista de leis',
  id: 'paginas-leis-de-incentivo-lista-de-leis',
  component: AppRoutes,
  ...signedInPageStory({ path: '/leis/incentivo', signedInAs: SIGNED_IN }),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Page 1 of 2: 24 cards linking to their leis, the count, the pagination, the panel with the 10 tag chips. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const { results } = await cards(page, 24);
    await expect(summary(page)).toHaveTextContent('26 leis encontradas · 1–24 de 26');
    await expect(results.getByRole('link', { name: 'Aprendiz Digital' })).toHaveAttribute(
      'href',
      '/leis/incentivo/view?lei=lei-0008-aprendiz-digital',
    );
    await expect(results.getByRole('link', { name: 'Orquestra Jovem do Recôncavo' })).toHaveAttribute(
      'href',
      '/leis/incentivo/view?lei=lei-0001-orquestra-reconcavo',
    );
    // The lei without a photo shows the placeholder; its card still links to it.
    const sarau = results.getByRole('link', { name: 'Sarau Periférico BH' }).closest('article') as HTMLElement;
    await expect(within(sarau).getByRole('img', { name: 'Sem foto' })).toBeInTheDocument();
    const pagination = page.getByRole('navigation', { name: 'Páginas das leis de incentivo' });
    await expect(within(pagination).getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    await expect(within(pagination).getByRole('button', { name: 'Página 2' })).toBeVisible();
    await expect(within(pagination).queryByRole('button', { name: 'Página 3' })).not.toBeInTheDocument();
    // Desktop: the panel is open on arrival, every offered tag ticked and shown as a chip.
    const toggle = page.getByRole('button', { name: 'Filtros' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('region', { name: 'Filtros' });
    await expect(toggle).toHaveAttribute('aria-controls', panel.id);
    const chips = within(within(panel).getByRole('list', { name: 'Tags selecionadas' }));
    await expect(chips.getAllByRole('button', { name: /^Remover / }).map((b) => b.getAttribute('aria-label'))).toEqual(
      OFFERED_TAGS.map((tag) => `Remover ${tag}`),
    );
    const tags = within(within(panel).getByRole('group', { name: 'Tags' }));
    await expect(tags.getAllByRole('checkbox')).toHaveLength(10);
    for (const checkbox of tags.getAllByRole('checkbox')) await expect(checkbox).toBeChecked();
    await expect(within(panel).getByRole('group', { name: 'Impostos' })).toBeVisible();
    await expect(within(panel).getByRole('checkbox', { name: 'ICMS' })).not.toBeChecked();
    const breadcrumb = page.getByRole('navigation', { name: 'Você está em' });
    await expect(within(breadcrumb).getByText('Leis de Incentivo Fiscal')).toHaveAttribute('aria-current', 'page');
  },
};

/** 'Próxima página': page 2 in the address, the last 2 leis. */
export const NextPage: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await cards(page, 24);
    await userEvent.click(page.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(storyLocation.current.history.at(-1)).toBe('/leis/incentivo?page=2'));
    await cards(page, 2);
    await expect(summary(page)).toHaveTextContent('26 leis encontradas · 25–26 de 26');
    await expect(page.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2, name: 'Resultados' })).toHaveFocus();
  },
};

/** Removing the 'Cultura' chip narrows the list at once (the 5 leis tagged only Cultura, or Cultura and an unlisted tag, leave). */
export const RemoveTagChip: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await cards(page, 24);
    const panel = within(page.getByRole('region', { name: 'Filtros' }));
    await userEvent.click(panel.getByRole('button', { name: 'Remover Cultura' }));
    const { results } = await cards(page, 21);
    await expect(summary(page)).toHaveTextContent(/^21 leis encontradas$/);
    await expect(results.queryByRole('link', { name: 'Orquestra Jovem do Recôncavo' })).not.toBeInTheDocument();
    await expect(results.queryByRole('link', { name: 'Sarau Periférico BH' })).not.toBeInTheDocument();
    // A lei with Cultura and another selected tag stays.
    await expect(results.getByRole('link', { name: 'Bibliotecas Vivas na Zona Leste' })).toBeVisible();
    await expect(page.queryByRole('navigation', { name: 'Páginas das leis de incentivo' })).not.toBeInTheDocument();
    await expect(panel.queryByRole('button', { name: 'Remover Cultura' })).not.toBeInTheDocument();
    // 'Cultura' is both a tag and an area: the tag is unticked, the area untouched.
    await expect(within(panel.getByRole('group', { name: 'Tags' })).getByRole('checkbox', { name: 'Cultura' })).not.toBeChecked();
    await expect(
      within(panel.getByRole('group', { name: 'Área Direcionamento' })).getByRole('checkbox', { name: 'Cultura' }),
    ).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Filtros (1 filtro aplicado)' })).toBeVisible();
    const address = storyLocation.current.history.at(-1) ?? '';
    await expect(address.startsWith('/leis/incentivo?')).toBe(true);
    await expect(new URLSearchParams(address.split('?')[1]).get('tags')).toBe(OFFERED_TAGS.filter((t) => t !== 'Cultura').join(','));
  },
};

/** Typing filters as the user types (accents and case ignored); the search lands in the address. */
export const SearchAsYouType: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await cards(page, 24);
    await userEvent.type(page.getByRole('searchbox', { name: 'Buscar leis' }), 'RECONCAVO');
    const { results } = await cards(page, 1);
    await expect(results.getByRole('link', { name: 'Orquestra Jovem do Recôncavo' })).toBeVisible();
    await waitFor(() => expect(storyLocation.current.history.at(-1)).toBe('/leis/incentivo?q=RECONCAVO'));
    await expect(summary(page)).toHaveTextContent(/^1 lei encontrada$/);
    await expect(page.getByRole('button', { name: 'Filtros (1 filtro aplicado)' })).toBeVisible();
  },
};

/** The list call never answers: 12 skeleton cards and one announcement; the panel is a placeholder of its size until its values come. */
export const Loading: Story = {
  parameters: { msw: { handlers: { 'leis.list': pendingGet(leisUrl) } } },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(canvasElement.querySelectorAll('[data-skeleton="lei card"]')).toHaveLength(12);
    await expect(page.getByText('Carregando as leis de incentivo...')).toHaveAttribute('role', 'status');
    await expect(page.queryAllByRole('article')).toHaveLength(0);
    await expect(page.queryByRole('navigation', { name: 'Páginas das leis de incentivo' })).not.toBeInTheDocument();
    await expect(page.queryByRole('searchbox', { name: 'Buscar leis' })).not.toBeInTheDocument();
    // The toggle still controls the panel's place.
    const toggle = page.getByRole('button', { name: 'Filtros' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).not.toBeNull();
  },
};

/** Scenario 'empty': no lei at all (no clear-filters action in the state: there is nothing to clear). */
export const Empty: Story = {
  parameters: { scenario: 'empty' },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const empty = await emptyState(page, 'Nenhuma lei de incentivo cadastrada');
    await expect(empty.getByText('Quando os facilitadores cadastrarem projetos, eles aparecerão aqui.')).toBeVisible();
    await expect(empty.queryByRole('button', { name: 'Limpar filtros' })).not.toBeInTheDocument();
    await expect(page.queryAllByRole('article')).toHaveLength(0);
    await expect(page.getAllByText('Nenhuma opção disponível')).toHaveLength(4);
  },
};

const flakyList = failingFirst('get', leisUrl);
/** The list call fails (and its automatic retry): the error with 'Tentar novamente', which brings the list. */
export const ErrorAndRetry: Story = {
  beforeEach: () => flakyList.reset(),
  parameters: { msw: { handlers: { 'leis.list': [flakyList.handler, realHandlers['leis.list']] } } },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const alert = await page.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('Não foi possível carregar as leis de incentivo.');
    await expect(flakyList.calls()).toBe(2);
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await cards(page, 24);
    await expect(page.queryByRole('alert')).not.toBeInTheDocument();
    await expect(summary(page)).toHaveTextContent('26 leis encontradas');
  },
};

/** A search nothing matches: the empty state's 'Limpar filtros' brings the whole list back. */
export const SearchWithoutResults: Story = {
  decorators: [at('?q=xyz')],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const empty = await emptyState(page, 'Nenhuma lei encontrada');
    await expect(page.getByRole('searchbox', { name: 'Buscar leis' })).toHaveValue('xyz');
    await expect(empty.getByText('Nenhuma lei de incentivo atende à busca e aos filtros escolhidos.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filtros (1 filtro aplicado)' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(empty.getByRole('button', { name: 'Limpar filtros' }));
    await cards(page, 24);
    await expect(storyLocation.current.history.at(-1)).toBe('/leis/incentivo');
    await expect(page.getByRole('searchbox', { name: 'Buscar leis' })).toHaveValue('');
    await expect(page.getByRole('heading', { level: 2, name: 'Resultados' })).toHaveFocus();
  },
};

/** A city in the address: the panel open on it, the badge counts it, only the 4 leis run in Recife. */
export const FilteredByCity: Story = {
  decorators: [at(`?cidade=${encodeURIComponent('Recife - PE')}`)],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const { results } = await cards(page, 4);
    await expect(summary(page)).toHaveTextContent(/^4 leis encontradas$/);
    for (const name of [
      'Festival de Teatro de Rua de Olinda',
      'Reabilitação Auditiva Infantil',
      'Série Animada Contos do Sertão',
      'Circuito do Frevo nas Escolas',
    ]) {
      await expect(results.getByRole('link', { name })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Filtros (1 filtro aplicado)' })).toHaveAttribute('aria-expanded', 'true');
    const cities = within(page.getByRole('group', { name: 'Cidades' }));
    await expect(cities.getByRole('checkbox', { name: 'Recife - PE' })).toBeChecked();
    await expect(cities.getByRole('checkbox', { name: 'São Paulo - SP' })).not.toBeChecked();
    // Only the tags are chips; a city is a tick.
    await expect(page.queryByRole('button', { name: 'Remover Recife - PE' })).not.toBeInTheDocument();
  },
};

/** `?tags=`: every chip removed, so no lei matches; the state says why and 'Limpar filtros' re-selects every tag. */
export const EveryTagRemoved: Story = {
  decorators: [at('?tags=')],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const empty = await emptyState(page, 'Nenhuma lei encontrada');
    await expect(empty.getByText('Nenhuma tag está selecionada. Marque ao menos uma tag ou limpe os filtros.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filtros (10 filtros aplicados)' })).toBeVisible();
    await expect(page.queryByRole('list', { name: 'Tags selecionadas' })).not.toBeInTheDocument();
    for (const checkbox of within(page.getByRole('group', { name: 'Tags' })).getAllByRole('checkbox'))
      await expect(checkbox).not.toBeChecked();
    await expect(page.queryAllByRole('article')).toHaveLength(0);
    await userEvent.click(empty.getByRole('button', { name: 'Limpar filtros' }));
    await cards(page, 24);
    await expect(storyLocation.current.history.at(-1)).toBe('/leis/incentivo');
    await expect(page.getAllByRole('button', { name: /^Remover / })).toHaveLength(10);
  },
};

/** A page that is not a positive number: not guessed, the list says it does not exist and offers every lei. */
export const BadAddress: Story = {
  decorators: [at('?page=0')],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(page.getByRole('heading', { name: 'Esta lista não existe' })).toBeVisible();
    await expect(page.getByText('O endereço tem filtros inválidos. Veja todas as leis de incentivo.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver todas as leis' })).toHaveAttribute('href', '/leis/incentivo');
    await expect(page.queryByRole('button', { name: /^Filtros/ })).not.toBeInTheDocument();
    await expect(page.queryAllByRole('article')).toHaveLength(0);
  },
};

/** Page 9 of a 2-page list: says so, and links to the first page. */
export const PageBeyondTheEnd: Story = {
  decorators: [at('?page=9')],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await page.findByRole('heading', { name: 'A página 9 não existe' }, { timeout: 8000 })).toBeVisible();
    await expect(page.getByText('A lista tem 2 páginas.')).toBeVisible();
    await expect(summary(page)).toHaveTextContent(/^26 leis encontradas$/);
    const first = page.getByRole('link', { name: 'Ir para a primeira página' });
    await expect(first).toHaveAttribute('href', '/leis/incentivo');
    await userEvent.click(first);
    await cards(page, 24);
    await expect(storyLocation.current.history.at(-1)).toBe('/leis/incentivo');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement, 'Tax Incentive Laws');
    await cards(page, 24, 'Results');
    await expect(summary(page)).toHaveTextContent('26 laws found · 1–24 of 26');
    await expect(page.getByRole('navigation', { name: 'Pages of the incentive laws' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove Cultura' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Cities' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search laws' })).toBeVisible();
  },
};

/** 390 px: the panel waits behind its toggle, the cards and the pagination fit; the open panel too. */
export const Mobile: Story = phoneStory(loaded, async (page) => {
  const { cards: found } = await cards(page, 24);
  await expect(found[0]).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Filtros' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.queryByRole('region', { name: 'Filtros' })).not.toBeInTheDocument();
  await expect(page.getByRole('navigation', { name: 'Páginas das leis de incentivo' })).toBeInTheDocument();
  await userEvent.click(toggle);
  const panel = within(await page.findByRole('region', { name: 'Filtros' }));
  await waitFor(() => expect(panel.getByRole('searchbox', { name: 'Buscar leis' })).toHaveFocus());
  await expect(panel.getByRole('button', { name: 'Aplicar filtros' })).toBeVisible();
});
