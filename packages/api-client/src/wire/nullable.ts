import * as v from 'valibot';

/**
 * Go-style nullable wrappers (`sql.NullString` and friends) as the {server} sends them for ratings and
 * leis: `{ "String": "x", "Valid": true }`. `Valid: false` means null, whatever the value says.
 * Only the wire layer knows them: the unwrap helpers turn them into `T | null`.
 */
export const NullStringSchema = v.object({ String: v.string(), Valid: v.boolean() });
export const NullInt64Schema = v.object({ Int64: v.number(), Valid: v.boolean() });
export const NullFloat64Schema = v.object({ Float64: v.number(), Valid: v.boolean() });
export type NullString = v.InferOutput<typeof NullStringSchema>;
export type NullInt64 = v.InferOutput<typeof NullInt64Schema>;
export type NullFloat64 = v.InferOutput<typeof NullFloat64Schema>;

/** A wrapper with only a `String` member (shortcut fields); `Valid` may be absent. */
export const StringMemberSchema = v.object({ String: v.string(), Valid: v.optional(v.boolean()) });
export type StringMember = v.InferOutput<typeof StringMemberSchema>;

export const unwrapString = (w: NullString): string | null => (w.Valid ? w.String : null);
export const unwrapInt64 = (w: NullInt64): number | null => (w.Valid ? w.Int64 : null);
export const unwrapFloat64 = (w: NullFloat64): number | null => (w.Valid ? w.Float64 : null);

export const wrapString = (value: string | null | undefined): NullString => ({
  String: value ?? '',
  Valid: value !== null && value !== undefined,
});
export const wrapInt64 = (value: number | null | undefined): NullInt64 => ({
  Int64: value ?? 0,
  Valid: value !== null && value !== undefined,
});
export const wrapFloat64 = (value: number | null | undefined): NullFloat64 => ({
  Float64: value ?? 0,
  Valid: value !== null && value !== undefined,
});
