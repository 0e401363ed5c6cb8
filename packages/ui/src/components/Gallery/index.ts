export { Gallery, type GalleryProps, type GalleryPhoto } from './Gallery';
export { rotateForward, rotateBackward, moveToFront } from './rotation';
