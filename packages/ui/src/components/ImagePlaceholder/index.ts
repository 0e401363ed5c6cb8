export { ImagePlaceholder, FallbackImage, type ImagePlaceholderProps, type FallbackImageProps } from './ImagePlaceholder';
