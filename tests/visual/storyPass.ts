// The single pass over the stories (the setup file of Vitest's `storybook` project, vitest.config.ts).
// Storybook's Vitest plugin turns each story into a test: it renders the story, runs its play function
// and its axe check. Then, through the preview's `afterEach` (.storybook/storyHarness.ts), the same render is:
//   1. pictured at its own viewport and compared with its baseline (`toMatchScreenshot`);
//   2. for a page story (full-screen layout), pictured again at 390 px;
//   3. for a page story of the app, written out as an HTML document for the Nu Html Checker, which the
//      runner (tests/stories.ts) runs once over all of them when the stories have finished.
// See docs/testing.md.
import type { StoryContext } from '@storybook/react-vite';
import { beforeAll, expect } from 'vitest';
import { commands, page } from 'vitest/browser';
import { installStoryHarness } from '../../.storybook/storyHarness';
import { acceptCommand, baselineArg, isAppPageStory, PHONE, storyDocument } from './names';
import { picture } from './picture';
import { installStillStyles, settle } from './settle';

// Before any story renders: no animation, transition or caret blink in this page (tests/visual/settle.ts).
// (The UI font is awaited before each picture: its @font-face arrives with the preview's styles.)
installStillStyles();

/**
 * Before a story renders: nothing it shows may depend on the story before it in this page. Focus goes
 * back to the body, because Chromium draws a focus ring on an element a script focuses when the element
 * focused before it had one: a submit button clicked by a play function showed its ring or not depending
 * on where the previous story left the focus.
 */
async function beforeStory(): Promise<void> {
  if (document.activeElement instanceof HTMLElement && document.activeElement !== document.body) document.activeElement.blur();
  window.scrollTo(0, 0);
  // A story whose viewport is not the size the page had when the story before it ended (its own viewport, or
  // the harness's pictures at 390 px or taller) renders right after Vitest resized the page, and the browser
  // dispatches `resize` only at its next frame. Radix's Select closes on `resize`: 'In A Form' of
  // Básicos/Select, which opens it at once after 'Mobile', failed on a loaded machine with no option to
  // find. The resize steps run before a frame's callbacks, so two frames let it pass before the story renders.
  if (pageSize() !== lastPageSize) await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/** The page's size when the last story ended (after its pictures, which may resize it). */
let lastPageSize = '';
const pageSize = () => `${window.innerWidth}×${window.innerHeight}`;

async function afterStory(story: StoryContext): Promise<void> {
  const storyId = story.id;
  const isPage = story.parameters.layout === 'fullscreen';
  // Storybook's own preview pads a story that is not full screen (its `padded` layout); so does the picture.
  if (!isPage) document.body.style.padding = '1rem';
  try {
    await settle();

    // The markup first: the capture frames below are the harness's, not the story's.
    if (isAppPageStory(storyId)) await commands.writeStoryHtml(storyId, storyDocument(document, storyId));

    if (story.tags.includes('skip-visual')) return;
    if (story.parameters.taxCounter === 'live') {
      throw new Error(`${storyId} shows the live tax counter, which ticks: tag it 'skip-visual' (no picture of it can be alike).`);
    }
    // The TaxCounter component itself, running (`running: true`), ticks the same way.
    if (story.args.running === true) {
      throw new Error(`${storyId} shows a running counter, which ticks: tag it 'skip-visual' (no picture of it can be alike).`);
    }

    // The story file, from the repository's root (Vitest's test path is absolute).
    const { testPath = '' } = expect.getState();
    const accept = acceptCommand(testPath.slice(testPath.lastIndexOf('/packages/') + 1) || '<its story file>', story.name);
    await picture(baselineArg(storyId, false), isPage, { accept });
    if (isPage && window.innerWidth > PHONE.width) {
      await page.viewport(PHONE.width, PHONE.height);
      // The data is there already: only the layout changes (and what a component decides by width).
      await settle({ quietMs: 40 });
      await picture(baselineArg(storyId, true), true, { accept });
    }
  } finally {
    document.body.style.removeProperty('padding');
    lastPageSize = pageSize();
  }
}

installStoryHarness({ before: beforeStory, after: afterStory });

/** How long the first page story file of a session may take to load every page's code (cold, under load). */
const PAGES_WARM_UP_TIMEOUT = 120_000;

/**
 * Before an app story file's first story: every page's code is loaded (`preloadAllPages`, what each page
 * story's loader waits for). The stories of one session share their modules, so only a session's first page
 * file loads them, while Vite transforms the whole app for the first time; that cost belongs to the session,
 * not to whichever story comes first. It used to: 'Cadastrar produto › Provider Admin', the first page story
 * of its session on a clean clone, took 21–32 s of its 30 s under a full pass's load (4.7 s alone, 0.9 s once
 * the pages are loaded), and ran out once in CI. A hook has its own timeout, so the stories keep theirs.
 */
// eslint-disable-next-line no-empty-pattern -- Vitest reads a hook's fixtures from its first parameter's pattern.
beforeAll(async ({}, suite) => {
  const file = 'filepath' in suite ? suite.filepath : '';
  if (!file.includes('/packages/app/')) return;
  const { preloadAllPages } = await import('../../packages/app/src/routes');
  await preloadAllPages();
}, PAGES_WARM_UP_TIMEOUT);
