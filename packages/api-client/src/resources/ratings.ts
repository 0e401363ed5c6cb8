import * as v from 'valibot';
import type { Http } from '../http';
import { MessageWireSchema } from '../wire/common';
import { NullInt64Schema, NullStringSchema, unwrapInt64, unwrapString } from '../wire/nullable';

/** Wire: a rating of {server} GET /app_rating/{id}; each field a nullable wrapper with a `Valid` flag. */
export const RatingWireSchema = v.object({
  app_rating_uuid: v.string(),
  stars: NullInt64Schema,
  comment: NullStringSchema,
  account_name: NullStringSchema,
  account_profile_picture: NullStringSchema,
  created_at: v.string(),
});
export type RatingWire = v.InferOutput<typeof RatingWireSchema>;
export const RatingListWireSchema = v.array(RatingWireSchema);

export interface Rating {
  uuid: string;
  stars: number | null;
  comment: string | null;
  accountName: string | null;
  accountProfilePicture: string | null;
  createdAt: string;
}
export const ratingFromWire = (w: RatingWire): Rating => ({
  uuid: w.app_rating_uuid,
  stars: unwrapInt64(w.stars),
  comment: unwrapString(w.comment),
  accountName: unwrapString(w.account_name),
  accountProfilePicture: unwrapString(w.account_profile_picture),
  createdAt: w.created_at,
});

/** Spec 01 §5: the one message of a rating without stars (1 to 5) or comment, on each field and on the 400 itself. */
export const RATING_REQUIRED_MESSAGE = 'Para avaliar um aplicativo, é necessário as estrelas e comentário';
/** Request: POST {server}/app_rating/{id} (spec 01 §5: comment required, stars 1..5). The comment is text, kept as written (trimmed). */
export const RatingBodySchema = v.object({
  comment: v.pipe(v.string(RATING_REQUIRED_MESSAGE), v.trim(), v.nonEmpty(RATING_REQUIRED_MESSAGE)),
  stars: v.pipe(
    v.number(RATING_REQUIRED_MESSAGE),
    v.integer(RATING_REQUIRED_MESSAGE),
    v.minValue(1, RATING_REQUIRED_MESSAGE),
    v.maxValue(5, RATING_REQUIRED_MESSAGE),
  ),
});
export type RatingBody = v.InferInput<typeof RatingBodySchema>;

const List = v.pipe(
  RatingListWireSchema,
  v.transform((list) => list.map(ratingFromWire)),
);
const Ack = v.pipe(
  MessageWireSchema,
  v.transform((w) => w.message),
);

export function ratingsCalls(http: Http) {
  return {
    /** GET {server}/app_rating/{appUuid} → the app's ratings, newest first; 404 unknown app. */
    list: (appUuid: string): Promise<Rating[]> => http.json('server', `/app_rating/${encodeURIComponent(appUuid)}`, List),
    /** POST {server}/app_rating/{appUuid} {comment, stars} → message; the author is the token's account. */
    create: (appUuid: string, body: RatingBody): Promise<string> =>
      http.json('server', `/app_rating/${encodeURIComponent(appUuid)}`, Ack, { method: 'post', json: body }),
  };
}
export type RatingsCalls = ReturnType<typeof ratingsCalls>;
