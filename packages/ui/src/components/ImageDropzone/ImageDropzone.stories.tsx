import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ImageDropzone, IMAGE_DROPZONE_MODES, type ExistingImage } from './ImageDropzone';

// ---- Local test files: never the network. ----
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const pngBytes = () => Uint8Array.from(atob(PNG_1X1), (c) => c.charCodeAt(0));
const smallPng = (name = 'tela-inicial.png') => new File([pngBytes()], name, { type: 'image/png' });
const bigPng = () => new File([new Uint8Array(2 * 1024 * 1024)], 'foto-grande.png', { type: 'image/png' });
const pdf = () => new File(['%PDF-1.4 nota fiscal'], 'nota-fiscal.pdf', { type: 'application/pdf' });

const svgUrl = (text: string, color: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><rect width="160" height="160" fill="${color}"/><text x="80" y="88" font-size="20" text-anchor="middle" fill="#fff" font-family="sans-serif">${text}</text></svg>`,
  )}`;

const EXISTING: ExistingImage[] = [
  { id: 'm1', url: svgUrl('Painel', '#0b4f8a'), name: 'painel-apuracao.png' },
  { id: 'm2', url: svgUrl('Relatório', '#0f766e'), name: 'relatorio-icms.png' },
  { id: 'm3', url: svgUrl('SPED', '#8a5300'), name: 'sped-fiscal.png' },
];
const LOGO: ExistingImage = { id: 'logo', url: svgUrl('SC', '#0b4f8a'), name: 'Logo Souza Contabilidade' };

function drop(target: Element, files: File[]) {
  const dataTransfer = new DataTransfer();
  files.forEach((file) => dataTransfer.items.add(file));
  for (const type of ['dragenter', 'dragover', 'drop']) {
    target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
  }
}

/** Simulates the native file chooser: sets the hidden input's files and fires `change`. */
function choose(canvasElement: HTMLElement, files: File[]) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('file input not found');
  const dataTransfer = new DataTransfer();
  files.forEach((file) => dataTransfer.items.add(file));
  input.files = dataTransfer.files;
  fireEvent.change(input);
}

/**
 * The file input's accessible name. The input is `hidden` (the button opens it), and testing-library names
 * only rendered elements, so it is shown for the measure and hidden again.
 */
async function expectFileInputName(canvasElement: HTMLElement, name: string) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('file input not found');
  input.hidden = false;
  try {
    await expect(input).toHaveAccessibleName(name);
  } finally {
    input.hidden = true;
  }
}

const zoneOf = (canvasElement: HTMLElement, instructions: string) => {
  const zone = within(canvasElement).getByText(instructions).parentElement;
  if (!zone) throw new Error('drop area not found');
  return zone;
};

/**
 * Image upload for products, the company logo and profile photos: drag and drop, or Tab to
 * 'Selecionar Imagens' and press Enter. Only jpeg, png and gif up to 1 MB each are accepted; the
 * others are listed with the spec's messages ('Imagem {file} excede o limite de 1MB', 'Formato de
 * {file} não suportado'). Previews use object URLs, revoked when an image is removed or the
 * component unmounts. `maxFiles` caps the total (5 when editing a product). `mode="single"` is the
 * logo: one image, replaced by each pick, locked behind 'Editar' after saving.
 */
