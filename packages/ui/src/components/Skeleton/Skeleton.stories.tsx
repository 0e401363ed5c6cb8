import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyPhoto } from '../ImagePlaceholder/storyPhotos';
import { Button } from '../Button';
import { StatusBadge } from '../StatusBadge';
import { Skeleton, SKELETON_STAND_IN, SKELETON_VARIANTS } from './Skeleton';

const hidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/**
 * Pulsing placeholders in the shape of the content: `text` (lines), `inline` (a word inside the line
 * that will hold it), `card` (image and text),
 * `table-row` (avatar and cells), `circle`. Every skeleton is `aria-hidden`; announcing the loading
 * is the caller's job, once per region: a visually hidden 'Carregando...' in a `role="status"` (as in
 * the stories below) and/or `aria-busy` on the list.
 */
const meta = {
  title: 'Básicos/Skeleton',
  id: 'basicos-skeleton',
  component: Skeleton,
  args: { variant: 'text' },
  argTypes: { variant: { control: 'inline-radio', options: SKELETON_VARIANTS } },
  parameters: { localeArgs: { en: {} } },
  decorators: [
    (Story, { globals }) => (
      <div>
        <span role="status" style={hidden}>
          {globals.locale === 'en' ? 'Loading...' : 'Carregando...'}
        </span>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-variant="text"]');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Carregando...');
  },
};

/** In the line that will hold the text: the line is exactly as high with the placeholder as with the text. */
export const Inline: Story = {
  args: { variant: 'inline', width: '5em' },
  render: (args) => (
    <p style={{ fontSize: 22, lineHeight: 1.5, margin: 0 }}>
      <span data-testid="placeholder">
        <Skeleton {...args} />
      </span>
      <br />
      <span data-testid="text">23 °C</span>
    </p>
  ),
  play: async ({ canvasElement }) => {
    const placeholder = within(canvasElement).getByTestId('placeholder').getBoundingClientRect();
    const text = within(canvasElement).getByTestId('text').getBoundingClientRect();
    await expect(placeholder.height).toBeCloseTo(text.height, 0);
    await expect(canvasElement.querySelector('[data-variant="inline"]')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Card: Story = { args: { variant: 'card', width: '280px' } };

/**
 * A card in the card's own picture shape (`aspectRatio`), keeping a picture already on screen (`picture`):
 * it fills the block as the card's picture will, and the block stops pulsing.
 */
export const CardWithPicture: Story = {
  args: { variant: 'card', width: '280px', aspectRatio: '16 / 9', picture: storyPhoto('Apura Fácil', 0) },
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('[data-skeleton-picture]');
    const picture = box?.querySelector(':scope > img');
    await expect(picture).toHaveAttribute('alt', '');
    const outer = box!.getBoundingClientRect();
    const inner = picture!.getBoundingClientRect();
    for (const side of ['x', 'y', 'width', 'height'] as const) await expect(inner[side]).toBeCloseTo(outer[side], 0);
    await expect(getComputedStyle(picture!).objectFit).toBe('cover');
  },
};

/**
 * A record's picture while it loads (`picture` variant): the block fills the box it is put in (here a 4:3
 * box with its border and corners, as a lei's photo), keeping a picture already on screen.
 */
export const Picture: Story = {
  args: { variant: 'picture', picture: storyPhoto('Lei do Bem', 1) },
  render: (args) => (
    <div style={{ width: 280, aspectRatio: '4 / 3', borderRadius: 12, overflow: 'hidden', border: '1px solid #d0d7e2' }}>
      <Skeleton {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('[data-skeleton-picture]');
    await expect(box).toHaveAttribute('aria-hidden', 'true');
    const outer = box!.parentElement!.getBoundingClientRect();
    const inner = box!.querySelector(':scope > img')!.getBoundingClientRect();
    for (const side of ['width', 'height'] as const) await expect(inner[side]).toBeCloseTo(outer[side] - 2, 0);
  },
};

/** The apps grid while loading: 10 card skeletons. */
export const CardGrid: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
      {Array.from({ length: 10 }, (_, i) => (
        <Skeleton key={i} {...args} variant="card" height="120px" />
      ))}
    </div>
  ),
};

/** The users table while loading: 4 rows. */
export const TableRows: Story = {
  render: (args) => (
    <div style={{ border: '1px solid #d0d7e2', borderRadius: 8, background: '#fff' }}>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} {...args} variant="table-row" columns={5} />
      ))}
    </div>
  ),
};

export const Circle: Story = { args: { variant: 'circle', width: '56px' } };

export const Mobile: Story = {
  args: { variant: 'card' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/**
 * `SKELETON_STAND_IN`: a real element drawn as its own placeholder (a status badge, a button), so a loading
 * state keeps its exact size; beside each, the element itself.
 */
export const StandIn: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: '16px', justifyContent: 'start', alignItems: 'start' }}>
      <div aria-hidden data-testid="stand-ins" style={{ display: 'grid', gap: '16px', justifyItems: 'start' }}>
        <StatusBadge status="ATIVO" activeLabel="Ativo" inactiveLabel="Inativo" className={SKELETON_STAND_IN} />
        <Button variant="secondary" className={SKELETON_STAND_IN} tabIndex={-1}>
          Editar
        </Button>
      </div>
      <div data-testid="elements" style={{ display: 'grid', gap: '16px', justifyItems: 'start' }}>
        <StatusBadge status="ATIVO" activeLabel="Ativo" inactiveLabel="Inativo" />
        <Button variant="secondary">Editar</Button>
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sizes = (id: string) =>
      [...canvas.getByTestId(id).children].map((element) => {
        const box = element.getBoundingClientRect();
        return [box.width, box.height, box.y];
      });
    await expect(sizes('stand-ins')).toEqual(sizes('elements'));
    const badge = canvas.getByTestId('stand-ins').firstElementChild as HTMLElement;
    await expect(getComputedStyle(badge).color).toBe('rgba(0, 0, 0, 0)');
  },
};
