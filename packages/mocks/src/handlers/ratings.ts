import { http } from 'msw';
import { averageStars, MessageWireSchema, RATING_REQUIRED_MESSAGE, RatingBodySchema, RatingListWireSchema } from '@portal-fiscal/api-client';
import type { MockBaseUrls } from '../config';
import { db } from '../db';
import { findApp } from '../lib/apps';
import { readJson } from '../lib/body';
import { withAuth, withBehaviour } from '../lib/guard';
import { newId, nowIso } from '../lib/ids';
import { ratingsOfApp } from '../lib/indexes';
import { param } from '../lib/params';
import { notFound, wireJson } from '../lib/responses';
import { ratingWire } from '../lib/wire';

const desc = (a: string, b: string): number => (a < b ? 1 : a > b ? -1 : 0);

export const ratingsHandlers = (urls: MockBaseUrls) => ({
  /**
   * GET {server}/app_rating/{id} → the app's ratings, newest first (wrapped nullable fields); 404 unknown app.
   * Comments go out as stored: plain text, markup included (the page shows them as text).
   */
  'ratings.list': http.get(
    `${urls.server}/app_rating/:id`,
    withBehaviour(
      withAuth(({ params }) => {
        const appUuid = param(params, 'id');
        if (!findApp(appUuid)) return notFound('App não encontrado.');
        // Newest first; ratings of the same millisecond, latest stored first (the table keeps creation
        // order; ids do not sort by creation once their counter gains a digit). Stable sort.
        const ratings = [...ratingsOfApp(appUuid)].reverse().sort((a, b) => desc(a.createdAt, b.createdAt));
        return wireJson(RatingListWireSchema, ratings.map((r) => ratingWire(urls, r)));
      }),
    ),
  ),

  /**
   * POST {server}/app_rating/{id} {comment, stars 1..5} → 201 `{message}`; the author is the token's account.
   * 400 with the spec's message (on each field and on the body) for stars outside 1..5 or no comment.
   * The comment is stored as written (trimmed), never interpreted. The app's ratings (`appRatings`, in
   * every app answer) include it at once, and its stored average (`rating`) follows.
   */
  'ratings.create': http.post(
    `${urls.server}/app_rating/:id`,
    withBehaviour(
      withAuth(async ({ request, params }, me) => {
        const appUuid = param(params, 'id');
        if (!findApp(appUuid)) return notFound('App não encontrado.');
        const parsed = await readJson(request, RatingBodySchema, RATING_REQUIRED_MESSAGE);
        if (!parsed.ok) return parsed.response;
        await db.ratings.create({
          appRatingUuid: newId('rating'),
          appUuid,
          accountUuid: me.uuid,
          stars: parsed.data.stars,
          comment: parsed.data.comment,
          createdAt: nowIso(),
        });
        const stars = ratingsOfApp(appUuid).flatMap((r) => (r.stars === null ? [] : [r.stars]));
        await db.apps.update((q) => q.where({ appUuid }), {
          data(a) {
            a.rating = stars.length ? averageStars(stars) : null;
          },
        });
        return wireJson(MessageWireSchema, { message: 'Avaliacao realizada com sucesso!' }, { status: 201 });
      }),
    ),
  ),
});
