/**
 * The early calls that follow another's answer (ADR 0015): a record screen's second calls need an id that
 * only its record's answer holds. The facilitator page asks for the lei (`leiById`), and then for the
 * provider and the totals of the lei's facilitator: without these rules the second calls wait for the page's
 * code to have arrived, parsed the lei and rendered, a round trip after it. A path of src/earlyCallTable.ts
 * with a `{name}` of this table is asked for by index.html's script (build/earlyCalls.ts) once the answer of
 * that name's `call` is in, with the id `pick` finds in it; no id (or one the address rules refuse,
 * lib/urlParams.ts `ID_PATTERN`): no call, and the page asks as usual.
 *
 * The id is the very one the page asks with: `pick` answers what the contract's parse of that answer hands
 * the page (earlyFollowUps.test.ts holds each to it). Each `pick` is inlined as source into every page that
 * has early calls, as src/frameTexts.ts's are: self-contained, and it takes an answer that may be anything.
 */
import type { EarlyCall } from './earlyCallTable';

export interface EarlyFollowUpDef {
  /** The early call whose answer holds the id. */
  call: EarlyCall;
  /** The id in that answer, or null. */
  pick: (answer: unknown) => string | null;
}

/**
 * A lei's facilitator (the contract's `leiFromWire`: `facilitador` when it is valid), which the facilitator
 * page asks for when it is not empty.
 */
export function leiFacilitator(answer: unknown): string | null {
  if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) return null;
  const field = (answer as Record<string, unknown>).facilitador;
  if (field === null || typeof field !== 'object' || Array.isArray(field)) return null;
  const { Valid: valid, String: id } = field as Record<string, unknown>;
  return valid === true && typeof id === 'string' && id !== '' ? id : null;
}

/** The placeholders filled from an earlier answer, by name. */
export const EARLY_FOLLOW_UPS: Readonly<Record<string, EarlyFollowUpDef>> = {
  facilitador: { call: 'leiById', pick: leiFacilitator },
};
