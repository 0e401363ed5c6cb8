import { http } from 'msw';
import { MessageWireSchema, RatingBodySchema, RatingListWireSchema } from '@portal-fiscal/api-client';
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
  /** GET {server}/app_rating/{id} → the app's ratings, newest first (wrapped nullable fields); 404 unknown app. */
  'ratings.list': http.get(
    `${urls.server}/app_rating/:id`,
    withBehaviour(
      withAuth(({ params }) => {
        const appUuid = param(params, 'id');
        if (!findApp(appUuid)) return notFound('App não encontrado.');
        const ratings = [...ratingsOfApp(appUuid)].sort((a, b) => desc(a.createdAt, b.createdAt) || desc(a.appRatingUuid, b.appRatingUuid));
        return wireJson(RatingListWireSchema, ratings.map((r) => ratingWire(urls, r)));
      }),
    ),
  ),

  /** POST {server}/app_rating/{id} {comment, stars 1..5} → 201 `{message}`; the author is the token's account. */
  'ratings.create': http.post(
    `${urls.server}/app_rating/:id`,
    withBehaviour(
      withAuth(async ({ request, params }, me) => {
        const appUuid = param(params, 'id');
        if (!findApp(appUuid)) return notFound('App não encontrado.');
        const parsed = await readJson(request, RatingBodySchema);
        if (!parsed.ok) return parsed.response;
        await db.ratings.create({
          appRatingUuid: newId('rating'),
          appUuid,
          accountUuid: me.uuid,
          stars: parsed.data.stars,
          comment: parsed.data.comment,
          createdAt: nowIso(),
        });
        return wireJson(MessageWireSchema, { message: 'Avaliacao realizada com sucesso!' }, { status: 201 });
      }),
    ),
  ),
});
