import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppRoutes } from '../../App';
import {
  expectNewTab,
  loadedPage,
  type PageQueries,
  phoneStory,
  PAGE_PARAMETERS,
  signedInPageStory,
  whatsappText,
} from '../../testing/pageStory';

const TITLE = 'Calculadora da Reforma Tributária';
/** The message 'Adquirir com desconto' prefills: in Portuguese, whatever the portal's language (it goes to the sales team). */
const PURCHASE_MESSAGE = 'Olá! Quero adquirir a Calculadora da Reforma Tributária com o desconto exclusivo para usuários do Portal Fiscal.';

/** Waits for the title and returns queries scoped to the page's content. */
const loaded = (canvasElement: HTMLElement, heading: string = TITLE) => loadedPage(canvasElement, 'calculator', heading);

/** The h3 titles of a section's cards. */
const cardTitles = (page: PageQueries, section: string) =>
  within(page.getByRole('region', { name: section }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

/**
 * /calculadora — the reform calculator's teaser: 'Em breve', what the consumption-tax reform changes
 * (IVA Dual, CBS, IBS, Imposto Seletivo), the transition, the coming tools, and 'Adquirir com desconto'
 * on WhatsApp. Signed in as Carla (portal user).
 */
const meta = {
  title: 'Páginas/Calculadora da Reforma',
  id: 'paginas-calculadora-da-reforma',
  component: AppRoutes,
  ...signedInPageStory({ path: '/calculadora', signedInAs: 'usuario@portalfiscal.demo' }),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    // The hero's badge and one on each coming tool.
    await expect(page.getAllByText('Em breve')).toHaveLength(4);
    await expect(page.getByText(/^A Emenda Constitucional nº 132\/2023 reformou a tributação do consumo/)).toBeVisible();
    await expect(cardTitles(page, 'O que muda')).toEqual(['IVA Dual', 'CBS', 'IBS', 'Imposto Seletivo']);
    await expect(within(page.getByRole('article', { name: 'CBS' })).getByText(/Substitui o PIS e a Cofins/)).toBeVisible();
    const timeline = within(page.getByRole('region', { name: 'A transição' }));
    await expect(timeline.getAllByRole('listitem').map((li) => li.firstElementChild?.textContent)).toEqual([
      '2026',
      '2027',
      '2029–2032',
      '2033',
    ]);
    await expect(cardTitles(page, 'O que a calculadora vai trazer')).toEqual(['Simulador', 'Alavancas', 'Curvas ABC']);
    const buy = page.getByRole('link', { name: /^Adquirir com desconto/ });
    await expectNewTab(buy, 'Adquirir com desconto (abre em nova aba)');
    await expect(whatsappText(buy)).toBe(PURCHASE_MESSAGE);
    await expect(page.getByText(/^Desconto exclusivo para usuários do Portal Fiscal na pré-venda/)).toBeVisible();
    const breadcrumb = within(page.getByRole('navigation', { name: 'Você está em' }));
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');
    await expect(breadcrumb.getByText(TITLE)).toHaveAttribute('aria-current', 'page');
    // The side menu marks where the user is.
    const menu = within(within(canvasElement).getByRole('navigation', { name: 'Menu principal' }));
    await expect(menu.getByRole('link', { name: 'Calculadora da Reforma' })).toHaveAttribute('aria-current', 'page');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement, 'Tax Reform Calculator');
    await expect(page.getAllByText('Coming soon')).toHaveLength(4);
    await expect(cardTitles(page, 'What changes')).toEqual(['Dual VAT (IVA Dual)', 'CBS', 'IBS', 'Excise tax (Imposto Seletivo)']);
    await expect(cardTitles(page, 'What the calculator will bring')).toEqual([
      'Simulator (Simulador)',
      'Levers (Alavancas)',
      'ABC curves (Curvas ABC)',
    ]);
    const buy = page.getByRole('link', { name: /^Buy with a discount/ });
    await expectNewTab(buy, 'Buy with a discount (opens in a new tab)');
    // The message goes to the sales team: in Portuguese, whatever the portal's language.
    await expect(whatsappText(buy)).toBe(PURCHASE_MESSAGE);
  },
};

/** 390 px: the hero, the cards and the timeline stack, nothing runs off the screen. */
export const Mobile: Story = phoneStory(loaded, async (page) => {
  await expect(page.getByRole('link', { name: /^Adquirir com desconto/ })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Imposto Seletivo' })).toBeInTheDocument();
});