const meta = {
  title: 'Configurações/ImageDropzone',
  id: 'configuracoes-imagedropzone',
  component: ImageDropzone,
  args: {
    label: 'Imagens do produto',
    instructions: 'Arraste e solte as imagens aqui ou',
    hint: 'JPG, PNG ou GIF de até 1MB cada.',
    selectLabel: 'Selecionar Imagens',
    clearLabel: 'Limpar',
    removeLabel: 'Remover {file}',
    tooManyMessage: 'Limite de {max} imagens atingido: {file} não foi adicionada',
    onChange: fn(),
    onReject: fn(),
    onClear: fn(),
    onRemoveExisting: fn(),
    onUnlock: fn(),
  },
  argTypes: {
    mode: { control: 'inline-radio', options: IMAGE_DROPZONE_MODES },
    value: { control: false },
    defaultValue: { control: false },
  },
  parameters: {
    localeArgs: {
      en: {
        label: 'Product images',
        instructions: 'Drag and drop images here or',
        hint: 'JPG, PNG or GIF up to 1MB each.',
        selectLabel: 'Select images',
        clearLabel: 'Clear',
        removeLabel: 'Remove {file}',
        editLabel: 'Edit',
        tooLargeMessage: 'Image {file} exceeds the 1MB limit',
        unsupportedMessage: 'Format of {file} is not supported',
        tooManyMessage: 'Limit of {max} images reached: {file} was not added',
      },
    },
  },
} satisfies Meta<typeof ImageDropzone>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Drops a 2 MB PNG, a PDF and a small PNG: the first two are refused with the spec's messages. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    drop(zoneOf(canvasElement, 'Arraste e solte as imagens aqui ou'), [bigPng(), pdf(), smallPng()]);

    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Imagem foto-grande.png excede o limite de 1MB');
    await expect(alert).toHaveTextContent('Formato de nota-fiscal.pdf não suportado');
    await expect(args.onReject).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    const accepted = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as File[];
    await expect(accepted.map((f) => f.name)).toEqual(['tela-inicial.png']);

    const img = await canvas.findByRole('img', { name: 'tela-inicial.png' });
    await expect(img.getAttribute('src')).toMatch(/^blob:/);
    await expect(canvas.queryByRole('img', { name: 'foto-grande.png' })).toBeNull();

    // Remove it by keyboard: the preview's URL is revoked and focus returns to the pick button.
    const revoke = spyOn(URL, 'revokeObjectURL');
    const src = img.getAttribute('src');
    canvas.getByRole('button', { name: 'Remover tela-inicial.png' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await waitFor(() => expect(revoke).toHaveBeenCalledWith(src));
    revoke.mockRestore();
    await expect(canvas.getByRole('button', { name: 'Selecionar Imagens' })).toHaveFocus();
  },
};

