import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_BASE_URLS } from '@portal-fiscal/mocks';
import { AppRoutes } from '../../App';
import {
  failingGet,
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
const ORQUESTRA = 'lei-0001-orquestra-reconcavo';
const NAME = 'Instituto Cultura Viva';
const SIGNED_IN = 'usuario@portalfiscal.demo';
const PAGE = '/leis/incentivo/facilitador';
const at = (search: string) => withPortal({ path: `${PAGE}${search}`, signedInAs: SIGNED_IN });

/** The six leis Instituto Cultura Viva facilitates, as the totals call lists them. */
const PROJECTS: Array<[title: string, leiUuid: string]> = [
  ['Lei Rouanet — Orquestra Jovem do Recôncavo', 'lei-0001-orquestra-reconcavo'],
  ['Lei Rouanet — Festival de Teatro de Rua de Olinda', 'lei-0002-teatro-rua-olinda'],
  ['Lei do Audiovisual — Série Animada Contos do Sertão', 'lei-0017-audiovisual-contos-sertao'],
  ['ICMS Cultural MG — Mostra de Artes de Ouro Preto', 'lei-0019-icms-mg-ouro-preto'],
  ['Lei de Incentivo à Reciclagem — Cooperativa Recicla Mais', 'lei-0025-reciclagem-cooperativa'],
  ['Funcultura PE — Circuito do Frevo nas Escolas', 'lei-0026-icms-pe-funcultura'],
];

/** Waits for the facilitator's name as the page's heading and returns queries scoped to the page's content. */
const loaded = (canvasElement: HTMLElement, heading: string = NAME) => loadedPage(canvasElement, 'lei-facilitator', heading);

/** The facilitator's figures ('Números do facilitador'), once the totals call has answered. */
async function totals(page: PageQueries, name = 'Números do facilitador') {
  return within(await page.findByRole('region', { name }, { timeout: 8000 }));
}

/**
 * /leis/incentivo/facilitador?id={lei} — who brings a lei to the portal: name, phone, the provider's
 * description and the sums of every lei it runs (`GET /facilitador/{id}/total`). The spec's
 * `?lei={json}` moves to the `?id=` address. Instituto Cultura Viva ((71) 3328-9010) facilitates 6
 * leis: 570,320 people reached, R$ 6,860,000 invested. Signed in as Carla.
 */
const meta = {
  title: 'Páginas/Leis de incentivo/Facilitador',
  id: 'paginas-leis-de-incentivo-facilitador',
  component: AppRoutes,
  ...signedInPageStory({ path: `${PAGE}?id=${ORQUESTRA}`, signedInAs: SIGNED_IN }),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(page.getByText('Facilitador', { selector: 'p' })).toBeVisible();
    await expect(page.getByText('Lei Federal de Incentivo à Cultura — Lei Rouanet (Lei nº 8.313/1991)')).toBeVisible();
    const phone = page.getByRole('link', { name: `Ligar para ${NAME}: (71) 3328-9010` });
    await expect(phone).toHaveAttribute('href', 'tel:+557133289010');
    await expect(phone).toHaveTextContent('(71) 3328-9010');
    const about = within(page.getByRole('region', { name: 'Informações sobre o Facilitador' }));
    await expect(await about.findByText(/^Organização sem fins lucrativos que propõe e executa projetos culturais/)).toBeVisible();
    await expect(about.getByRole('link', { name: 'Ver a página do fornecedor' })).toHaveAttribute(
      'href',
      '/fornecedor/view?id=prov-0006-cultura-viva',
    );
    const figures = await totals(page);
    await expect(figures.getAllByRole('listitem')).toHaveLength(6);
    await expect(figures.getByText('Jovens de 12 a 21 anos da rede pública de ensino')).toBeVisible();
    await expect(figures.getByText('Catadores cooperados e suas famílias')).toBeVisible();
    await expect(figures.getByText('570.320 pessoas')).toBeVisible();
    await expect(figures.getByText(/^R\$\s6\.860\.000,00$/)).toHaveAttribute('value', '6860000.00');
    await expect(figures.getByText('Somados os valores dos 6 projetos facilitados.')).toBeVisible();
    const projects = within(page.getByRole('region', { name: 'Projetos facilitados' }));
    await expect(projects.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
      PROJECTS.map(([title, id]) => [title, `/leis/incentivo/view?lei=${id}`]),
    );
    const breadcrumb = within(page.getByRole('navigation', { name: 'Você está em' }));
    await expect(breadcrumb.getByRole('link', { name: 'Lei Rouanet — Orquestra Jovem do Recôncavo' })).toHaveAttribute(
      'href',
      `/leis/incentivo/view?lei=${ORQUESTRA}`,
    );
    await expect(breadcrumb.getByText('Facilitador')).toHaveAttribute('aria-current', 'page');
  },
};

