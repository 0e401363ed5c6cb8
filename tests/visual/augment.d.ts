// What the story pass adds to Vitest: its browser commands (vitest.config.ts) and what the config provides.
import 'vitest';
import 'vitest/browser';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Writes a story's rendered markup as test-results/html/<story id>.html (vitest.config.ts). */
    writeStoryHtml: (storyId: string, html: string) => Promise<void>;
    /** Notes a picture taken (test-results/visual/taken-<process>.txt), for the runner's stale-baseline check. */
    notePicture: (name: string) => Promise<void>;
    /** Writes a picture (base64 PNG) as test-results/visual/<file>, for a failure's diagnosis. */
    writeVisualResult: (file: string, base64: string) => Promise<void>;
  }
}

declare module 'vitest' {
  interface ProvidedContext {
    /** The run accepts what is rendered as the new baselines (`npm run test:stories -- --update`). */
    visualUpdate: boolean;
  }
}