/** The keyboard path: Tab to the button, Enter opens the file chooser (simulated here). */
export const PickByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('file input not found');
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif');
    // Named by the group's label, as the button that opens it.
    await expectFileInputName(canvasElement, 'Imagens do produto');
    const opened = fn();
    input.addEventListener('click', (event) => {
      event.preventDefault(); // keep the real chooser closed
      opened();
    });
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Selecionar Imagens' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(opened).toHaveBeenCalledTimes(1);
    await userEvent.click(button);
    await expect(opened).toHaveBeenCalledTimes(2);

    choose(canvasElement, [smallPng('a.png'), smallPng('b.png')]);
    await expect(await canvas.findByRole('img', { name: 'b.png' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** Editing a product: three stored images, at most five in total. */
export const EditingWithExisting: Story = {
  args: { existing: EXISTING, maxFiles: 5, hint: 'Até 5 imagens. JPG, PNG ou GIF de até 1MB cada.' },
  parameters: { localeArgs: { en: { hint: 'Up to 5 images. JPG, PNG or GIF up to 1MB each.' } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
    drop(zoneOf(canvasElement, 'Arraste e solte as imagens aqui ou'), [smallPng('4.png'), smallPng('5.png'), smallPng('6.png')]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Limite de 5 imagens atingido: 6.png não foi adicionada');
    await waitFor(() => expect(canvas.getAllByRole('img')).toHaveLength(5));
    await userEvent.click(canvas.getByRole('button', { name: 'Remover relatorio-icms.png' }));
    await expect(args.onRemoveExisting).toHaveBeenCalledWith('m2');
  },
};

/** Company logo: one image, replaced by each new pick; the logo's own size message. */
export const SingleLogo: Story = {
  args: {
    mode: 'single',
    label: 'Logo da empresa',
    instructions: 'Arraste e solte a logo aqui ou',
    selectLabel: 'Selecionar imagem',
    hint: 'JPG, PNG ou GIF de até 1MB.',
    existing: [LOGO],
    required: true,
  },
  parameters: {
    localeArgs: {
      en: {
        label: 'Company logo',
        instructions: 'Drag and drop the logo here or',
        selectLabel: 'Select image',
        hint: 'JPG, PNG or GIF up to 1MB.',
        tooLargeMessage: 'Invalid file: exceeds the 1MB limit',
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Logo Souza Contabilidade' })).toBeVisible();
    // The file input is named by the label, without the required marker.
    await expectFileInputName(canvasElement, 'Logo da empresa');
    choose(canvasElement, [bigPng()]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Arquivo inválido excede o limite de 1MB');
    await expect(args.onChange).not.toHaveBeenCalled();

    choose(canvasElement, [smallPng('logo-nova.png')]);
    await expect(await canvas.findByRole('img', { name: 'logo-nova.png' })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'Logo Souza Contabilidade' })).toBeNull();
    choose(canvasElement, [smallPng('logo-final.png')]);
    await expect(await canvas.findByRole('img', { name: 'logo-final.png' })).toBeVisible();
    const last = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as File[];
    await expect(last.map((f) => f.name)).toEqual(['logo-final.png']);
  },
};

/** After saving, the logo is locked: only 'Editar', which unlocks it. */
export const SingleLocked: Story = {
  args: {
    mode: 'single',
    label: 'Logo da empresa',
    instructions: 'Arraste e solte a logo aqui ou',
    selectLabel: 'Selecionar imagem',
    existing: [LOGO],
    locked: true,
  },
  parameters: {
    localeArgs: { en: { label: 'Company logo', instructions: 'Drag and drop the logo here or', selectLabel: 'Select image' } },
  },
  render: function Render(args) {
    const [locked, setLocked] = useState(args.locked);
    return (
      <ImageDropzone
        {...args}
        locked={locked}
        onUnlock={() => {
          args.onUnlock?.();
          setLocked(false);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Selecionar imagem' })).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Editar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onUnlock).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Selecionar imagem' })).toBeEnabled();
  },
};

export const WithError: Story = {
  args: {
    mode: 'single',
    label: 'Logo da empresa',
    instructions: 'Arraste e solte a logo aqui ou',
    selectLabel: 'Selecionar imagem',
    error: 'A logo da empresa é obrigatória.',
    required: true,
  },
  parameters: {
    localeArgs: {
      en: {
        label: 'Company logo',
        instructions: 'Drag and drop the logo here or',
        selectLabel: 'Select image',
        error: 'The company logo is required.',
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: /Logo da empresa/ })).toHaveAccessibleDescription(
      'A logo da empresa é obrigatória.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, existing: EXISTING.slice(0, 1) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Selecionar Imagens' })).toBeDisabled();
    drop(zoneOf(canvasElement, 'Arraste e solte as imagens aqui ou'), [smallPng()]);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongPortugueseText: Story = {
  args: {
    label: 'Capturas de tela da solução de apuração de ICMS-ST e relatórios gerenciais',
    instructions: 'Arraste e solte aqui as imagens que mostram as principais telas do seu produto ou, se preferir,',
    hint: 'Envie de uma a cinco imagens nos formatos JPG, PNG ou GIF, com no máximo 1MB cada. Imagens maiores serão recusadas.',
    existing: [{ id: 'x', url: svgUrl('Tela', '#0b4f8a'), name: 'captura-de-tela-do-painel-de-apuracao-mensal-de-icms-st.png' }],
  },
};

export const Mobile: Story = {
  args: { existing: EXISTING },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** English messages come from the app as props. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Select images' })).toBeVisible();
    await expectFileInputName(canvasElement, 'Product images');
    drop(zoneOf(canvasElement, 'Drag and drop images here or'), [bigPng(), pdf()]);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Image foto-grande.png exceeds the 1MB limit');
    await expect(alert).toHaveTextContent('Format of nota-fiscal.pdf is not supported');
  },
};
