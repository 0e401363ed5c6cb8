/** The image types the portal accepts for products, company logos and profile photos. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
/** 1 MB, the spec's per-image limit. */
export const IMAGE_MAX_BYTES = 1_048_576;

export const IMAGE_REJECTION_REASONS = ['size', 'type', 'count'] as const;
export type ImageRejectionReason = (typeof IMAGE_REJECTION_REASONS)[number];

/** Message templates. `{file}` is replaced by the file name, `{max}` by the file limit. */
export interface ImageValidationMessages {
  tooLarge: string;
  unsupported: string;
  tooMany: string;
}

/** Portuguese defaults, verbatim from the spec (the 'tooMany' one is ours: the spec gives none). */
export const DEFAULT_IMAGE_MESSAGES: ImageValidationMessages = {
  tooLarge: 'Imagem {file} excede o limite de 1MB',
  unsupported: 'Formato de {file} não suportado',
  tooMany: 'Limite de {max} imagens atingido: {file} não foi adicionada',
};

/** The spec's message for the company logo. */
export const LOGO_TOO_LARGE_MESSAGE = 'Arquivo inválido excede o limite de 1MB';

export interface ImageValidationOptions {
  /** Largest accepted size in bytes. Defaults to 1 MB. */
  maxBytes?: number;
  /** Accepted MIME types. Defaults to jpeg, png and gif. */
  types?: readonly string[];
  /** How many files may still be accepted (free slots). Unlimited when omitted. */
  maxFiles?: number;
  /** Message templates; each missing one falls back to the Portuguese default. */
  messages?: Partial<ImageValidationMessages>;
}

export interface ImageRejection<F> {
  file: F;
  reason: ImageRejectionReason;
  message: string;
}

export interface ImageValidationResult<F> {
  accepted: F[];
  rejected: ImageRejection<F>[];
  /** The messages of `rejected`, in order. */
  errors: string[];
}

/** The parts of a `File` the rules need, so the function is testable without a DOM. */
export interface FileLike {
  name: string;
  size: number;
  type: string;
}

export function formatImageMessage(template: string, file: string, max?: number): string {
  return template.replaceAll('{file}', file).replaceAll('{max}', max === undefined ? '' : String(max));
}

/**
 * Splits picked or dropped files into accepted ones and rejections with their messages.
 * Type is checked first, then size, then the file limit (only valid files take a slot).
 */
export function validateImageFiles<F extends FileLike>(
  files: Iterable<F> | ArrayLike<F>,
  options: ImageValidationOptions = {},
): ImageValidationResult<F> {
  const maxBytes = options.maxBytes ?? IMAGE_MAX_BYTES;
  const types = options.types ?? IMAGE_TYPES;
  const messages = { ...DEFAULT_IMAGE_MESSAGES, ...options.messages };
  const slots = options.maxFiles ?? Number.POSITIVE_INFINITY;
  const accepted: F[] = [];
  const rejected: ImageRejection<F>[] = [];
  const reject = (file: F, reason: ImageRejectionReason, template: string) =>
    rejected.push({ file, reason, message: formatImageMessage(template, file.name, options.maxFiles) });

  for (const file of Array.from(files)) {
    if (!types.includes(file.type)) reject(file, 'type', messages.unsupported);
    else if (file.size > maxBytes) reject(file, 'size', messages.tooLarge);
    else if (accepted.length >= slots) reject(file, 'count', messages.tooMany);
    else accepted.push(file);
  }
  return { accepted, rejected, errors: rejected.map((r) => r.message) };
}
