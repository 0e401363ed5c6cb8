/**
 * The shape of a card's picture, shared by the card and its skeleton: the skeleton draws the picture's box
 * at the card's own size, so nothing moves when the card replaces it, and a signed-in screen's frame can
 * show the first card's picture in the skeleton's box (packages/app/src/framePictures.ts). Plain values,
 * no imports: the app's build reads them in Node.
 */

/** An app card's picture box (width / height). */
export const APP_CARD_MEDIA_RATIO = '16 / 9';

/** A lei card's picture box (width / height). */
export const LEI_CARD_MEDIA_RATIO = '4 / 3';

/**
 * An app card's picture narrower than this (width / height) is a logo (a provider's photo is one:
 * square): the card shows it whole on its backdrop instead of cropped to fill the box.
 */
export const LOGO_MAX_RATIO = 1.25;

/**
 * The mark of a skeleton's element that stands where a record's text will (the name, the description):
 * `data-skeleton-text="{name}"`. A signed-in screen's frame writes the record's text into it before any
 * script has run (packages/app/src/frameTexts.ts), so that text stands where the record puts it.
 */
export const SKELETON_TEXT_ATTRIBUTE = 'data-skeleton-text';
