import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyPhoto } from '../ImagePlaceholder/storyPhotos';
import { Gallery, GallerySkeleton, type GalleryPhoto } from './Gallery';

const alts = ['Painel de apuração', 'Relatório de ICMS', 'Emissão de NF-e', 'Conciliação do SPED', 'Agenda de obrigações'];
const photos: GalleryPhoto[] = alts.map((alt, i) => ({ id: `m${i + 1}`, src: storyPhoto(`Foto ${i + 1}`, i), alt }));
const photosEn: GalleryPhoto[] = ['Tax dashboard', 'ICMS report', 'NF-e issuing', 'SPED reconciliation', 'Obligations calendar'].map(
  (alt, i) => ({
    id: `m${i + 1}`,
    src: storyPhoto(`Photo ${i + 1}`, i),
    alt,
  }),
);

/**
 * The app detail photo gallery. Next rotates the list forward, previous rotates it back, and a
 * thumbnail click moves that photo to the front. Up to 3 thumbnails show on desktop, none on
 * mobile. With no photos a locally drawn placeholder shows. The ordering rules are the exported
 * pure functions `rotateForward`, `rotateBackward` and `moveToFront`.
 */
const meta = {
  title: 'Marketplace/Gallery',
  id: 'marketplace-gallery',
  component: Gallery,
  args: {
    photos,
    label: 'Fotos do aplicativo',
    previousLabel: 'Foto anterior',
    nextLabel: 'Próxima foto',
    thumbnailLabel: (p: GalleryPhoto) => `Mostrar foto: ${p.alt}`,
    emptyLabel: 'Sem foto',
    onOrderChange: fn(),
  },
  parameters: {
    localeArgs: {
      en: {
        photos: photosEn,
        label: 'App photos',
        previousLabel: 'Previous photo',
        nextLabel: 'Next photo',
        thumbnailLabel: (p: GalleryPhoto) => `Show photo: ${p.alt}`,
        emptyLabel: 'No photo',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

const mainAlt = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('gallery-main').getAttribute('alt');
const thumbNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('button', { name: /^Mostrar foto/ })
    .map((b) => b.getAttribute('aria-label')?.replace('Mostrar foto: ', ''));

/** Mouse: next, previous and a thumbnail click. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(mainAlt(canvasElement)).toBe('Painel de apuração');
    await expect(thumbNames(canvasElement)).toEqual(['Relatório de ICMS', 'Emissão de NF-e', 'Conciliação do SPED']);

    await userEvent.click(canvas.getByRole('button', { name: 'Próxima foto' }));
    await expect(mainAlt(canvasElement)).toBe('Relatório de ICMS');
    await expect(thumbNames(canvasElement)).toEqual(['Emissão de NF-e', 'Conciliação do SPED', 'Agenda de obrigações']);

    await userEvent.click(canvas.getByRole('button', { name: 'Foto anterior' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Foto anterior' }));
    // Back past the start: the last photo leads.
    await expect(mainAlt(canvasElement)).toBe('Agenda de obrigações');
    await expect(thumbNames(canvasElement)).toEqual(['Painel de apuração', 'Relatório de ICMS', 'Emissão de NF-e']);

    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar foto: Emissão de NF-e' }));
    await expect(mainAlt(canvasElement)).toBe('Emissão de NF-e');
    await expect(thumbNames(canvasElement)).toEqual(['Agenda de obrigações', 'Painel de apuração', 'Relatório de ICMS']);
    await expect(args.onOrderChange).toHaveBeenCalledTimes(4);
  },
};

/** Keyboard: Tab reaches the arrows and thumbnails, Enter and Space press them. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Foto anterior' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(mainAlt(canvasElement)).toBe('Agenda de obrigações');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Próxima foto' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(mainAlt(canvasElement)).toBe('Relatório de ICMS');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Mostrar foto: Conciliação do SPED' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(mainAlt(canvasElement)).toBe('Conciliação do SPED');
  },
};

/** Red, green, blue (0–255) and alpha of a computed CSS colour, 'rgb(…)' or 'rgba(…)'. */
function channels(css: string): [number, number, number, number] {
  const parts = /^rgba?\(([^)]*)\)$/
    .exec(css.trim())?.[1]
    ?.split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  if (!parts || parts.length < 3 || parts.some(Number.isNaN)) throw new Error(`not an rgb() colour: ${css}`);
  const [r = 0, g = 0, b = 0, a = 1] = parts;
  return [r, g, b, a];
}

/** WCAG 2 contrast ratio of two opaque colours. */
function contrastRatio(a: readonly number[], b: readonly number[]): number {
  const luminance = (rgb: readonly number[]) => {
    const [r = 0, g = 0, b = 0] = rgb.map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export const WithPosition: Story = {
  args: { formatPosition: (n: number, total: number) => `${n} de ${total}` },
  parameters: { localeArgs: { en: { formatPosition: (n: number, total: number) => `${n} of ${total}` } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const position = canvas.getByText('1 de 5');
    await expect(position).toBeVisible();
    // 12 px semi-bold text over a photo: at least 4.5:1 whatever the photo shows. Its background is laid
    // over the lightest possible backdrop, white (axe cannot measure text over an image: it leaves it
    // 'incomplete'). The translucent veil it had gave 3.97:1 over white, 4.34:1 over the empty stage.
    const style = getComputedStyle(position);
    const [r, g, b, alpha] = channels(style.backgroundColor);
    const overWhite = [r, g, b].map((c) => c * alpha + 255 * (1 - alpha));
    await expect(contrastRatio(channels(style.color), overWhite)).toBeGreaterThanOrEqual(4.5);
    await userEvent.click(canvas.getByRole('button', { name: 'Foto anterior' }));
    await expect(canvas.getByText('5 de 5')).toBeVisible();
  },
};

export const TwoPhotos: Story = {
  args: { photos: photos.slice(0, 2) },
  play: async ({ canvasElement }) => {
    await expect(thumbNames(canvasElement)).toEqual(['Relatório de ICMS']);
  },
};

/** One photo: no arrows and no thumbnails. */
export const SinglePhoto: Story = {
  args: { photos: photos.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** No media: the placeholder. */
export const Empty: Story = {
  args: { photos: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Sem foto' })).toBeVisible();
  },
};

export const LongPortugueseText: Story = {
  args: {
    photos: photos.map((p) => ({ ...p, alt: `${p.alt} com detalhamento por estabelecimento, CFOP e período de apuração` })),
    label: 'Fotos e capturas de tela da solução fiscal enviadas pelo fornecedor',
  },
};

/** Mobile: the arrows remain, the thumbnails are hidden. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima foto' }));
    await expect(mainAlt(canvasElement)).toBe('Relatório de ICMS');
  },
};

/**
 * While the photos load: the main photo's place in the gallery's own box, keeping a picture already on
 * screen (a record screen's frame shows the main photo there first). Its box is the loaded gallery's main
 * photo's, so nothing moves when the gallery comes; and that first photo shows without a fade.
 */
export const Loading: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      <GallerySkeleton picture={args.photos[0]?.src} />
      <Gallery {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('[data-skeleton-picture]');
    const kept = box?.querySelector(':scope > img');
    const main = within(canvasElement).getByTestId('gallery-main');
    await expect(kept).toHaveAttribute('src', main.getAttribute('src'));
    await expect(box!.closest('[aria-hidden="true"]')).not.toBeNull();
    const skeleton = kept!.getBoundingClientRect();
    const loaded = main.getBoundingClientRect();
    for (const side of ['y', 'width', 'height'] as const) await expect(skeleton[side]).toBeCloseTo(loaded[side], 0);
    await expect(getComputedStyle(kept!).objectFit).toBe(getComputedStyle(main).objectFit);
    await expect(getComputedStyle(main).animationName).toBe('none');
  },
};
