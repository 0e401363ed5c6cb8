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

/** The screens whose frame shows the record's text, by path: a record screen's, at any address that names the record. */
export const FRAME_TEXTS: Readonly<Record<string, FrameTextDef>> = {
  [paths.providerView]: { call: 'provider', pick: providerTexts },
  [paths.adminProviderView]: { call: 'provider', pick: providerTexts },
  // The edit form's name and description fields (its loading state draws the form's own fields).
  [paths.adminProviderEdit]: { call: 'provider', pick: providerTexts },
  // The product edit form's name and description fields, the same way.
  [paths.productEdit]: { call: 'product', pick: productTexts },
};
