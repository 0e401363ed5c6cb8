import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BROKEN_IMAGE_URL, storyPhoto } from '../ImagePlaceholder/storyPhotos';
import { AppCard, APP_CARD_HEADING_LEVELS, type AppCardProps } from './AppCard';
import type { RenderLink } from '../renderLink';

/**
 * A marketplace app card: provider photo or first media image (a local placeholder when none),
 * five stars by the rounded average, the name and a two-line description. The whole card follows
 * one link (`href`, through `renderLink` for the app's router) or one button (`onClick`).
 */
const meta = {
  title: 'Marketplace/AppCard',
  id: 'marketplace-appcard',
  component: AppCard,
  args: {
    name: 'Apura Fácil ICMS',
    description: 'Apuração automática de ICMS, ICMS-ST e DIFAL com cruzamento do SPED Fiscal e alertas de inconsistências.',
    imageUrl: storyPhoto('Apura Fácil', 0),
    rating: 4.4,
    ratingLabel: '4,4 de 5 estrelas',
    href: '#/app/view?id=7b1c',
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: APP_CARD_HEADING_LEVELS } },
  parameters: {
    localeArgs: {
      en: {
        name: 'Apura Fácil ICMS',
        description: 'Automatic ICMS, ICMS-ST and DIFAL calculation cross-checked with SPED Fiscal, with inconsistency alerts.',
        ratingLabel: '4.4 out of 5 stars',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AppCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A link named by the app, described by its description. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Apura Fácil ICMS' });
    await expect(link).toHaveAttribute('href', '#/app/view?id=7b1c');
    await expect(link).toHaveAccessibleDescription(/Apuração automática de ICMS/);
    await expect(canvas.getByRole('img', { name: '4,4 de 5 estrelas' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Apura Fácil ICMS' })).toBeVisible();
  },
};

/** The app passes its router link through `renderLink`; a click anywhere on the card follows it. */
export const WithRouterLink: StoryObj<AppCardProps & { onNavigate: (href: string) => void }> = {
  args: { onNavigate: fn() },
  render: ({ onNavigate, ...args }) => {
    const renderLink: RenderLink = ({ href, ...props }) => (
      <a
        {...props}
        href={href}
        onClick={(event) => {
          event.preventDefault();
          onNavigate(href);
        }}
      />
    );
    return <AppCard {...args} renderLink={renderLink} />;
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Mouse: the stretched link covers the image too — whatever sits at the image's centre is the link.
    const image = canvasElement.querySelector('article img') as HTMLElement;
    const box = image.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) as HTMLElement;
    await expect(hit).toBe(canvas.getByRole('link', { name: 'Apura Fácil ICMS' }));
    await userEvent.click(hit);
    await expect(args.onNavigate).toHaveBeenCalledWith('#/app/view?id=7b1c');
    // Keyboard.
    hit.blur();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Apura Fácil ICMS' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledTimes(2);
  },
};

/** Without `href` the card is a button. */
export const AsButton: Story = {
  args: { href: undefined, onClick: fn() },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Apura Fácil ICMS' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** No provider photo and no media: the local placeholder. */
export const NoImage: Story = {
  args: { imageUrl: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-placeholder]')).not.toBeNull();
  },
};

/** The image URL fails: the placeholder replaces it. */
export const BrokenImage: Story = { args: { imageUrl: BROKEN_IMAGE_URL } };

/** No ratings yet: five empty stars. */
export const NoRatings: Story = {
  args: { rating: null, ratingLabel: 'Sem avaliações' },
  parameters: { localeArgs: { en: { ratingLabel: 'No ratings' } } },
};

/** Long name and description: the description is clamped to two lines. */
export const LongPortugueseText: Story = {
  args: {
    name: 'Central de Gestão Tributária e Conformidade Fiscal para Escritórios de Contabilidade',
    description:
      'Plataforma completa para escritórios de contabilidade que precisam consolidar obrigações acessórias, acompanhar a reforma tributária (CBS, IBS e Imposto Seletivo), automatizar a apuração de tributos federais, estaduais e municipais e manter o histórico de todas as entregas.',
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
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 16 }}>
      {['Apura Fácil ICMS', 'NF Simples', 'Conta Certa', 'Reforma 360', 'SPED Check'].map((name, i) => (
        <AppCard
          key={name}
          {...args}
          name={name}
          imageUrl={i === 3 ? null : storyPhoto(name, i)}
          rating={i}
          ratingLabel={`${i} de 5 estrelas`}
          href={`#/app/view?id=${i}`}
        />
      ))}
    </div>
  ),
  // Each card of the list is an article named by its app: a screen reader's list of articles tells them apart.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const names = ['Apura Fácil ICMS', 'NF Simples', 'Conta Certa', 'Reforma 360', 'SPED Check'];
    const articles = canvas.getAllByRole('article');
    await expect(articles).toHaveLength(names.length);
    for (const [i, name] of names.entries()) {
      await expect(articles[i]).toHaveAccessibleName(name);
      await expect(canvas.getByRole('article', { name })).toContainElement(canvas.getByRole('heading', { name }));
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
