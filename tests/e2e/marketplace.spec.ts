import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { content, keepWelcomeAway, PNG, signIn, toast } from './support';

/**
 * The marketplace (spec 01 §2 Apps list, App detail, Create app, Provider view): filters in the
 * address, the gallery, ratings, creating an app, the provider's products and the not-found states.
 * Every test starts on a fresh browser context, so the demo's saved data (localStorage) starts
 * from the seed; tabs opened in the same context share it.
 */

/** Seed records these journeys rely on (packages/mocks/src/seed). */
const NORTE = { uuid: 'prov-0001-contabil-norte', name: 'Contábil Norte Tecnologia' };
const NORTE_ICMS = { uuid: 'app-0001-norte-icms', name: 'Norte ICMS', photos: 5 };
const NORTE_REFORMA = { uuid: 'app-0004-norte-reforma', name: 'Norte Reforma Simulador' };
/** Every ninth app of the seed has no ratings yet: a clean slate to rate. */
const UNRATED = { uuid: 'app-0009-fiscaltech-varejo', name: 'Fiscaltech Varejo' };
const UNRATED_TOO = { uuid: 'app-0018-sped-brasil-ecf', name: 'ECD & ECF Manager' };
const SOLUCOES_FISCAIS = { uuid: 'cat-0002-solucoes-fiscais', name: 'Soluções Fiscais' };
const OBRIGACOES = { uuid: 'cat-0003-obrigacoes-acessorias', name: 'Obrigações acessórias' };

/** The in-browser backend answers everything, but the machine is shared and busy. */
const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ page }) => {
  // Every journey signs in through the form first.
  test.slow();
  await keepWelcomeAway(page);
});

/** The page's own content (not the shell's header or menus). */

/** The result count of the list ('45 aplicativos · 1–20 de 45'). */
const resultStatus = (page: Page) =>
  content(page)
    .getByRole('status')
    .filter({ hasText: /aplicativo/ });

async function resultTotal(page: Page): Promise<number> {
  await expect(resultStatus(page)).toHaveText(/^\d+ aplicativos?/);
  const text = (await resultStatus(page).textContent()) ?? '';
  return Number(/^(\d+)/.exec(text)?.[1]);
}

/** The cards of the list page (one `article` per app). */
const cards = (page: Page) => content(page).getByRole('region', { name: 'Soluções Fiscais', exact: true }).getByRole('article');
/** The name links of the cards shown. */
const cardLinks = (page: Page) => cards(page).getByRole('heading').getByRole('link');
const cardLink = (page: Page, name: string) => content(page).getByRole('link', { name, exact: true });

/** Opens the list and waits for the first page of results (the list, not the skeletons). */
async function openList(page: Page, search = '') {
  await page.goto(`/apps/list${search}`);
  await expect(content(page).getByRole('heading', { level: 1, name: 'Marketplace - Soluções Fiscais' })).toBeVisible();
  await expect(resultStatus(page)).toBeVisible();
}

const filtersToggle = (page: Page) => content(page).getByRole('button', { name: /^Filtros/ });
const filterPanel = (page: Page) => content(page).getByRole('region', { name: 'Filtros' });
const searchBox = (page: Page) => filterPanel(page).getByRole('searchbox', { name: 'Buscar aplicativos' });
const solution = (page: Page, name: string) =>
  filterPanel(page).getByRole('group', { name: 'Solução Fiscal' }).getByRole('checkbox', { name, exact: true });

/** The search term of journey 1: 'Norte SPED Validador' (Obrigações acessórias) mentions ICMS, as does 'Norte ICMS' (Soluções Fiscais). */
const TERM = 'ICMS';

async function expectEveryCardMentions(page: Page, term: string) {
  const texts = await cards(page).allTextContents();
  expect(texts.length).toBeGreaterThan(0);
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  for (const text of texts) expect(fold(text)).toContain(fold(term));
}

