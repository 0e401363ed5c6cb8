import { expect } from 'storybook/test';

// Story/test only (never imported by the app). Base URLs come from the stories, which may import the mocks.

/** The `text` a WhatsApp click-to-chat link prefills, once its address is checked to be wa.me. */
export function whatsappText(link: HTMLElement): string | null {
  const url = new URL(link.getAttribute('href') ?? '');
  if (url.origin !== 'https://wa.me') throw new Error(`not a WhatsApp link: ${url.href}`);
  return url.searchParams.get('text');
}

/** A link that opens in a new tab, safely (no opener), named with its screen-reader hint (`name`). */
export async function expectNewTab(link: HTMLElement, name: string | RegExp): Promise<void> {
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  await expect(link).toHaveAccessibleName(name);
}
