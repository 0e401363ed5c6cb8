/**
 * The picture in a screen's frame (ADR 0014, ADR 0015). On a phone, the largest paint of the marketplace
 * and of the leis is their first card's picture, and that of an app's or a lei's page the record's own
 * picture (the gallery's main photo, the lei's photo), which come with the data: the screen draws them
 * only once its code has arrived and run, about 3 s into a phone's visit. The early-calls script
 * (build/earlyCalls.ts) asks for the list or the record while the page parses; with these rules it takes
 * the picture from that answer and shows it in the frame's first skeleton picture, in the picture's own
 * box (packages/ui `cardShape.ts`, `GallerySkeleton`, the lei's photo box), and the page's scripts wait
 * for it (at most `FRAME_PICTURE_WAIT_MS`), so the largest paint comes with the answer.
 *
 * The frame never lies: `pick` answers the very address the screen will show there, from the answer as
 * the backend sends it, and framePictures.test.ts holds each one to the screen's own rule (the contract's
 * parse, then the card's or the page's choice) over the seeds and over crafted answers. Anything else, an
 * address that is not an absolute http(s) URL included, answers null: no picture, the skeleton stays.
 *
 * Each `pick` is inlined as source into every page that has early calls: it is self-contained (no
 * imports, no names from outside, nothing but JavaScript once its types are stripped) and takes an
 * answer that may be anything.
 */
import { LOGO_MAX_RATIO } from '@portal-fiscal/ui/cardShape';
import type { EarlyCall } from './earlyCallTable';
import { paths } from './paths';

export interface FramePictureDef {
  /** The early call whose answer holds the list or the record (src/earlyCallTable.ts). */
  call: EarlyCall;
  /** The picture in that answer (a list's first card's, or the record's), or null. */
  pick: (answer: unknown) => string | null;
  /**
   * A record's screen: its picture is the record's, whatever else its address says (a tab). Otherwise a
   * card list's, shown only at the list's address without a query (unfiltered).
   */
  record?: true;
  /** A picture narrower than this (width / height) is a logo the card shows whole: the frame leaves it out. */
  logoMaxRatio: number | null;
}

/**
 * An app card's picture (MarketplaceAppCard: the provider's photo, else the app's main image, which the
 * contract takes from `appPhotoUrl`, else the `appPhoto` media, else the first media) of the first app on
 * the marketplace's first page.
 */
export function firstAppPicture(answer: unknown): string | null {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
  const page = answer !== null && typeof answer === 'object' ? (answer as { apps?: unknown }) : null;
  const app: unknown = page && Array.isArray(page.apps) ? page.apps[0] : null;
  if (app === null || typeof app !== 'object') return null;
  const { appProviderUuid: provider, appPhotoUrl, appPhoto, appsMedias } = app as Record<string, unknown>;
  const medias: unknown[] = Array.isArray(appsMedias) ? appsMedias : [];
  const isMedia = (media: unknown): media is Record<string, unknown> => media !== null && typeof media === 'object';
  const main = medias.find((media) => isMedia(media) && media.appMediaUuid === appPhoto) ?? medias[0];
  const picture =
    (provider !== null && typeof provider === 'object' ? text((provider as Record<string, unknown>).photo) : null) ??
    text(appPhotoUrl) ??
    (isMedia(main) && typeof main.assetId === 'string' && main.assetId !== '' ? main.assetId : null);
  return picture !== null && /^https?:\/\/\S/i.test(picture.trim()) ? picture : null;
}

/**
 * The main photo of an app's gallery (AppViewPage, lib/appPicture.ts `appGalleryOrder`): the `appPhoto`
 * media, else the first media, from the app's record (`{ app }`).
 */
export function appGalleryPicture(answer: unknown): string | null {
  const app: unknown = answer !== null && typeof answer === 'object' ? (answer as { app?: unknown }).app : null;
  if (app === null || typeof app !== 'object') return null;
  const { appPhoto, appsMedias } = app as Record<string, unknown>;
  const medias: unknown[] = Array.isArray(appsMedias) ? appsMedias : [];
  const isMedia = (media: unknown): media is Record<string, unknown> => media !== null && typeof media === 'object';
  const photo = typeof appPhoto === 'string' && appPhoto.trim() !== '' ? appPhoto : null;
  const main = medias.find((media) => isMedia(media) && media.appMediaUuid === photo) ?? medias[0];
  const picture = isMedia(main) && typeof main.assetId === 'string' ? main.assetId : null;
  return picture !== null && /^https?:\/\/\S/i.test(picture.trim()) ? picture : null;
}

/**
 * A lei's photo (its `lei_photo`): of the first lei the list shows unfiltered (the backend's first), or
 * of the lei's own record.
 */
export function leiPicture(answer: unknown): string | null {
  const lei: unknown = Array.isArray(answer) ? answer[0] : answer;
  if (lei === null || typeof lei !== 'object') return null;
  const photo = (lei as Record<string, unknown>).lei_photo;
  if (photo === null || typeof photo !== 'object') return null;
  const { String: picture, Valid: valid } = photo as Record<string, unknown>;
  return valid === true && typeof picture === 'string' && /^https?:\/\/\S/i.test(picture.trim()) ? picture : null;
}

/**
 * The screens whose frame shows a picture, by path: the card lists their first card's (only at the
 * address without a query: unfiltered), the record screens the record's.
 */
export const FRAME_PICTURES: Readonly<Record<string, FramePictureDef>> = {
  [paths.appsList]: { call: 'appsFirstPage', pick: firstAppPicture, logoMaxRatio: LOGO_MAX_RATIO },
  [paths.leis]: { call: 'leis', pick: leiPicture, logoMaxRatio: null },
  [paths.appView]: { call: 'app', pick: appGalleryPicture, logoMaxRatio: null, record: true },
  [paths.leiView]: { call: 'lei', pick: leiPicture, logoMaxRatio: null, record: true },
};

/**
 * How long a frame's page holds its scripts for that picture at the most (ms): they wait for it so that
 * they do not take a phone's bandwidth from it; a slow answer or picture costs the screen this much.
 */
export const FRAME_PICTURE_WAIT_MS = 1000;
