import { expect as baseExpect, test as base, type BrowserContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { content, FIXED_NOW, keepWelcomeAway, signIn } from './support';

/**
 * The incentive laws (spec 01 §2 Incentive laws list, Incentive law view, Facilitator page), the
 * reform calculator teaser and the not-found page: the ways in, the list's search, chips and Cidades
 * in the address, a lei's sections and links, its facilitator, malformed addresses, the seed's lei
 * whose objective carries a script, and the phone layout. Every journey collects the page's uncaught
 * errors and dialogs and fails on any. Each test starts on a fresh browser context (seed data).
 */

/** The in-browser backend answers everything, but the machine is shared and busy. */
const expect = baseExpect.configure({ timeout: 20_000 });

/** Uncaught page errors and dialogs of every tab of the test's context: none is expected. */
const test = base.extend<{ watch: { errors: string[]; dialogs: string[] } }>({
  watch: [
    async ({ context, page, baseURL }, use) => {
      const watch = { errors: [] as string[], dialogs: [] as string[] };
      const appOrigin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      const attach = (tab: Page) => {
        tab.on('pageerror', (error) => {
          // Only the portal's own pages: the stubbed wa.me tab runs this suite's init scripts, whose
          // localStorage access that origin refuses.
          if (new URL(tab.url()).origin === appOrigin) watch.errors.push(`${tab.url()}: ${error.name}: ${error.message}`);
        });
        tab.on('dialog', (dialog) => {
          watch.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
          void dialog.dismiss().catch(() => undefined);
        });
      };
      attach(page);
      context.on('page', attach);
      await use(watch);
      expect(watch.errors, 'uncaught errors in the page').toEqual([]);
      expect(watch.dialogs, 'dialogs opened by the page').toEqual([]);
    },
    { auto: true },
  ],
});

test.beforeEach(async ({ page }) => {
  // Every journey signs in through the form first, on a shared, busy machine.
  test.slow();
  // 10:00 in São Paulo on the seed's day (the welcome modal stays away); time still flows from there.
  await page.clock.install({ time: FIXED_NOW });
  await keepWelcomeAway(page);
});

const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

/** Seed records (packages/mocks/src/seed: ids are `lei-${pad(i + 1, 4)}-${slug}`). */
const ORQUESTRA = {
  uuid: 'lei-0001-orquestra-reconcavo',
  title: 'Lei Rouanet — Orquestra Jovem do Recôncavo',
  card: 'Orquestra Jovem do Recôncavo',
};
const TEATRO = { uuid: 'lei-0002-teatro-rua-olinda', title: 'Lei Rouanet — Festival de Teatro de Rua de Olinda' };
/** Its objective carries `<img src="x" onerror="alert(…)">` and `<script>alert(…)</script>`. */
const APRENDIZ = { uuid: 'lei-0008-aprendiz-digital', title: 'FIA — Aprendiz Digital', card: 'Aprendiz Digital' };
const CULTURA_VIVA = {
  uuid: 'prov-0006-cultura-viva',
  name: 'Instituto Cultura Viva',
  phone: '(71) 3328-9010',
  tel: 'tel:+557133289010',
  /** Its six leis: orquestra, teatro, contos do sertão, Ouro Preto, reciclagem, frevo. */
  projects: 6,
  impactados: '570.320 pessoas',
  investimento: /^R\$\s6\.860\.000,00$/,
};
const ALL = 26;
/** The leis run in Recife - PE (locais_execucao). */
const IN_RECIFE = [
  'Festival de Teatro de Rua de Olinda',
  'Reabilitação Auditiva Infantil',
  'Série Animada Contos do Sertão',
  'Circuito do Frevo nas Escolas',
];
/** The list is sorted by full title, 24 a page: page 2 holds the last two. */
const PAGE_TWO = ['Reabilitação Auditiva Infantil', 'Diagnóstico Precoce do Câncer Infantojuvenil'];

/** The page's own content (not the shell's header or menus). */
const heading1 = (page: Page, name: string | RegExp) => content(page).getByRole('heading', { level: 1, name });
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

/** The result count ('26 leis encontradas · 1–24 de 26'). */
const resultStatus = (page: Page) =>
  content(page)
    .getByRole('status')
    .filter({ hasText: /leis? encontradas?/ });
const results = (page: Page) => content(page).getByRole('region', { name: 'Resultados' });
const cards = (page: Page) => results(page).getByRole('article');
const cardLinks = (page: Page) => cards(page).getByRole('heading').getByRole('link');
const card = (page: Page, name: string) => cards(page).filter({ has: page.getByRole('link', { name, exact: true }) });

const filtersToggle = (page: Page) => content(page).getByRole('button', { name: /^Filtros/ });
const filterPanel = (page: Page) => content(page).getByRole('region', { name: 'Filtros' });
const searchBox = (page: Page) => filterPanel(page).getByPlaceholder('Digite o título ou nome');
const option = (page: Page, group: string, name: string) =>
  filterPanel(page).getByRole('group', { name: group }).getByRole('checkbox', { name, exact: true });

const urlOf = (page: Page) => new URL(page.url());
const LIST = /\/leis\/incentivo$/;
const viewUrl = (uuid: string) => new RegExp(`/leis/incentivo/view\\?lei=${uuid}$`);
const facilitatorUrl = (uuid: string) => new RegExp(`/leis/incentivo/facilitador\\?id=${uuid}$`);

/** Opens the list and waits for its first results (the cards, not the skeletons). */
async function openList(page: Page, search = '') {
  await page.goto(`/leis/incentivo${search}`);
  await expect(heading1(page, 'Leis de Incentivo Fiscal')).toBeVisible();
  await expect(resultStatus(page)).toBeVisible();
}

/** The panel: beside the list on desktop (open on arrival), behind 'Filtros' on a phone. */
async function openFilters(page: Page, testInfo: TestInfo) {
  if (isMobile(testInfo)) {
    await expect(filtersToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(filterPanel(page)).toHaveCount(0);
    await filtersToggle(page).click();
  }
  await expect(filtersToggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(filterPanel(page)).toBeVisible();
  await expect(searchBox(page)).toBeEnabled();
}

/** Follows a side-menu item: the desktop side menu, or the phone's 'Menu' (and a dropdown group). */
async function followMenu(page: Page, testInfo: TestInfo, name: string, group?: string) {
  const nav = mainMenu(page);
  if (isMobile(testInfo)) {
    await nav.getByRole('button', { name: 'Menu', exact: true }).click();
    if (group) await nav.getByRole('button', { name: group, exact: true }).click();
  }
  await nav.getByRole('link', { name, exact: true }).click();
}

/** A wa.me link opens a new tab: answered locally, so no request leaves the machine. */
async function stubWhatsApp(context: BrowserContext) {
  await context.route(/^https:\/\/wa\.me\//, (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'WhatsApp' }));
}

async function expectOpensInNewTab(page: Page, link: Locator, expectedText: string) {
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^https:\/\/wa\.me\/\d*\?text=/);
  expect(new URL(href).searchParams.get('text')).toBe(expectedText);
  const opened = page.context().waitForEvent('page');
  await link.click();
  const tab = await opened;
  await tab.waitForLoadState('domcontentloaded');
  expect(tab.url()).toBe(href);
  await tab.close();
}

/** Nothing scrolls sideways. */
async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'page width').toBeLessThanOrEqual(innerWidth);
}

test.describe('leis list', () => {
  test('the side menu leads to the list; 26 results in two pages kept in the address, back and forward', async ({ page }, testInfo) => {
    await signIn(page, 'usuario@portalfiscal.demo');
    await followMenu(page, testInfo, 'Meus projetos');
    await expect(page).toHaveURL(LIST);
    await expect(heading1(page, 'Leis de Incentivo Fiscal')).toBeVisible();
    await expect(resultStatus(page)).toHaveText(`${ALL} leis encontradas · 1–24 de ${ALL}`);
    await expect(cards(page)).toHaveCount(24);
    await expect(cardLinks(page).first()).toHaveText(APRENDIZ.card);
    if (!isMobile(testInfo))
      await expect(mainMenu(page).getByRole('link', { name: 'Meus projetos', exact: true })).toHaveAttribute('aria-current', 'page');

    // The 'Leis de Incentivo' item (in the Projetos group) leads there too.
    await page.getByRole('link', { name: 'Portal Fiscal, página inicial' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await followMenu(page, testInfo, 'Leis de Incentivo', 'Projetos');
    await expect(page).toHaveURL(LIST);
    await expect(resultStatus(page)).toHaveText(`${ALL} leis encontradas · 1–24 de ${ALL}`);

    // Page 2 (a phone shows only previous / next).
    const pagination = content(page).getByRole('navigation', { name: 'Páginas das leis de incentivo' });
    if (isMobile(testInfo)) await pagination.getByRole('button', { name: 'Próxima página' }).click();
    else await pagination.getByRole('button', { name: 'Página 2', exact: true }).click();
    await expect(page).toHaveURL(/\/leis\/incentivo\?page=2$/);
    await expect(resultStatus(page)).toHaveText(`${ALL} leis encontradas · 25–26 de ${ALL}`);
    await expect(cardLinks(page)).toHaveText(PAGE_TWO);
    if (!isMobile(testInfo))
      await expect(pagination.getByRole('button', { name: 'Página 2', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(pagination.getByRole('button', { name: 'Próxima página' })).toBeDisabled();

    await page.goBack();
    await expect(page).toHaveURL(LIST);
    await expect(resultStatus(page)).toHaveText(`${ALL} leis encontradas · 1–24 de ${ALL}`);
    await expect(cards(page)).toHaveCount(24);
    await expect(cardLinks(page).first()).toHaveText(APRENDIZ.card);
    await page.goForward();
    await expect(page).toHaveURL(/\/leis\/incentivo\?page=2$/);
    await expect(cardLinks(page)).toHaveText(PAGE_TWO);
    // A reload keeps the page.
    await page.reload();
    await expect(cardLinks(page)).toHaveText(PAGE_TWO);
  });

  test('the search narrows as one types, accent-insensitive; an empty result and Limpar filtros; a reload keeps the filter', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'usuario@portalfiscal.demo');
    await openList(page);
    await openFilters(page, testInfo);

    await searchBox(page).fill('orquestra');
    // Applied a moment after the last key, without pressing anything.
    await expect(page).toHaveURL(/\/leis\/incentivo\?q=orquestra$/);
    await expect(resultStatus(page)).toHaveText('1 lei encontrada');
    await expect(cardLinks(page)).toHaveText([ORQUESTRA.card]);
    await expect(filtersToggle(page)).toContainText('1 filtro aplicado');

    await searchBox(page).fill('reconcavo');
    await expect(page).toHaveURL(/\/leis\/incentivo\?q=reconcavo$/);
    await expect(cardLinks(page)).toHaveText([ORQUESTRA.card]);
    await expect(resultStatus(page)).toHaveText('1 lei encontrada');

    // A reload keeps it, the panel open on the filter.
    await page.reload();
    await expect(page).toHaveURL(/\/leis\/incentivo\?q=reconcavo$/);
    await expect(cardLinks(page)).toHaveText([ORQUESTRA.card]);
    await expect(filtersToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(searchBox(page)).toHaveValue('reconcavo');

    await searchBox(page).fill('xyzzy inexistente');
    await expect(page).toHaveURL(/\/leis\/incentivo\?q=xyzzy\+inexistente$/);
    await expect(results(page).getByRole('heading', { name: 'Nenhuma lei encontrada' })).toBeVisible();
    await expect(results(page).getByText('Nenhuma lei de incentivo atende à busca e aos filtros escolhidos.')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(resultStatus(page)).toHaveCount(0);

    await results(page).getByRole('button', { name: 'Limpar filtros' }).click();
    await expect(page).toHaveURL(LIST);
    await expect(resultStatus(page)).toHaveText(`${ALL} leis encontradas · 1–24 de ${ALL}`);
    await expect(cards(page)).toHaveCount(24);
    await expect(searchBox(page)).toHaveValue('');
    expect(urlOf(page).search).toBe('');
  });

  test('removing the Cultura chip narrows the list, unticks Cultura and puts tags= in the address', async ({ page }, testInfo) => {
    await signIn(page, 'usuario@portalfiscal.demo');
    await openList(page);
    await openFilters(page, testInfo);
    const chips = filterPanel(page).getByRole('list', { name: 'Tags selecionadas' });
    await expect(chips.getByRole('listitem')).toHaveCount(10);
    await expect(option(page, 'Tags', 'Cultura')).toBeChecked();
    await expect(card(page, ORQUESTRA.card)).toHaveCount(1);

    await filterPanel(page).getByRole('button', { name: 'Remover Cultura', exact: true }).click();
    await expect(page).toHaveURL(/\/leis\/incentivo\?tags=/);
    const tags = urlOf(page).searchParams.get('tags')?.split(',') ?? [];
    expect(tags).toHaveLength(9);
    expect(tags).not.toContain('Cultura');
    expect(tags).toContain('Esporte');
    // Leis tagged only Cultura are gone (and Sarau Periférico BH, Cultura and an unlisted tag).
    await expect(resultStatus(page)).toHaveText('21 leis encontradas');
    await expect(cards(page)).toHaveCount(21);
    await expect(card(page, ORQUESTRA.card)).toHaveCount(0);
    await expect(card(page, 'Vôlei Comunitário na Maré')).toHaveCount(1);
    await expect(option(page, 'Tags', 'Cultura')).not.toBeChecked();
    await expect(option(page, 'Tags', 'Esporte')).toBeChecked();
    await expect(chips.getByRole('button', { name: 'Remover Cultura', exact: true })).toHaveCount(0);
    await expect(chips.getByRole('listitem')).toHaveCount(9);
    await expect(filtersToggle(page)).toContainText('1 filtro aplicado');

    // Ticking it again is every tag again: the plain list and address.
    await option(page, 'Tags', 'Cultura').click();
    await expect(page).toHaveURL(LIST);
    await expect(resultStatus(page)).toHaveText(`${ALL} leis encontradas · 1–24 de ${ALL}`);
  });

  test('ticking a city shows only the leis run there, with cidade= in the address', async ({ page }, testInfo) => {
    await signIn(page, 'usuario@portalfiscal.demo');
    await openList(page);
    await openFilters(page, testInfo);
    const recife = option(page, 'Cidades', 'Recife - PE');
    await expect(recife).not.toBeChecked();
    await recife.click();
    await expect(recife).toBeChecked();
    await expect.poll(() => urlOf(page).searchParams.get('cidade')).toBe('Recife - PE');
    await expect(resultStatus(page)).toHaveText(`${IN_RECIFE.length} leis encontradas`);
    await expect.poll(async () => (await cardLinks(page).allTextContents()).sort()).toEqual([...IN_RECIFE].sort());

    // Any city of the group: Manaus adds its two leis.
    await option(page, 'Cidades', 'Manaus - AM').click();
    // The address lists a group's values in the panel's (alphabetical) order.
    await expect.poll(() => urlOf(page).searchParams.get('cidade')).toBe('Manaus - AM,Recife - PE');
    await expect(resultStatus(page)).toHaveText(`${IN_RECIFE.length + 2} leis encontradas`);
    await expect(card(page, 'Judô nas Escolas')).toHaveCount(1);
    await expect(card(page, 'Documentário Rios da Amazônia')).toHaveCount(1);

    // Each lei shown is run in one of them (its view lists the places).
    await option(page, 'Cidades', 'Manaus - AM').click();
    await expect(resultStatus(page)).toHaveText(`${IN_RECIFE.length} leis encontradas`);
    await cardLinks(page).filter({ hasText: 'Reabilitação Auditiva Infantil' }).click();
    await expect(page).toHaveURL(viewUrl('lei-0012-pronas-reabilitacao-auditiva'));
    await expect(content(page).getByRole('region', { name: 'Locais de execução' })).toContainText('Recife - PE');
  });
});

test.describe('lei view and facilitator', () => {
  test('a card opens the lei: its sections, pt-BR figures, the WhatsApp redirect and the facilitator links', async ({ page, context }) => {
    await stubWhatsApp(context);
    await signIn(page, 'usuario@portalfiscal.demo');
    await openList(page);
    await cardLinks(page).filter({ hasText: ORQUESTRA.card }).click();
    await expect(page).toHaveURL(viewUrl(ORQUESTRA.uuid));
    await expect(heading1(page, ORQUESTRA.title)).toBeVisible();

    const section = (name: string) => content(page).getByRole('region', { name, exact: true });
    await expect(section('Objetivo')).toContainText('Formar 120 jovens músicos de Cachoeira, São Félix e Santo Amaro');
    await expect(section('Objetivo').getByRole('listitem')).toHaveCount(3);
    await expect(section('Contrapartida')).toContainText('Concertos gratuitos nas praças das três cidades');
    await expect(section('Locais de execução')).toContainText('Cachoeira - BA, São Félix - BA, Santo Amaro - BA');
    await expect(section('Público Alvo')).toContainText('Jovens de 12 a 21 anos da rede pública de ensino');
    await expect(section('Total Impactados').getByText('4.800 pessoas', { exact: true })).toBeVisible();
    await expect(section('Investimento').locator('data')).toHaveText(/^R\$\s1\.280\.000,00$/);
    await expect(section('Investimento').locator('data')).toHaveAttribute('value', '1280000.00');
    const facts = content(page).getByRole('definition');
    await expect(facts).toHaveText(['Instituto Cultura Viva', 'IR', 'Cultura, Música']);

    const redirect = content(page).getByRole('link', { name: /^Redirecionar meu imposto/ });
    await expect(redirect).toHaveAccessibleName('Redirecionar meu imposto (abre em nova aba)');
    await expectOpensInNewTab(
      page,
      redirect,
      `Olá! Quero redirecionar parte do meu imposto para o projeto "${ORQUESTRA.title}", que vi nas Leis de Incentivo do Portal Fiscal. Como faço?`,
    );
    await expect(page).toHaveURL(viewUrl(ORQUESTRA.uuid));

    const provider = content(page).getByRole('link', { name: `Facilitador ${CULTURA_VIVA.name}` });
    await expect(provider).toHaveAttribute('href', `/fornecedor/view?id=${CULTURA_VIVA.uuid}`);
    await expect(content(page).getByRole('link', { name: 'Sobre o facilitador' })).toHaveAttribute(
      'href',
      `/leis/incentivo/facilitador?id=${ORQUESTRA.uuid}`,
    );
    await provider.click();
    await expect(page).toHaveURL(new RegExp(`/fornecedor/view\\?id=${CULTURA_VIVA.uuid}$`));
    await expect(heading1(page, CULTURA_VIVA.name)).toBeVisible();
  });

  test('from a lei to its facilitator and back, by the breadcrumb and by the browser', async ({ page }) => {
    await signIn(page, 'usuario@portalfiscal.demo');
    await page.goto(`/leis/incentivo/view?lei=${ORQUESTRA.uuid}`);
    await expect(heading1(page, ORQUESTRA.title)).toBeVisible();
    await content(page).getByRole('link', { name: 'Sobre o facilitador' }).click();

    await expect(page).toHaveURL(facilitatorUrl(ORQUESTRA.uuid));
    await expect(heading1(page, CULTURA_VIVA.name)).toBeVisible();
    const about = content(page).getByRole('region', { name: 'Informações sobre o Facilitador' });
    await expect(about).toContainText('Organização sem fins lucrativos que propõe e executa projetos culturais');
    await expect(about.getByRole('link', { name: 'Ver a página do fornecedor' })).toHaveAttribute(
      'href',
      `/fornecedor/view?id=${CULTURA_VIVA.uuid}`,
    );
    const tel = content(page).getByRole('link', { name: `Ligar para ${CULTURA_VIVA.name}: ${CULTURA_VIVA.phone}` });
    await expect(tel).toHaveAttribute('href', CULTURA_VIVA.tel);
    await expect(tel).toHaveText(CULTURA_VIVA.phone);
    const totals = content(page).getByRole('region', { name: 'Números do facilitador' });
    await expect(totals.getByText(CULTURA_VIVA.impactados, { exact: true })).toBeVisible();
    await expect(totals.locator('data')).toHaveText(CULTURA_VIVA.investimento);
    await expect(totals.getByText(`Somados os valores dos ${CULTURA_VIVA.projects} projetos facilitados.`)).toBeVisible();
    await expect(totals.getByRole('listitem').filter({ hasText: 'Jovens de 12 a 21 anos da rede pública de ensino' })).toHaveCount(1);
    const projects = content(page).getByRole('region', { name: 'Projetos facilitados' }).getByRole('link');
    await expect(projects).toHaveCount(CULTURA_VIVA.projects);
    await expect(projects.filter({ hasText: ORQUESTRA.title })).toHaveAttribute('href', `/leis/incentivo/view?lei=${ORQUESTRA.uuid}`);

    // The browser's back and forward.
    await page.goBack();
    await expect(page).toHaveURL(viewUrl(ORQUESTRA.uuid));
    await expect(heading1(page, ORQUESTRA.title)).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(facilitatorUrl(ORQUESTRA.uuid));
    await expect(heading1(page, CULTURA_VIVA.name)).toBeVisible();

    // The breadcrumb: Meus Projetos › Leis de Incentivo Fiscal › the lei › Facilitador.
    const trail = content(page).getByRole('navigation', { name: 'Você está em' });
    await expect(trail.getByRole('listitem')).toHaveText(['Meus Projetos', 'Leis de Incentivo Fiscal', ORQUESTRA.title, 'Facilitador']);
    await expect(trail.getByRole('link', { name: 'Leis de Incentivo Fiscal' })).toHaveAttribute('href', '/leis/incentivo');
    await trail.getByRole('link', { name: ORQUESTRA.title }).click();
    await expect(page).toHaveURL(viewUrl(ORQUESTRA.uuid));
    await expect(heading1(page, ORQUESTRA.title)).toBeVisible();
  });

  test("the spec's ?lei=<json> address moves to ?id=; malformed JSON shows not-found inside the shell", async ({ page }) => {
    await signIn(page, 'usuario@portalfiscal.demo');
    const json = JSON.stringify({ lei_uuid: TEATRO.uuid, title: TEATRO.title, facilitador: CULTURA_VIVA.uuid });
    await page.goto(`/leis/incentivo/facilitador?lei=${encodeURIComponent(json)}`);
    await expect(page).toHaveURL(facilitatorUrl(TEATRO.uuid));
    await expect(heading1(page, CULTURA_VIVA.name)).toBeVisible();
    await expect(content(page).getByRole('navigation', { name: 'Você está em' }).getByRole('link', { name: TEATRO.title })).toHaveAttribute(
      'href',
      `/leis/incentivo/view?lei=${TEATRO.uuid}`,
    );
    // The ?lei= address was replaced, not stacked: back leaves the page.
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/leis/incentivo/facilitador?lei=%7Bbroken');
    await expect(heading1(page, 'Facilitador não encontrado')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Portal Fiscal, página inicial' })).toBeVisible();
    await expect(content(page).getByRole('link', { name: 'Ver as leis de incentivo' })).toHaveAttribute('href', '/leis/incentivo');
    await expect(page).toHaveURL(/\/leis\/incentivo\/facilitador\?lei=%7Bbroken$/);
  });

  test('a malformed or unknown lei shows Lei não encontrada; a malformed list address says the list does not exist', async ({ page }) => {
    await signIn(page, 'usuario@portalfiscal.demo');
    for (const url of [
      `/leis/incentivo/view?lei=${encodeURIComponent('<script>')}`,
      '/leis/incentivo/view?lei=lei-9999-nao-existe',
      '/leis/incentivo/view',
    ]) {
      await test.step(url, async () => {
        await page.goto(url);
        await expect(heading1(page, 'Lei não encontrada')).toBeVisible();
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(content(page).getByRole('link', { name: 'Ver as leis de incentivo' })).toHaveAttribute('href', '/leis/incentivo');
      });
    }
    await content(page).getByRole('link', { name: 'Ver as leis de incentivo' }).click();
    await expect(page).toHaveURL(LIST);
    await expect(resultStatus(page)).toHaveText(`${ALL} leis encontradas · 1–24 de ${ALL}`);

    await page.goto('/leis/incentivo?page=0');
    await expect(content(page).getByRole('heading', { name: 'Esta lista não existe' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await content(page).getByRole('link', { name: 'Ver todas as leis' }).click();
    await expect(page).toHaveURL(LIST);
    await expect(cards(page)).toHaveCount(24);

    // A page past the end is its own state, with the way to the first page.
    await page.goto('/leis/incentivo?page=3');
    await expect(content(page).getByRole('heading', { name: 'A página 3 não existe' })).toBeVisible();
    await content(page).getByRole('link', { name: 'Ir para a primeira página' }).click();
    await expect(page).toHaveURL(LIST);
    await expect(cards(page)).toHaveCount(24);
  });

  test('the lei whose objective carries a script and an onerror attribute renders harmlessly, on its card and its page', async ({
    page,
  }, testInfo) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => dialogs.push(dialog.message()));
    await signIn(page, 'usuario@portalfiscal.demo');
    await openList(page);

    const aprendiz = card(page, APRENDIZ.card);
    await expect(aprendiz).toHaveCount(1);
    await expect(aprendiz.getByText(/^Ensinar programação e robótica/)).toBeVisible();
    await expect(aprendiz).toContainText('Turmas de 25 alunos');
    await expect(aprendiz.locator('script')).toHaveCount(0);
    await expect(aprendiz.locator('[onerror]')).toHaveCount(0);
    await expect(aprendiz.locator('img[src="x"]')).toHaveCount(0);
    await expect(aprendiz).not.toContainText('alert');
    await expect(results(page).locator('script, [onerror]')).toHaveCount(0);

    await cardLinks(page).filter({ hasText: APRENDIZ.card }).click();
    await expect(page).toHaveURL(viewUrl(APRENDIZ.uuid));
    await expect(heading1(page, APRENDIZ.title)).toBeVisible();
    const objetivo = content(page).getByRole('region', { name: 'Objetivo', exact: true });
    await expect(objetivo.getByText(/^Ensinar programação e robótica/)).toBeVisible();
    await expect(objetivo.getByText('Turmas de 25 alunos, com notebooks cedidos durante o curso.')).toBeVisible();
    await expect(objetivo.locator('script')).toHaveCount(0);
    await expect(objetivo.locator('[onerror]')).toHaveCount(0);
    await expect(objetivo).not.toContainText('alert');
    await expect(content(page).locator('script, [onerror]')).toHaveCount(0);
    // Any image the sanitiser kept has finished (failed) loading: an onerror would have run by now.
    await expect
      .poll(() => objetivo.locator('img').evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete)))
      .toBe(true);
    // A reload (the page straight from the address) is as harmless.
    await page.reload();
    await expect(objetivo.getByText('Turmas de 25 alunos, com notebooks cedidos durante o curso.')).toBeVisible();
    await expect(objetivo.locator('script, [onerror]')).toHaveCount(0);
    expect(dialogs, `dialogs (${testInfo.project.name})`).toEqual([]);
  });
});

test.describe('calculator', () => {
  test("the side menu's Calculadora da Reforma: the teaser, its WhatsApp link, and in English", async ({ page, context }, testInfo) => {
    await stubWhatsApp(context);
    await signIn(page, 'usuario@portalfiscal.demo');
    await followMenu(page, testInfo, 'Calculadora da Reforma');
    await expect(page).toHaveURL(/\/calculadora$/);
    await expect(heading1(page, 'Calculadora da Reforma Tributária')).toBeVisible();
    await expect(content(page).getByText('Em breve', { exact: true })).toHaveCount(4);
    await expect(content(page).getByText('Em breve', { exact: true }).first()).toBeVisible();
    for (const name of ['IVA Dual', 'CBS', 'IBS', 'Imposto Seletivo', 'Simulador', 'Alavancas', 'Curvas ABC']) {
      await expect(content(page).getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
    }
    await expect(content(page).getByRole('listitem').filter({ hasText: '2029–2032' })).toContainText('ICMS e ISS reduzidos');
    const message = 'Olá! Quero adquirir a Calculadora da Reforma Tributária com o desconto exclusivo para usuários do Portal Fiscal.';
    const buy = content(page).getByRole('link', { name: 'Adquirir com desconto (abre em nova aba)' });
    await expectOpensInNewTab(page, buy, message);

    // English, from the profile menu (the message to the sales team stays in Portuguese).
    await page.getByRole('button', { name: 'Abrir menu do perfil' }).click();
    await page.getByRole('menu').getByRole('menuitemradio', { name: 'EN' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(heading1(page, 'Tax Reform Calculator')).toBeVisible();
    await expect(content(page).getByText('Coming soon', { exact: true }).first()).toBeVisible();
    for (const name of [
      'Dual VAT (IVA Dual)',
      'CBS',
      'IBS',
      'Excise tax (Imposto Seletivo)',
      'Simulator (Simulador)',
      'Levers (Alavancas)',
      'ABC curves (Curvas ABC)',
    ]) {
      await expect(content(page).getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
    }
    await expect(content(page).getByText('Em breve', { exact: true })).toHaveCount(0);
    const buyEn = content(page).getByRole('link', { name: 'Buy with a discount (opens in a new tab)' });
    await expectOpensInNewTab(page, buyEn, message);
    // The menu speaks English too, and a reload keeps it.
    await page.reload();
    await expect(heading1(page, 'Tax Reform Calculator')).toBeVisible();
    if (!isMobile(testInfo)) {
      await expect(
        page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Tax reform calculator' }),
      ).toHaveAttribute('aria-current', 'page');
    }
  });
});

test.describe('not found', () => {
  test('signed in, an unknown address shows Página não encontrada inside the shell, and Ir para o início leads home', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'usuario@portalfiscal.demo');
    await page.goto('/qualquer-coisa');
    await expect(heading1(page, 'Página não encontrada')).toBeVisible();
    await expect(page).toHaveURL(/\/qualquer-coisa$/);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Portal Fiscal, página inicial' })).toBeVisible();
    if (isMobile(testInfo)) await expect(mainMenu(page).getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
    else await expect(mainMenu(page).getByRole('link', { name: 'Meus projetos', exact: true })).toBeVisible();
    await content(page).getByRole('link', { name: 'Ir para o início' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bom dia, Carla Mendes!');
  });

  test('signed out, the same address leads to the login', async ({ page }) => {
    await page.goto('/qualquer-coisa');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Entrar no Portal Fiscal' })).toBeVisible();
    await expect(page.getByText('Página não encontrada')).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test('at 390 px the filters open from Filtros, Aplicar filtros shows the results; nothing scrolls sideways', async ({
    page,
  }, testInfo) => {
    test.skip(!isMobile(testInfo), 'the mobile project runs at 390 px');
    await signIn(page, 'usuario@portalfiscal.demo');
    await openList(page);
    expect(page.viewportSize()?.width).toBe(390);
    await expect(cards(page)).toHaveCount(24);
    await expectNoHorizontalScroll(page);

    await openFilters(page, testInfo);
    await expect(searchBox(page)).toBeFocused();
    await expectNoHorizontalScroll(page);
    await option(page, 'Impostos', 'ISS').click();
    await filterPanel(page).getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect(filterPanel(page)).toHaveCount(0);
    await expect(filtersToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(filtersToggle(page)).toContainText('1 filtro aplicado');
    await expect(page).toHaveURL(/\/leis\/incentivo\?imposto=ISS$/);
    // PROMAC (ISS e IPTU), Sarau Periférico BH and Percussão no Morro.
    await expect(resultStatus(page)).toHaveText('3 leis encontradas');
    await expect(resultStatus(page)).toBeInViewport();
    await expect(cards(page).first()).toBeVisible();
    await expect(results(page).getByRole('heading', { name: 'Resultados' })).toBeFocused();
    await expectNoHorizontalScroll(page);

    // Cards stack in one column inside the screen.
    const boxes = await Promise.all([0, 1].map(async (i) => (await cards(page).nth(i).boundingBox())!));
    for (const box of boxes) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height - 1);

    await page.goto(`/leis/incentivo/view?lei=${ORQUESTRA.uuid}`);
    await expect(heading1(page, ORQUESTRA.title)).toBeVisible();
    await expect(content(page).getByRole('region', { name: 'Investimento' }).locator('data')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.goto(`/leis/incentivo/view?lei=${APRENDIZ.uuid}`);
    await expect(heading1(page, APRENDIZ.title)).toBeVisible();
    await expectNoHorizontalScroll(page);

    await page.goto(`/leis/incentivo/facilitador?id=${ORQUESTRA.uuid}`);
    await expect(heading1(page, CULTURA_VIVA.name)).toBeVisible();
    await expect(content(page).getByRole('region', { name: 'Números do facilitador' })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
