export { ImageDropzone, IMAGE_DROPZONE_MODES, type ImageDropzoneProps, type ImageDropzoneMode, type ExistingImage } from './ImageDropzone';
export {
  validateImageFiles,
  formatImageMessage,
  IMAGE_TYPES,
  IMAGE_MAX_BYTES,
  IMAGE_REJECTION_REASONS,
  DEFAULT_IMAGE_MESSAGES,
  LOGO_TOO_LARGE_MESSAGE,
  type ImageValidationOptions,
  type ImageValidationResult,
  type ImageValidationMessages,
  type ImageRejection,
  type ImageRejectionReason,
  type FileLike,
} from './validateImageFiles';
