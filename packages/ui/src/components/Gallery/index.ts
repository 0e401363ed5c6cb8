export { Gallery, GallerySkeleton, type GalleryProps, type GalleryPhoto, type GallerySkeletonProps } from './Gallery';
export { rotateForward, rotateBackward, moveToFront } from './rotation';
