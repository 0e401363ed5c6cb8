import { http } from 'msw';
import { MessageWireSchema, RATING_REQUIRED_MESSAGE, RatingBodySchema, RatingListWireSchema } from '@portal-fiscal/api-client';
import type { MockBaseUrls } from '../config';
import { db } from '../db';
import { findApp, refreshAverage } from '../lib/apps';
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
        return wireJson(
          RatingListWireSchema,
          ratings.map((r) => ratingWire(urls, r)),
        );
      }),
    ),
  ),

  /**
   * POST {server}/app_rating/{id} {comment, stars 1..5} → 201 `{message}`; the author is the token's account.
   * 400 with the spec's message (on each field and on the body) for stars outside 1..5 or no comment.
   * The comment is stored as written (trimmed), never interpreted.
   *
   * One rating per account per app: the tab holds "the user's own rating" (spec 01 §2), so a second
   * POST by the same account replaces the first (its stars, comment and date; it keeps its id), and
   * any extra ones an older store may hold for that pair are dropped. Otherwise one account could
   * stuff an app's average by posting again and again. The app's stored average (`rating`) is then
   * recomputed from the stored ratings, and its ratings (`appRatings`, in every app answer) follow at once.
   */
  'ratings.create': http.post(
    `${urls.server}/app_rating/:id`,
    withBehaviour(
      withAuth(async ({ request, params }, me) => {
        const appUuid = param(params, 'id');
        if (!findApp(appUuid)) return notFound('App não encontrado.');
        const parsed = await readJson(request, RatingBodySchema, RATING_REQUIRED_MESSAGE);
        if (!parsed.ok) return parsed.response;
        const { stars, comment } = parsed.data;
        const createdAt = nowIso();
        const [own, ...extra] = ratingsOfApp(appUuid).filter((r) => r.accountUuid === me.uuid);
        if (own) {
          await db.ratings.update((q) => q.where({ appRatingUuid: own.appRatingUuid }), {
            data(r) {
              r.stars = stars;
              r.comment = comment;
              r.createdAt = createdAt;
            },
          });
          if (extra.length)
            db.ratings.deleteMany((q) => q.where({ appUuid, accountUuid: me.uuid, appRatingUuid: (id) => id !== own.appRatingUuid }));
        } else {
          await db.ratings.create({ appRatingUuid: newId('rating'), appUuid, accountUuid: me.uuid, stars, comment, createdAt });
        }
        await refreshAverage(appUuid);
        return wireJson(MessageWireSchema, { message: 'Avaliacao realizada com sucesso!' }, { status: 201 });
      }),
    ),
  ),
});
