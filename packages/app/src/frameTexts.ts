/**
 * The record's text in a screen's frame (ADR 0014, ADR 0015). On a phone, the largest paint of a
 * provider's page is the provider's description, which comes with the record: the screen draws it only
 * once its code has arrived and run, about 3 s into a phone's visit. The early-calls script
 * (build/earlyCalls.ts) asks for the record while the page parses; with these rules it takes the record's
 * texts from that answer and writes each into the frame's element marked for it (`data-skeleton-text`,
 * packages/ui: the provider header's skeleton marks its name and description), in the text's own box, and
 * the page's scripts wait for it (at most `FRAME_PICTURE_WAIT_MS`, as for a picture), so the largest paint
 * comes with the answer. The screen's loading state then keeps those texts (lib/frameTexts.ts) until the
 * record renders them itself, in the same place.
 *
 * The frame never lies: `pick` answers the very text the screen shows there, from the answer as the
 * backend sends it, and frameTexts.test.ts holds each one to the screen's own rule (the contract's parse,
 * then the page's choice) over the seeds and over crafted answers. A text the screen would not show as it
 * came (blank, a placeholder of the backend's) is left out: that element keeps its skeleton. Texts go in
 * as text (`textContent`), never as markup.
 *
 * Each `pick` is inlined as source into every page that has early calls: it is self-contained (no
 * imports, no names from outside, nothing but JavaScript once its types are stripped) and takes an
 * answer that may be anything.
 */
import type { EarlyCall } from './earlyCallTable';
import type { FrameTexts } from './lib/frameTexts';
import { paths } from './paths';

export type { FrameTexts };

export interface FrameTextDef {
  /** The early call whose answer holds the record the address names (src/earlyCallTable.ts). */
  call: EarlyCall;
  /** The record's texts in that answer, or null. */
  pick: (answer: unknown) => FrameTexts | null;
  /**
   * More of the record's texts, from the answer of an early call that follows `call`'s (src/earlyFollowUps.ts:
   * the facilitator page's provider, named by the lei). The frame shows both answers' texts at once, once
   * both are in (or the second will not come): where the first's texts end decides where the second's stand.
   */
  and?: { call: EarlyCall; pick: (answer: unknown) => FrameTexts | null };
}

/**
 * A provider's name, type and description (the contract's `providerFromWire`: the name as it came; the
 * type's name; the description unless blank or the create form's '-'), from the provider's record.
 */
export function providerTexts(answer: unknown): FrameTexts | null {
  if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) return null;
  const { name, description, providerTypeUuid: type } = answer as Record<string, unknown>;
  const texts: FrameTexts = {};
  if (typeof name === 'string' && name.trim() !== '') texts.name = name;
  if (typeof description === 'string' && description.trim() !== '' && description !== '-') texts.description = description;
  const typeName = type !== null && typeof type === 'object' ? (type as Record<string, unknown>).name : null;
  if (typeof typeName === 'string' && typeName.trim() !== '') texts.type = typeName;
  return texts;
}

/**
 * An app's name and description as its edit form starts from them (the contract's `appFromWire`: the name
 * as it came; the description unless blank), from the app's answer (`{ message, app }`).
 */
export function productTexts(answer: unknown): FrameTexts | null {
  if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) return null;
  const app = (answer as Record<string, unknown>).app;
  if (app === null || typeof app !== 'object' || Array.isArray(app)) return null;
  const { name, description } = app as Record<string, unknown>;
  const texts: FrameTexts = {};
  if (typeof name === 'string' && name.trim() !== '') texts.name = name;
  if (typeof description === 'string' && description.trim() !== '') texts.description = description;
  return texts;
}

/**
 * The facilitator page's header, from the lei's answer (the contract's `leiFromWire`, then the page): the lei's
 * title in the trail (its title, else its short title), the facilitator's name, the lei's tags (as
 * `leiFilters.ts` `splitValues` splits them, one per line; none when one holds a line break), its subtitle and its phone. An empty text says the
 * lei has none, and the page shows nothing there: no tags, no subtitle. None at all for a lei without a
 * facilitator (the page shows a state that says so) or one it could not read.
 */
export function leiFacilitatorTexts(answer: unknown): FrameTexts | null {
  if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) return null;
  const lei = answer as Record<string, unknown>;
  // A field as the contract unwraps it: its string when valid, else null.
  const field = (name: string): string | null => {
    const wrapped = lei[name];
    if (wrapped === null || typeof wrapped !== 'object' || Array.isArray(wrapped)) return null;
    const { Valid: valid, String: text } = wrapped as Record<string, unknown>;
    return valid === true && typeof text === 'string' ? text : null;
  };
  const facilitator = field('facilitador');
  if (!facilitator) return null;
  const texts: FrameTexts = {};
  const title = field('title') ?? field('title_small');
  if (title?.trim()) texts.title = title;
  const name = field('facilitador_name');
  if (name?.trim()) texts.name = name;
  const tags: string[] = [];
  for (const tag of (field('tag') ?? '').split(',')) {
    const value = tag.trim();
    if (value && !tags.includes(value)) tags.push(value);
  }
  // One value a line: a tag that holds a line break would be two in the frame, so the tags keep their skeleton.
  if (!tags.some((tag) => tag.includes('\n'))) texts.tags = tags.join('\n');
  const subtitle = field('subtitle');
  if (!subtitle) texts.subtitle = '';
  else if (subtitle.trim()) texts.subtitle = subtitle;
  const phone = field('phone');
  if (phone?.trim()) texts.phone = phone;
  return texts;
}

/**
 * The facilitator page's 'Informações sobre o Facilitador', from the facilitator's provider record: its
 * description as the page shows it (the contract's `providerFromWire`: unless blank or the create form's '-';
 * then trimmed), or nothing (the page then says it has none).
 */
export function facilitatorAboutTexts(answer: unknown): FrameTexts | null {
  if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) return null;
  const { description } = answer as Record<string, unknown>;
  return typeof description === 'string' && description.trim() !== '' && description !== '-' ? { description: description.trim() } : {};
}

/** The screens whose frame shows the record's text, by path: a record screen's, at any address that names the record. */
export const FRAME_TEXTS: Readonly<Record<string, FrameTextDef>> = {
  [paths.providerView]: { call: 'provider', pick: providerTexts },
  [paths.adminProviderView]: { call: 'provider', pick: providerTexts },
  // The edit form's name and description fields (its loading state draws the form's own fields).
  [paths.adminProviderEdit]: { call: 'provider', pick: providerTexts },
  // The product edit form's name and description fields, the same way.
  [paths.productEdit]: { call: 'product', pick: productTexts },
  // The facilitator's header from the lei, and what the page says about it from its provider record.
  [paths.leiFacilitator]: {
    call: 'leiById',
    pick: leiFacilitatorTexts,
    and: { call: 'facilitatorProvider', pick: facilitatorAboutTexts },
  },
};
