import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyLogo, storyPhoto } from '../ImagePlaceholder/storyPhotos';
import { TONES } from '../tone';
import { LeiCard, LEI_CARD_HEADING_LEVELS } from './LeiCard';

/**
 * An incentive-law card of /leis/incentivo: photo, small title, objective (HTML from the backend,
 * sanitised with DOMPurify inside the component and clamped to three lines), tag, and the
 * provider's logo. The whole card follows one link to /leis/incentivo/view?lei=… named by the title.
 */
const meta = {
  title: 'Leis/LeiCard',
  id: 'leis-leicard',
  component: LeiCard,
  args: {
    title: 'Esporte para Todos',
    objectiveHtml: '<p>Promover a <strong>inclusão esportiva</strong> de 300 crianças em escolas públicas de Belo Horizonte.</p>',
    photoUrl: storyPhoto('Esporte', 1),
    noPhotoLabel: 'Sem foto',
    tag: 'Esporte',
    providerLogoUrl: storyLogo('IN', 0),
    providerName: 'Instituto Novo Horizonte',
    href: '#/leis/incentivo/view?lei=9f2e',
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: LEI_CARD_HEADING_LEVELS },
    tagTone: { control: 'select', options: TONES },
  },
  parameters: {
    localeArgs: {
      en: {
        title: 'Sport for All',
        objectiveHtml: '<p>Promote <strong>sport inclusion</strong> for 300 children in public schools of Belo Horizonte.</p>',
        noPhotoLabel: 'No photo',
        tag: 'Sport',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LeiCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Esporte para Todos' });
    await expect(link).toHaveAttribute('href', '#/leis/incentivo/view?lei=9f2e');
    await expect(link).toHaveAccessibleDescription(/inclusão esportiva de 300 crianças/);
    await expect(canvas.getByText('inclusão esportiva').tagName).toBe('STRONG');
    await expect(canvas.getByRole('img', { name: 'Instituto Novo Horizonte' })).toBeInTheDocument();
    await expect(canvas.getByText('Esporte')).toBeVisible();
  },
};

/** Scripts, handlers and links in the objective are removed; the formatting stays. */
export const SanitisedObjective: Story = {
  args: {
    objectiveHtml:
      '<p onclick="window.__leiPwned = true">Capacitar <em>jovens</em> em tecnologia.</p><script>window.__leiPwned = true</script><a href="javascript:window.__leiPwned=true">clique</a><iframe src="about:blank"></iframe>' +
      '<img src="x" onerror="window.__leiPwned = true"><svg><script>window.__leiPwned = true</script><text>svg</text></svg><style>article { display: none }</style><!-- comment -->' +
      '<b style="color: red" class="x" id="y"></b>',
  },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('article') as HTMLElement;
    await expect(card.querySelector('script, iframe, svg, style, [onclick], [style], [class="x"], #y')).toBeNull();
    // The objective holds exactly the kept formatting and text: a link's words stay as words, nothing else is left.
    const objective = card.querySelector('em')?.parentElement?.parentElement;
    await expect(objective?.innerHTML).toBe('<p>Capacitar <em>jovens</em> em tecnologia.</p>clique<b></b>');
    await expect(within(card).getAllByRole('link')).toHaveLength(1);
    await expect(within(card).getByText('jovens').tagName).toBe('EM');
    await expect((window as unknown as { __leiPwned?: boolean }).__leiPwned).toBeUndefined();
  },
};

/** Without `href` the card is a button: mouse and keyboard. */
export const AsButton: Story = {
  args: { href: undefined, onClick: fn() },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Esporte para Todos' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** No photo, no logo, no objective: the placeholder and the provider's initials. */
export const Empty: Story = {
  args: { photoUrl: null, providerLogoUrl: null, objectiveHtml: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Sem foto' })).toBeVisible();
    // The provider's initials are an avatar fallback, shown once the (absent) logo is known to fail.
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Instituto Novo Horizonte' })).toHaveTextContent('IN'));
  },
};

export const LongPortugueseText: Story = {
  args: {
    title: 'Programa de Formação Musical e Cidadania para Adolescentes em Situação de Vulnerabilidade Social',
    objectiveHtml:
      '<p>Oferecer <strong>formação musical gratuita</strong> a 450 adolescentes de comunidades periféricas, com aulas semanais de instrumentos de corda e sopro, acompanhamento pedagógico, apresentações públicas semestrais e bolsas de permanência escolar.</p><ul><li>Aulas coletivas</li><li>Concertos</li></ul>',
    tag: 'Cultura e Educação Musical',
  },
};

export const Grid: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 'min(100%, 1100px)' }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 16 }}>
      {['Esporte para Todos', 'Música na Escola', 'Saúde do Idoso', 'Leitura Viva'].map((title, i) => (
        <LeiCard
          key={title}
          {...args}
          title={title}
          photoUrl={i === 2 ? null : storyPhoto(title, i + 1)}
          href={`#/leis/incentivo/view?lei=${i}`}
        />
      ))}
    </div>
  ),
  // Each card of the list is an article named by its title: a screen reader's list of articles tells them apart.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const titles = ['Esporte para Todos', 'Música na Escola', 'Saúde do Idoso', 'Leitura Viva'];
    const articles = canvas.getAllByRole('article');
    await expect(articles).toHaveLength(titles.length);
    for (const [i, title] of titles.entries()) {
      await expect(articles[i]).toHaveAccessibleName(title);
      await expect(canvas.getByRole('article', { name: title })).toContainElement(canvas.getByRole('heading', { name: title }));
    }
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: '100%' }}>
        <Story />
      </div>
    ),
  ],
};
