import * as v from 'valibot';
import type { Http } from '../http';
import { safeHttpUrl } from '../wire/url';

/** Wire: a post of the Ghost-style content API; also the mocks' stored record. */
export const NewsPostWireSchema = v.object({
  id: v.string(),
  title: v.string(),
  published_at: v.string(),
  feature_image: v.nullable(v.string()),
  url: v.string(),
  excerpt: v.optional(v.nullable(v.string())),
});
export type NewsPostWire = v.InferOutput<typeof NewsPostWireSchema>;
/** Wire: `GET {news}/ghost/api/content/posts/?key=...` → `{ posts, meta? }`. */
export const NewsListWireSchema = v.object({
  posts: v.array(NewsPostWireSchema),
  meta: v.optional(v.unknown()),
});

export interface NewsPost {
  id: string;
  title: string;
  publishedAt: string;
  featureImage: string | null;
  /** The post's address: an http(s) URL, or '' when the service sent another scheme (never a link then). */
  url: string;
  excerpt: string | null;
}
export const newsPostFromWire = (w: NewsPostWire): NewsPost => ({
  id: w.id,
  title: w.title,
  publishedAt: w.published_at,
  featureImage: w.feature_image,
  url: safeHttpUrl(w.url) ?? '',
  excerpt: w.excerpt ?? null,
});

const List = v.pipe(
  NewsListWireSchema,
  v.transform((w) => w.posts.map(newsPostFromWire)),
);

export function newsCalls(http: Http) {
  return {
    /**
     * GET {news}/ghost/api/content/posts/?key={key}&limit={limit} → newest first. No bearer; a 401 here
     * (bad key) does not reach `onUnauthorized`: it is the news service's key, not the session.
     */
    list: (options: { limit?: number } = {}): Promise<NewsPost[]> =>
      http.json('news', '/ghost/api/content/posts/', List, {
        searchParams: { key: http.config.newsKey, limit: options.limit ?? 15, order: 'published_at desc' },
      }),
  };
}
export type NewsCalls = ReturnType<typeof newsCalls>;
