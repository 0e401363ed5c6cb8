import * as v from 'valibot';
import { ID_PATTERN, idParam } from '../../lib/urlParams';

/** The lei as the original portal passed it (`?lei=` + JSON): its id, wire (`lei_uuid`) or domain (`leiUuid`) spelling. */
const LeiJsonSchema = v.union([v.object({ lei_uuid: v.string() }), v.object({ leiUuid: v.string() })]);

export type FacilitatorAddress =
  /** `?id={lei uuid}`: the portal's own links. */
  | { kind: 'id'; leiUuid: string }
  /** `?lei={json}` (the spec's form, or a bare id): the page moves to the `?id=` address of the same lei. */
  | { kind: 'json'; leiUuid: string }
  /** Neither, or a malformed value: the not-found state. */
  | { kind: 'invalid' };

/** Reads the facilitator page's address: `?id=` first, else the spec's `?lei=` carrying the lei as JSON. */
export function parseFacilitatorAddress(search: string): FacilitatorAddress {
  const query = new URLSearchParams(search);
  if (query.has('id')) {
    const leiUuid = idParam(search, 'id');
    return leiUuid ? { kind: 'id', leiUuid } : { kind: 'invalid' };
  }
  const json = query.get('lei');
  if (json === null || json.length > 100_000) return { kind: 'invalid' };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    // A bare lei id (`?lei=lei-0001`, the lei view's own parameter) is taken for what it is.
    return ID_PATTERN.test(json.trim()) ? { kind: 'json', leiUuid: json.trim() } : { kind: 'invalid' };
  }
  const parsed = v.safeParse(LeiJsonSchema, value);
  if (!parsed.success) return { kind: 'invalid' };
  const leiUuid = ('lei_uuid' in parsed.output ? parsed.output.lei_uuid : parsed.output.leiUuid).trim();
  return ID_PATTERN.test(leiUuid) ? { kind: 'json', leiUuid } : { kind: 'invalid' };
}

/** A phone number as a `tel:` address: its digits, with Brazil's +55 when the number has none. */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 8 || digits.length > 15) return null;
  if (phone.trim().startsWith('+')) return `tel:+${digits}`;
  return `tel:+55${digits.replace(/^0+/, '')}`;
}
