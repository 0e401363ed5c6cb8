// Names shared by the story pass (in the browser), the Vitest configuration and the runner (in Node).

/** The extra width every page story is pictured at (an iPhone 12 to 15). */
export const PHONE = { width: 390, height: 844 } as const;

/** Where baselines live, from the repository's root. */
export const BASELINE_DIR = 'tests/visual/baselines';
/** Where a difference's pictures and the HTML documents are written, from the repository's root. */
export const VISUAL_RESULTS_DIR = 'test-results/visual';
export const HTML_RESULTS_DIR = 'test-results/html';
/** Where `npm run test:stories -- --review` writes its report (Vitest's HTML reporter), from the repository's root. */
export const REVIEW_DIR = 'test-results/visual-review';

/** The command that accepts what a story now shows as its baselines (both widths of a page story). */
export const acceptCommand = (testFile: string, storyName: string): string =>
  `npm run test:stories -- --update ${testFile} -t "^${storyName.replace(/[.*+?^${}()|[\]\\"]/g, '\\$&')}$"`;

/**
 * The name a picture is compared under. Vitest's file names keep letters, digits, single hyphens and
 * slashes (path segments), so the story id's `--` travels as a slash and the phone picture adds `/390`;
 * baselineFile turns that back into `<story id>.png` and `<story id>.390.png`.
 */
export const baselineArg = (storyId: string, phone: boolean): string => `${storyId.replace('--', '/')}${phone ? '/390' : ''}`;

/**
 * The visual self-test compares altered renders with the real baselines under this prefix, so what it
 * writes when they differ (as they must) lands apart from a real difference's pictures.
 */
export const SELF_TEST_PREFIX = 'self-test/';

/** The file name (in BASELINE_DIR) of a picture's name as Vitest passes it back (`arg`). */
export const baselineFile = (arg: string): string => {
  const [component = '', story = '', phone] = arg.replace(SELF_TEST_PREFIX, '').split('/');
  return `${component}--${story}${phone ? '.390' : ''}.png`;
};

/** The file name (in VISUAL_RESULTS_DIR) of a difference's picture: Vitest adds `-reference`, `-actual` or `-diff` to the name. */
export const resultFile = (arg: string): string => {
  const match = /^(.*)-(reference|actual|diff)$/.exec(arg);
  const file = match ? baselineFile(match[1] ?? '').replace(/\.png$/, `.${match[2]}.png`) : baselineFile(arg);
  return arg.startsWith(SELF_TEST_PREFIX) ? `${SELF_TEST_PREFIX}${file}` : file;
};

/** A page story of the app (every state of every page; only the app's stories are titled `Páginas/…`): its HTML is checked. */
export const isAppPageStory = (storyId: string): boolean => storyId.startsWith('paginas-');

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * What a story rendered, as a minimal valid document: every element of `<body>` that is the story's (its
 * container and what it portals beside it: dialogs, menus, popovers, toasts, focus guards), never the
 * harness's (scripts, styles, capture frames), wrapped in a doctype, `<html lang>` in the story's
 * language, a charset and a title.
 */
export function storyDocument(doc: Document, title: string): string {
  const parts: string[] = [];
  for (const element of doc.body.children) {
    if (['script', 'style', 'template', 'link'].includes(element.localName)) continue;
    if (element.hasAttribute('data-pf-capture') || element.id.startsWith('vitest')) continue;
    parts.push(element.outerHTML);
  }
  const lang = doc.documentElement.lang || 'pt-BR';
  return `<!doctype html>\n<html lang="${escapeHtml(lang)}">\n<head>\n<meta charset="utf-8">\n<title>${escapeHtml(title)}</title>\n</head>\n<body>\n${parts.join('\n')}\n</body>\n</html>\n`;
}
