export { SlideOver, SLIDE_OVER_SIZES, type SlideOverProps, type SlideOverSize } from './SlideOver';
