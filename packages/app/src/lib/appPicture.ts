import type { App } from '@portal-fiscal/api-client';

/**
 * The picture an app card shows (the marketplace's cards, the dashboard's): the provider's photo, else the
 * app's main image (the contract's `photoUrl`). One rule for every card, and the one the marketplace's
 * frame holds its first card's picture to (src/framePictures.ts).
 */
export const appCardPicture = (app: Pick<App, 'provider' | 'photoUrl'>): string | null => app.provider?.photo || app.photoUrl || null;

/**
 * An app's photos in its gallery's order (the app's page): the main one (`isMain`: the app's `appPhoto`
 * media) first, then the others in their order. The app page's frame holds its main photo to this rule
 * too (src/framePictures.ts).
 */
export function appGalleryOrder<Photo>(photos: readonly Photo[], isMain: (photo: Photo) => boolean): Photo[] {
  const main = photos.findIndex(isMain);
  return main > 0 ? [photos[main]!, ...photos.filter((_, i) => i !== main)] : [...photos];
}
