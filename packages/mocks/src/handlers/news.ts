import { http } from 'msw';
import { NewsListWireSchema } from '@portal-fiscal/api-client';
import type { MockBaseUrls } from '../config';
import { db } from '../db';
import { imageUrlOrNull } from '../lib/assets';
import { withBehaviour } from '../lib/guard';
import { errorResponse, wireJson } from '../lib/responses';

export const newsHandlers = (urls: MockBaseUrls) => ({
  /**
   * GET {news}/ghost/api/content/posts/?key=...&limit=... → `{posts, meta}`, newest first. Any non-empty key is
   * accepted (the demo key is `demo-content-key`); a missing key answers 401 as Ghost does. `feature_image` is
   * stored as a bare asset id (or a URL) and served as a URL, as Ghost does.
   */
  'news.list': http.get(
    `${urls.news}/ghost/api/content/posts/`,
    withBehaviour(({ request }) => {
      const query = new URL(request.url).searchParams;
      if (!query.get('key')) return errorResponse(401, 'Unknown Content API Key', { code: 'UnauthorizedError' });
      const limitText = query.get('limit');
      const limit = limitText === 'all' || !limitText ? Infinity : Math.max(1, Number(limitText) || 15);
      const posts = db.newsPosts
        .all()
        .slice()
        .sort((a, b) => b.published_at.localeCompare(a.published_at));
      const page = posts.slice(0, limit).map((post) => ({ ...post, feature_image: imageUrlOrNull(urls, post.feature_image) }));
      return wireJson(NewsListWireSchema, {
        posts: page,
        meta: { pagination: { page: 1, limit: limitText ?? 15, pages: 1, total: posts.length, next: null, prev: null } },
      });
    }),
  ),
});