const urlOf = (page: Page) => new URL(page.url());
/** The address's query, the categories sorted (the panel lists them in its own order, not the order they were ticked). */
const query = (page: Page) => {
  const entries = Object.fromEntries(urlOf(page).searchParams);
  if (entries['category']) entries['category'] = entries['category'].split(',').sort().join(',');
  return entries;
};

test.describe('apps list filters', () => {
  test('filters by text and by Solução Fiscal, resets, and back/forward restore each state', async ({ page }) => {
    await signIn(page, 'usuario@portalfiscal.demo');
    await openList(page);
    const all = await resultTotal(page);
    expect(all).toBeGreaterThan(20);
    await expect(cards(page)).toHaveCount(20);
    await expect(content(page).getByRole('navigation', { name: 'Páginas de resultados' })).toBeVisible();

    // The panel is behind its toggle; opening it focuses the search.
    await expect(filterPanel(page)).toHaveCount(0);
    await expect(filtersToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await filtersToggle(page).click();
    await expect(filtersToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Digite o nome ou descrição');

    // 1. Text.
    await searchBox(page).fill(TERM);
    await filterPanel(page).getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect(page).toHaveURL(/\/apps\/list\?q=ICMS$/);
    await expect.poll(() => resultTotal(page)).toBeLessThan(all);
    const byText = await resultTotal(page);
    await expect(cards(page)).toHaveCount(byText);
    await expectEveryCardMentions(page, TERM);
    await expect(cardLink(page, 'Norte ICMS')).toBeVisible();
    await expect(cardLink(page, 'Norte SPED Validador')).toBeVisible();
    await expect(filtersToggle(page)).toContainText('1 filtro aplicado');

    // 2. Text and one category.
    await solution(page, SOLUCOES_FISCAIS.name).check();
    await filterPanel(page).getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect.poll(() => query(page)).toEqual({ q: TERM, category: SOLUCOES_FISCAIS.uuid });
    await expect(cardLink(page, 'Norte SPED Validador')).toHaveCount(0);
    await expect(cardLink(page, 'Norte ICMS')).toBeVisible();
    const byCategory = await resultTotal(page);
    expect(byCategory).toBeLessThan(byText);
    await expectEveryCardMentions(page, TERM);
    await expect(filtersToggle(page)).toContainText('2 filtros aplicados');

    // 3. Reset: the whole list and a clean address.
    await filterPanel(page).getByRole('button', { name: 'Limpar filtros' }).click();
    await expect(page).toHaveURL(/\/apps\/list$/);
    await expect.poll(() => resultTotal(page)).toBe(all);
    await expect(cards(page)).toHaveCount(20);
    await expect(searchBox(page)).toHaveValue('');
    await expect(solution(page, SOLUCOES_FISCAIS.name)).not.toBeChecked();

    // Back and forward walk the same states, the panel following the address.
    await page.goBack();
    await expect.poll(() => query(page)).toEqual({ q: TERM, category: SOLUCOES_FISCAIS.uuid });
    await expect(cardLink(page, 'Norte SPED Validador')).toHaveCount(0);
    await expect.poll(() => resultTotal(page)).toBe(byCategory);
    await expect(searchBox(page)).toHaveValue(TERM);
    await expect(solution(page, SOLUCOES_FISCAIS.name)).toBeChecked();
    await expect(solution(page, OBRIGACOES.name)).not.toBeChecked();
    await page.goBack();
    await expect(page).toHaveURL(/\/apps\/list\?q=ICMS$/);
    await expect.poll(() => resultTotal(page)).toBe(byText);
    await expect(solution(page, SOLUCOES_FISCAIS.name)).not.toBeChecked();
    await page.goBack();
    await expect(page).toHaveURL(/\/apps\/list$/);
    await expect.poll(() => resultTotal(page)).toBe(all);
    await expect(searchBox(page)).toHaveValue('');

    await page.goForward();
    await expect(page).toHaveURL(/\/apps\/list\?q=ICMS$/);
    await expect.poll(() => resultTotal(page)).toBe(byText);
    await expect(searchBox(page)).toHaveValue(TERM);
    await page.goForward();
    await expect.poll(() => query(page)).toEqual({ q: TERM, category: SOLUCOES_FISCAIS.uuid });
    await expect.poll(() => resultTotal(page)).toBe(byCategory);
    await expect(solution(page, SOLUCOES_FISCAIS.name)).toBeChecked();
  });

  test('two Solução Fiscal boxes: an app of either category matches', async ({ page }) => {
    await signIn(page, 'usuario@portalfiscal.demo');
    await openList(page, `?q=${TERM}&category=${SOLUCOES_FISCAIS.uuid}`);
    await expect(cardLink(page, 'Norte ICMS')).toBeVisible();
    await expect(cardLink(page, 'Norte SPED Validador')).toHaveCount(0);
    const one = await resultTotal(page);

    await solution(page, OBRIGACOES.name).check();
    await filterPanel(page).getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect.poll(() => query(page)).toEqual({ q: TERM, category: `${SOLUCOES_FISCAIS.uuid},${OBRIGACOES.uuid}` });
    await expect(filtersToggle(page)).toContainText('3 filtros aplicados');
    await expect(cardLink(page, 'Norte SPED Validador')).toBeVisible();
    await expect(cardLink(page, 'Norte ICMS')).toBeVisible();
    await expect.poll(() => resultTotal(page)).toBeGreaterThan(one);
    await expectEveryCardMentions(page, TERM);

    // A chip removes one of them again.
    await filterPanel(page)
      .getByRole('button', { name: `Remover ${OBRIGACOES.name}` })
      .click();
    await expect(solution(page, OBRIGACOES.name)).not.toBeChecked();
    await filterPanel(page).getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect.poll(() => query(page)).toEqual({ q: TERM, category: SOLUCOES_FISCAIS.uuid });
    await expect(cardLink(page, 'Norte SPED Validador')).toHaveCount(0);
    await expect.poll(() => resultTotal(page)).toBe(one);
  });

  test('a filtered address opened in a new tab shows the same result, with the panel open on the filter', async ({ page, context }) => {
    await signIn(page, 'usuario@portalfiscal.demo');
    const address = `?q=${TERM}&category=${SOLUCOES_FISCAIS.uuid}`;
    await openList(page, address);
    await expect(cardLink(page, 'Norte ICMS')).toBeVisible();
    const names = await cardLinks(page).allTextContents();
    const total = await resultTotal(page);

    const tab = await context.newPage();
    await tab.goto(`/apps/list${address}`);
    await expect(tab).toHaveURL(/\/apps\/list\?q=ICMS&category=cat-0002-solucoes-fiscais$/);
    await expect(content(tab).getByRole('heading', { level: 1, name: 'Marketplace - Soluções Fiscais' })).toBeVisible();
    await expect.poll(() => resultTotal(tab)).toBe(total);
    await expect(cardLinks(tab)).toHaveText(names);
    // Opened on arrival, showing why the list is short.
    await expect(filtersToggle(tab)).toHaveAttribute('aria-expanded', 'true');
    await expect(filtersToggle(tab)).toContainText('2 filtros aplicados');
    await expect(searchBox(tab)).toHaveValue(TERM);
    await expect(solution(tab, SOLUCOES_FISCAIS.name)).toBeChecked();
    await expect(solution(tab, OBRIGACOES.name)).not.toBeChecked();
    await expect(filterPanel(tab).getByRole('button', { name: `Remover ${SOLUCOES_FISCAIS.name}` })).toBeVisible();
    await tab.close();
  });
});

test.describe('app page', () => {
  const gallery = (page: Page) => content(page).getByRole('region', { name: `Fotos de ${NORTE_ICMS.name}` });
  const position = (page: Page) => gallery(page).getByText(/^\d+ de \d+$/);
  const mainPhoto = (page: Page) => gallery(page).getByTestId('gallery-main');

  async function openApp(page: Page, app: { uuid: string; name: string }, tab = '') {
    await page.goto(`/app/view?id=${app.uuid}${tab ? `&tab=${tab}` : ''}`);
    await expect(content(page).getByRole('heading', { level: 1, name: app.name })).toBeVisible();
  }

  test('the gallery turns by mouse and by keyboard; a thumbnail moves its photo to the front', async ({ page }, testInfo) => {
    const desktop = testInfo.project.name === 'desktop';
    await signIn(page, 'usuario@portalfiscal.demo');
    await openApp(page, NORTE_ICMS);
    const next = gallery(page).getByRole('button', { name: 'Próxima foto' });
    const previous = gallery(page).getByRole('button', { name: 'Foto anterior' });
    await expect(position(page)).toHaveText(`1 de ${NORTE_ICMS.photos}`);
    await expect(mainPhoto(page)).toHaveAttribute('alt', 'Norte ICMS: imagem 1');

    // Mouse (or finger): next, next, previous, and previous past the first wraps to the last.
    await next.click();
    await expect(position(page)).toHaveText('2 de 5');
    await expect(mainPhoto(page)).toHaveAttribute('alt', 'Norte ICMS: imagem 2');
    await next.click();
    await expect(position(page)).toHaveText('3 de 5');
    await previous.click();
    await expect(position(page)).toHaveText('2 de 5');
    await previous.click();
    await expect(position(page)).toHaveText('1 de 5');
    await previous.click();
    await expect(position(page)).toHaveText('5 de 5');
    await expect(mainPhoto(page)).toHaveAttribute('alt', 'Norte ICMS: imagem 5');
    await next.click();
    await expect(position(page)).toHaveText('1 de 5');

    // Keyboard: Tab from the previous arrow to the next one, Enter and Space press it.
    await previous.focus();
    await page.keyboard.press('Tab');
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(position(page)).toHaveText('2 de 5');
    await page.keyboard.press('Space');
    await expect(position(page)).toHaveText('3 de 5');
    await expect(next).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(previous).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(position(page)).toHaveText('2 de 5');
    await page.keyboard.press('Space');
    await expect(position(page)).toHaveText('1 de 5');
    await expect(mainPhoto(page)).toHaveAttribute('alt', 'Norte ICMS: imagem 1');

    const thumbnails = gallery(page).getByRole('button', { name: /^Mostrar a foto/ });
    if (!desktop) {
      // Thumbnails are desktop only.
      await expect(thumbnails.first()).toBeHidden();
      return;
    }
    // Three thumbnails: the photos after the main one.
    await expect(thumbnails).toHaveCount(3);
    const names = () => thumbnails.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
    await expect.poll(names).toEqual(['Mostrar a foto 2', 'Mostrar a foto 3', 'Mostrar a foto 4']);
    // A click moves that photo to the front; the others keep their order.
    await gallery(page).getByRole('button', { name: 'Mostrar a foto 3' }).click();
    await expect(position(page)).toHaveText('3 de 5');
    await expect(mainPhoto(page)).toHaveAttribute('alt', 'Norte ICMS: imagem 3');
    await expect.poll(names).toEqual(['Mostrar a foto 1', 'Mostrar a foto 2', 'Mostrar a foto 4']);
    // By keyboard: from the next arrow, Tab reaches the first thumbnail (photo 1); Enter brings it to the front.
    await next.focus();
    await page.keyboard.press('Tab');
    await expect(thumbnails.nth(0)).toBeFocused();
    await expect(thumbnails.nth(0)).toHaveAccessibleName('Mostrar a foto 1');
    await page.keyboard.press('Enter');
    await expect(position(page)).toHaveText('1 de 5');
    await expect(mainPhoto(page)).toHaveAttribute('alt', 'Norte ICMS: imagem 1');
    await expect.poll(names).toEqual(['Mostrar a foto 3', 'Mostrar a foto 2', 'Mostrar a foto 4']);
    // Space on a thumbnail too.
    await thumbnails.nth(2).focus();
    await page.keyboard.press('Space');
    await expect(position(page)).toHaveText('4 de 5');
  });

  test('rating an app: required fields, sending, success; the list, the average and the card follow', async ({ page }) => {
    // Holds the rating's POST until the test lets it go, so 'Enviando...' can be seen.
    await page.addInitScript(() => {
      const w = window as unknown as { __releaseRating?: () => void };
      const held = new Promise<void>((resolve) => (w.__releaseRating = resolve));
      const realFetch = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const request = input instanceof Request ? input : null;
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
        if (method === 'POST' && url.includes('/app_rating/')) await held;
        return realFetch(input, init);
      };
    });
    await signIn(page, 'usuario@portalfiscal.demo');
    await openApp(page, UNRATED);
    await expect(content(page).getByText('Nenhuma avaliação', { exact: true })).toBeVisible();
    await expect(content(page).getByRole('img', { name: 'Média 0,0 de 5' })).toBeVisible();

    await content(page).getByRole('tab', { name: 'Avaliações' }).click();
    await expect(page).toHaveURL(new RegExp(`/app/view\\?id=${UNRATED.uuid}&tab=avaliacoes$`));
    const form = content(page).getByRole('form', { name: 'Avalie este aplicativo' });
    const ratings = content(page).getByRole('region', { name: 'Avaliações dos usuários' });
    await expect(ratings.getByText('Nenhuma avaliação ainda')).toBeVisible();

    // Nothing chosen: the form says what it needs.
    await form.getByRole('button', { name: 'Publicar' }).click();
    await expect(form.getByText('Para avaliar um aplicativo, é necessário as estrelas e comentário')).toBeVisible();
    // Stars alone are not enough either.
    await form.getByRole('radio', { name: '4 estrelas' }).click();
    await expect(form.getByRole('radio', { name: '4 estrelas' })).toHaveAttribute('aria-checked', 'true');
    await form.getByRole('button', { name: 'Publicar' }).click();
    await expect(form.getByText('Para avaliar um aplicativo, é necessário as estrelas e comentário')).toBeVisible();

    const comment = form.getByRole('textbox', { name: 'Seu comentário' });
    await expect(comment).toHaveAttribute('placeholder', 'Escreve seu comentário...');
    await comment.fill('Resolveu nosso PDV com NFC-e em uma semana.');
    await form.getByRole('button', { name: 'Publicar' }).click();
    const sending = form.getByRole('button', { name: 'Enviando...' });
    await expect(sending).toBeDisabled();
    await expect(form.getByText('Para avaliar um aplicativo, é necessário as estrelas e comentário')).toHaveCount(0);
    await page.evaluate(() => (window as unknown as { __releaseRating: () => void }).__releaseRating());

    await expect(toast(page, 'Avaliação realizada com sucesso!')).toBeVisible();
    // The form is clear again.
    await expect(form.getByRole('button', { name: 'Publicar' })).toBeEnabled();
    await expect(comment).toHaveValue('');
    for (const radio of await form.getByRole('radio').all()) await expect(radio).toHaveAttribute('aria-checked', 'false');
    // The new rating heads the list, with its stars and text.
    const first = ratings.getByRole('listitem').first();
    await expect(first).toContainText('Carla Mendes');
    await expect(first).toContainText('Resolveu nosso PDV com NFC-e em uma semana.');
    await expect(first.getByRole('img', { name: '4 de 5 estrelas' })).toBeVisible();
    // The page's average and count follow.
    await expect(content(page).getByText(/^4,0\s+1 avaliação$/)).toBeVisible();
    await expect(content(page).getByRole('img', { name: 'Média 4,0 de 5' })).toBeVisible();

    // And so does the app's card in the marketplace (client-side navigation through the breadcrumb).
    await content(page).getByRole('navigation', { name: 'Você está em' }).getByRole('link', { name: 'Marketplace' }).click();
    await expect(page).toHaveURL(/\/apps\/list$/);
    await filtersToggle(page).click();
    await searchBox(page).fill(UNRATED.name);
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/apps\/list\?q=Fiscaltech\+Varejo$/);
    const card = cards(page).filter({ has: page.getByRole('link', { name: UNRATED.name, exact: true }) });
    await expect(card.getByRole('img', { name: '4 de 5 estrelas' })).toBeVisible();

    // A reload keeps it (the demo saves its data).
    await page.reload();
    await expect(
      cards(page)
        .filter({ has: page.getByRole('link', { name: UNRATED.name, exact: true }) })
        .getByRole('img', { name: '4 de 5 estrelas' }),
    ).toBeVisible();
  });

  test('a comment with markup is shown as text and never runs', async ({ page }) => {
    const markup = '<img src=x onerror=window.__xss=1> e <b>negrito</b>';
    await signIn(page, 'usuario@portalfiscal.demo');
    await openApp(page, UNRATED_TOO, 'avaliacoes');
    const form = content(page).getByRole('form', { name: 'Avalie este aplicativo' });
    await form.getByRole('radio', { name: '2 estrelas' }).click();
    await form.getByRole('textbox', { name: 'Seu comentário' }).fill(markup);
    await form.getByRole('button', { name: 'Publicar' }).click();
    await expect(toast(page, 'Avaliação realizada com sucesso!')).toBeVisible();

    const ratings = content(page).getByRole('region', { name: 'Avaliações dos usuários' });
    const first = ratings.getByRole('listitem').first();
    await expect(first.getByText(markup, { exact: true })).toBeVisible();
    await expect(first.locator('b')).toHaveCount(0);
    await expect(first.locator('img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();

    // Still text after a reload, read back from the saved data.
    await page.reload();
    await expect(content(page).getByRole('region', { name: 'Avaliações dos usuários' }).getByText(markup, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  });
});

test.describe('create app', () => {
  async function openCreate(page: Page, email: string) {
    await signIn(page, email);
    await page.goto('/create/app');
    await expect(content(page).getByRole('heading', { level: 1, name: 'Tela Criar App' })).toBeVisible();
  }
  const form = (page: Page) => content(page).locator('form');
  const field = (page: Page, name: RegExp) => form(page).getByRole('textbox', { name });
  const photoInput = (page: Page) => form(page).locator('input[type="file"]');

  test('the provider admin creates an app with a photo, lands on its page and finds it in the list', async ({ page }) => {
    const name = 'Norte Apuração Zeta';
    await openCreate(page, 'fornecedor@portalfiscal.demo');
    await expect(content(page).getByText(`O aplicativo será publicado pela empresa ${NORTE.name}.`)).toBeVisible();
    await field(page, /^Nome/).fill(name);
    await field(page, /^Descrição/).fill('Apuração mensal de tributos com conferência automática dos lançamentos.');
    await field(page, /^Funcionalidades/).fill('Apuração\nConferência');
    await field(page, /^Principais funcionalidades/).fill('Conferência automática\nRelatório mensal');
    await field(page, /^Tags/).fill('ICMS, Apuração');
    await photoInput(page).setInputFiles({ name: 'zeta.png', mimeType: 'image/png', buffer: PNG });
    await expect(form(page).getByRole('img', { name: 'zeta.png' })).toBeVisible();
    await form(page).getByRole('button', { name: 'Criar App' }).click();

    await expect(toast(page, 'Confirme a conta pelo email')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/view\?id=[\w-]+$/);
    await expect(content(page).getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(content(page).getByRole('link', { name: `Fornecedor ${NORTE.name}` })).toBeVisible();
    await expect(content(page).getByText('Conferência automática', { exact: true })).toBeVisible();
    const appUrl = page.url();

    await content(page).getByRole('navigation', { name: 'Você está em' }).getByRole('link', { name: 'Marketplace' }).click();
    await expect(page).toHaveURL(/\/apps\/list$/);
    await filtersToggle(page).click();
    await searchBox(page).fill('apuracao zeta');
    await filterPanel(page).getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect(resultStatus(page)).toHaveText('1 aplicativo');
    await expect(cardLinks(page)).toHaveText([name]);
    await cardLink(page, name).click();
    await expect(page).toHaveURL(appUrl);
    await expect(content(page).getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('an oversize or non-image file is refused, and an incomplete form says so', async ({ page }) => {
    await openCreate(page, 'fornecedor@portalfiscal.demo');
    await photoInput(page).setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(1_048_577, 1) });
    await expect(form(page).getByRole('alert')).toHaveText('Imagem big.png excede o limite de 1MB');
    await expect(form(page).getByRole('img', { name: 'big.png' })).toHaveCount(0);
    await photoInput(page).setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('não é imagem') });
    await expect(form(page).getByRole('alert')).toHaveText('Formato de notas.txt não suportado');
    await photoInput(page).setInputFiles({ name: 'contrato.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });
    await expect(form(page).getByRole('alert')).toHaveText('Formato de contrato.pdf não suportado');

    await form(page).getByRole('button', { name: 'Criar App' }).click();
    await expect(form(page).getByText('Preencha os campos corretamente')).toBeVisible();
    await expect(field(page, /^Nome/)).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/create\/app$/);

    // Filling the text fields is not enough without a photo.
    await field(page, /^Nome/).fill('Sem foto');
    await field(page, /^Descrição/).fill('Um aplicativo sem foto.');
    await field(page, /^Funcionalidades/).fill('Uma');
    await field(page, /^Principais funcionalidades/).fill('Uma');
    await form(page).getByRole('button', { name: 'Criar App' }).click();
    await expect(form(page).getByText('Preencha os campos corretamente')).toBeVisible();
    await expect(page).toHaveURL(/\/create\/app$/);
  });

  test('a marketplace user may not create apps', async ({ page }) => {
    await openCreate(page, 'usuario@portalfiscal.demo');
    await expect(content(page).getByRole('heading', { name: 'Seu perfil não pode cadastrar aplicativos' })).toBeVisible();
    await expect(content(page).getByRole('button', { name: 'Criar App' })).toHaveCount(0);
    await expect(content(page).getByRole('textbox')).toHaveCount(0);
    await content(page).getByRole('link', { name: 'Voltar ao marketplace' }).click();
    await expect(page).toHaveURL(/\/apps\/list$/);
    // Nor is the create link offered there.
    await expect(resultStatus(page)).toBeVisible();
    await expect(content(page).getByRole('link', { name: 'Cadastrar aplicativo' })).toHaveCount(0);
  });
});

test.describe('provider page', () => {
  test("from an app to its provider, the provider's products, and back", async ({ page }) => {
    await signIn(page, 'usuario@portalfiscal.demo');
    await page.goto(`/app/view?id=${NORTE_ICMS.uuid}`);
    await expect(content(page).getByRole('heading', { level: 1, name: NORTE_ICMS.name })).toBeVisible();
    await content(page)
      .getByRole('link', { name: `Fornecedor ${NORTE.name}` })
      .click();

    await expect(page).toHaveURL(new RegExp(`/fornecedor/view\\?id=${NORTE.uuid}$`));
    await expect(content(page).getByRole('heading', { level: 1, name: NORTE.name })).toBeVisible();
    const products = content(page).getByRole('region', { name: `Produtos ${NORTE.name}` });
    await expect(products).toBeVisible();
    for (const name of [
      'Norte ICMS',
      'Norte SPED Validador',
      'Norte Conciliador Contábil',
      'Norte Reforma Simulador',
      'Norte NF-e Express',
      'Norte Analytics',
    ]) {
      await expect(products.getByRole('link', { name, exact: true })).toHaveAttribute('href', /^\/app\/view\?id=app-\d+-norte-/);
    }
    // Only this provider's apps.
    await expect(products.getByRole('link', { name: 'Fiscaltech ERP', exact: true })).toHaveCount(0);

    await products.getByRole('link', { name: NORTE_REFORMA.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/app/view\\?id=${NORTE_REFORMA.uuid}$`));
    await expect(content(page).getByRole('heading', { level: 1, name: NORTE_REFORMA.name })).toBeVisible();

    await content(page).getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(new RegExp(`/fornecedor/view\\?id=${NORTE.uuid}$`));
    await expect(content(page).getByRole('heading', { level: 1, name: NORTE.name })).toBeVisible();
    await content(page).getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(new RegExp(`/app/view\\?id=${NORTE_ICMS.uuid}$`));
    await expect(content(page).getByRole('heading', { level: 1, name: NORTE_ICMS.name })).toBeVisible();
  });
});

test.describe('unknown addresses', () => {
  const cases = [
    { url: '/app/view?id=nao-existe', title: 'Aplicativo não encontrado' },
    { url: '/app/view', title: 'Aplicativo não encontrado' },
    { url: '/app/view?id=%3Cscript%3E', title: 'Aplicativo não encontrado' },
    { url: '/fornecedor/view?id=nope', title: 'Fornecedor não encontrado' },
  ];

  test('unknown or malformed ids show not-found inside the shell; a bad list address says the list does not exist', async ({ page }) => {
    await signIn(page, 'usuario@portalfiscal.demo');
    for (const { url, title } of cases) {
      await test.step(url, async () => {
        await page.goto(url);
        await expect(content(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
        // The shell is still there.
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('link', { name: 'Portal Fiscal, página inicial' })).toBeVisible();
        const back = content(page).getByRole('link', { name: 'Voltar ao marketplace' });
        await expect(back).toHaveAttribute('href', '/apps/list');
      });
    }
    // The last one's link leads to the marketplace.
    await content(page).getByRole('link', { name: 'Voltar ao marketplace' }).click();
    await expect(page).toHaveURL(/\/apps\/list$/);
    await expect(resultStatus(page)).toBeVisible();

    await page.goto('/apps/list?page=abc');
    await expect(content(page).getByRole('heading', { name: 'Esta lista não existe' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await content(page).getByRole('link', { name: 'Ver todos os aplicativos' }).click();
    await expect(page).toHaveURL(/\/apps\/list$/);
    await expect(cards(page).first()).toBeVisible();
  });
});

test.describe('ways in and layout', () => {
  test("the dashboard's 'Ver mais' and the side menu's Apps lead to the list", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the side menu is desktop only');
    await signIn(page, 'usuario@portalfiscal.demo');
    await content(page).getByRole('link', { name: 'Ver mais', exact: true }).click();
    await expect(page).toHaveURL(/\/apps\/list$/);
    await expect(content(page).getByRole('heading', { level: 1, name: 'Marketplace - Soluções Fiscais' })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();

    await page.getByRole('link', { name: 'Portal Fiscal, página inicial' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await nav.getByRole('link', { name: 'Apps', exact: true }).click();
    await expect(page).toHaveURL(/\/apps\/list$/);
    await expect(nav.getByRole('link', { name: 'Apps', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(cards(page).first()).toBeVisible();
  });

  test('on a phone the cards stack in one column', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'mobile only');
    await signIn(page, 'usuario@portalfiscal.demo');
    await openList(page);
    await expect(cards(page)).toHaveCount(20);
    const boxes = await Promise.all([0, 1, 2].map((i) => boxOf(cards(page).nth(i))));
    const viewport = page.viewportSize()!;
    for (const [i, box] of boxes.entries()) {
      // Nearly the full width, inside the screen.
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.width).toBeGreaterThan(viewport.width * 0.75);
      if (i > 0) {
        const above = boxes[i - 1]!;
        expect(Math.abs(box.x - above.x)).toBeLessThan(1);
        expect(box.y).toBeGreaterThanOrEqual(above.y + above.height);
      }
    }
    // Nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
});

/** Page-relative boxes: nothing scrolls between the measures. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}
