import { http, HttpResponse, type HttpHandler } from 'msw';
import { expect, waitFor } from 'storybook/test';

// Story/test only (never imported by the app). Base URLs come from the stories, which may import the mocks.

export { loadedPage, pageContent, type PageQueries } from '../../testing/pageContent';

/**
 * A phone 390 px wide (the iPhone 12 to 15), beside the preview's 375/1024/1440 options: spread into a
 * story, `{ ...phone390, play }`. The vitest run sizes the browser from the same global.
 */
export const phone390 = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  parameters: {
    viewport: { options: { phone390: { name: 'Mobile (390)', styles: { width: '390px', height: '844px' }, type: 'mobile' } } },
  },
};

/** Nothing on the page is wider than the screen (no sideways scrolling on a phone). */
export async function expectNoHorizontalScroll(): Promise<void> {
  await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
}

/**
 * A handler that answers 503 to its first `failures` calls, then lets the next handler for the same
 * request (the real mock, listed after it) answer. `reset` in the story's beforeEach.
 */
export function failingFirst(method: 'get' | 'post', url: string, failures = 2): { handler: HttpHandler; reset: () => void; calls: () => number } {
  let calls = 0;
  const handler = http[method](url, () => {
    calls += 1;
    if (calls <= failures) return HttpResponse.json({ message: 'Serviço indisponível.', code: 'simulated_failure' }, { status: 503 });
    return undefined;
  });
  return {
    handler,
    reset: () => {
      calls = 0;
    },
    calls: () => calls,
  };
}

/** A file of `bytes` bytes with this name and type, built in the browser (a picked file's stand-in). */
export function fileOfSize(name: string, bytes: number, type: string): File {
  return new File([new Uint8Array(bytes)], name, { type });
}
