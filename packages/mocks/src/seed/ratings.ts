import type { TableRow } from '../db';
import { RATING_COMMENTS } from './content/people';
import { pad } from './ids';
import type { SeedTablesOf } from './tables';
import { DAY, iso, NOW } from './time';

export interface AppRatingContext {
  /** The seed's random numbers. */
  rnd: () => number;
  /** The accounts that may rate (the active ones). */
  raters: readonly TableRow<'accounts'>[];
  /** The app's number (1-based) and uuid, and when it was created. */
  n: number;
  appUuid: string;
  createdMs: number;
}

/**
 * One app's ratings: 0 to 6 distinct raters (none for every ninth app); comments carry their own stars.
 * Each rater is the i-th of those not drawn yet, as if drawn from a shrinking copy of the list, without
 * copying it per app (the large scenario has 1,000 raters and 10,000 apps). Gives the stars given.
 */
export function rateApp(t: SeedTablesOf<'ratings'>, { rnd, raters, n, appUuid, createdMs }: AppRatingContext): number[] {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const ratingCount = n % 9 === 0 ? 0 : Math.floor(rnd() * 7);
  /** The raters drawn so far, as indexes of `raters`, ascending. */
  const drawn: number[] = [];
  const stars: number[] = [];
  for (let r = 0; r < ratingCount && drawn.length < raters.length; r++) {
    let index = Math.floor(rnd() * (raters.length - drawn.length));
    let at = 0;
    for (; at < drawn.length && drawn[at]! <= index; at++) index++;
    drawn.splice(at, 0, index);
    const rater = raters[index]!;
    const { stars: s, comment } = pick(RATING_COMMENTS);
    stars.push(s);
    t.ratings.push({
      appRatingUuid: `rating-${pad(n, 5)}-${r + 1}`,
      appUuid,
      accountUuid: rater.uuid,
      stars: s,
      comment,
      createdAt: iso(createdMs + Math.floor(rnd() * Math.max(1, (NOW - createdMs) / DAY - 1)) * DAY),
    });
  }
  return stars;
}