/** The spec's `?lei={json}` (the wire's `lei_uuid`): the same page, and the address moves to `?id=`. */
export const FromSpecJson: Story = {
  decorators: [at(`?lei=${encodeURIComponent(JSON.stringify({ lei_uuid: ORQUESTRA, title: { String: 'Orquestra', Valid: true } }))}`)],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await waitFor(() => expect(storyLocation.current.history.at(-1)).toBe(`${PAGE}?id=${ORQUESTRA}`));
    // Replaced, not pushed: 'Voltar' does not land on the JSON address again.
    await expect(storyLocation.current.history.some((entry) => entry.includes('lei='))).toBe(false);
    await expect(page.getByRole('link', { name: `Ligar para ${NAME}: (71) 3328-9010` })).toBeVisible();
    await totals(page);
  },
};

/** `?lei=` with broken JSON: the not-found state, never a crash. */
export const MalformedJson: Story = {
  decorators: [at(`?lei=${encodeURIComponent('{"lei_uuid": "lei-0001')}`)],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement, 'Facilitador não encontrado');
    await expect(page.getByText(/^O endereço não indica uma lei de incentivo com facilitador/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver as leis de incentivo' })).toHaveAttribute('href', '/leis/incentivo');
    await expect(page.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A lei id no lei has: the same not-found state, in the breadcrumb too. */
export const UnknownLei: Story = {
  decorators: [at('?id=lei-9999-inexistente')],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement, 'Facilitador não encontrado');
    await expect(page.getByRole('link', { name: 'Ver as leis de incentivo' })).toHaveAttribute('href', '/leis/incentivo');
    await expect(within(page.getByRole('navigation', { name: 'Você está em' })).getByText('Facilitador não encontrado')).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The totals call fails for good: the facilitator still shows, the figures give way to an error with 'Tentar novamente'. */
export const TotalsError: Story = {
  parameters: { msw: { handlers: { 'leis.facilitatorTotals': failingGet(`${server}/facilitador/:id/total`) } } },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const alert = await page.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('Não foi possível carregar os totais do facilitador.');
    await expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await expect(page.queryByRole('region', { name: 'Números do facilitador' })).not.toBeInTheDocument();
    await expect(page.getByRole('region', { name: 'Informações sobre o Facilitador' })).toBeVisible();
    await expect(page.getByRole('link', { name: `Ligar para ${NAME}: (71) 3328-9010` })).toBeVisible();
  },
};

/** The lei's call never answers: the skeleton and its announcement. */
export const Loading: Story = {
  parameters: { msw: { handlers: { 'leis.get': pendingGet(`${server}/lei/:id`) } } },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByText('Carregando o facilitador...', {}, { timeout: 8000 });
    await expect(status).toHaveAttribute('role', 'status');
    const page = pageContent(canvasElement, 'lei-facilitator');
    await expect(page.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await expect(within(page.getByRole('navigation', { name: 'Você está em' })).getByText('Facilitador')).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(page.getByRole('link', { name: `Call ${NAME}: (71) 3328-9010` })).toHaveAttribute('href', 'tel:+557133289010');
    await expect(page.getByRole('region', { name: 'About the facilitator' })).toBeVisible();
    const figures = await totals(page, 'The facilitator in figures');
    // Numbers follow the page's language.
    await expect(figures.getByText('570,320 people')).toBeVisible();
    await expect(figures.getByText(/^R\$\s?6,860,000\.00$/)).toBeVisible();
    await expect(figures.getByText('The sum of the 6 facilitated projects.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Facilitated projects' })).toBeVisible();
  },
};

/** 390 px: the header, the figures and the projects stack, nothing runs off the screen. */
export const Mobile: Story = phoneStory(loaded, async (page) => {
  await expect(page.getByRole('link', { name: `Ligar para ${NAME}: (71) 3328-9010` })).toBeVisible();
  const figures = await totals(page);
  await expect(figures.getByText('570.320 pessoas')).toBeVisible();
});

/** A project of the list opens its lei. */
export const OpenAProject: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await totals(page);
    await userEvent.click(
      within(page.getByRole('region', { name: 'Projetos facilitados' })).getByRole('link', {
        name: 'Funcultura PE — Circuito do Frevo nas Escolas',
      }),
    );
    await loadedPage(canvasElement, 'lei-view', 'Funcultura PE — Circuito do Frevo nas Escolas');
    await expect(storyLocation.current.history.at(-1)).toBe('/leis/incentivo/view?lei=lei-0026-icms-pe-funcultura');
  },
};
