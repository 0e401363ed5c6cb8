import type { App } from '@portal-fiscal/api-client';

/**
 * The picture an app card shows (the marketplace's cards, the dashboard's): the provider's photo, else the
 * app's main image (the contract's `photoUrl`). One rule for every card, and the one the marketplace's
 * frame holds its first card's picture to (src/framePictures.ts).
 */
export const appCardPicture = (app: Pick<App, 'provider' | 'photoUrl'>): string | null => app.provider?.photo || app.photoUrl || null;
