// Picturing what a story shows, in its page, and comparing it with its baseline (Vitest's toMatchScreenshot,
// configured in vitest.config.ts: where baselines live, the comparator and its tolerance).
import { expect } from 'vitest';
import { commands, page } from 'vitest/browser';
import { baselineFile, VISUAL_RESULTS_DIR } from './names';
import { CAPTURE_TEST_ID, captureFrame, settle, stableContentBox } from './settle';

/**
 * Pictures the first screen (a page) or the content from the top left (a component) and compares it.
 * `accept`: the command that accepts the story's pictures, added to a difference's message.
 */
export async function picture(
  name: string,
  isPage: boolean,
  { note = true, accept }: { note?: boolean; accept?: string } = {},
): Promise<void> {
  let area: 'viewport' | { width: number; height: number } = 'viewport';
  if (!isPage) {
    area = await stableContentBox();
    // A component taller than its viewport: the frame grows to show it whole.
    if (area.height > window.innerHeight) {
      await page.viewport(window.innerWidth, area.height);
      await settle({ quietMs: 50 });
      area = await stableContentBox();
    }
  }
  if (note) await commands.notePicture(name);
  const frame = captureFrame(area);
  // Found by its test id, never by its place in the page (CAPTURE_TEST_ID says why).
  const framed = page.getByTestId(CAPTURE_TEST_ID);
  try {
    try {
      await expect(framed).toMatchScreenshot(name);
    } catch (error) {
      // Seen on a loaded machine, only at 390 px and only on pages showing a toast: Vitest's capture found no
      // two screenshots in a row alike for 20 s, while screenshots taken right after were identical. One
      // more attempt once the page has settled again; a page that really keeps changing fails it too.
      if (!(error instanceof Error && error.message.includes('stable screenshot'))) throw error;
      await settle();
      await expect(framed).toMatchScreenshot(name);
    }
  } catch (error) {
    // A page that never held still: three pictures of it, half a second apart, show what moves.
    if (error instanceof Error && error.message.includes('stable screenshot')) {
      const stem = baselineFile(name).replace(/\.png$/, '');
      for (const i of [1, 2, 3]) {
        const base64 = await page.screenshot({ element: framed, save: false });
        await commands.writeVisualResult(`${stem}.unstable-${i}.png`, base64);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      error.message += `\nThree pictures half a second apart: ${VISUAL_RESULTS_DIR}/${stem}.unstable-{1,2,3}.png`;
    } else if (error instanceof Error && accept) {
      // What the review page (`npm run test:stories -- --review`) and the terminal say under a difference.
      error.message += `\nIf the change is intended, accept this story's pictures: ${accept}`;
    }
    throw error;
  } finally {
    frame.remove();
  }
}
