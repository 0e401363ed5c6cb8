import { useState, type ImgHTMLAttributes } from 'react';
import { art, image, placeholder } from './ImagePlaceholder.css';

export interface ImagePlaceholderProps {
  /** Visible text under the drawing, such as 'Sem foto' or 'Sem imagem'. Also the accessible name. */
  label?: string;
  /** Extra class for sizing (the placeholder fills its box). */
  className?: string;
}

/**
 * A locally drawn stand-in for a missing photo: an inline SVG (a landscape in a frame), never a
 * network image. With a `label` it is announced as an image with that name; without one it is decorative.
 */
export function ImagePlaceholder({ label, className }: ImagePlaceholderProps) {
  return (
    <div
      className={[placeholder, className].filter(Boolean).join(' ')}
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      data-placeholder=""
    >
      <svg className={art} viewBox="0 0 64 48" fill="none" aria-hidden focusable="false">
        <rect x="2" y="2" width="60" height="44" rx="6" stroke="currentColor" strokeWidth="3" />
        <circle cx="20" cy="16" r="5" fill="currentColor" />
        <path d="M6 40 L24 24 L34 32 L44 20 L58 36 L58 42 L6 42 Z" fill="currentColor" />
      </svg>
      {label ? <span aria-hidden>{label}</span> : null}
    </div>
  );
}

export interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  /** Image URL; when empty, null or failing to load, the placeholder shows instead. */
  src?: string | null;
  /** Text alternative of the image ('' for a decorative image). */
  alt: string;
  /** Label of the placeholder shown when there is no usable image. */
  placeholderLabel?: string;
}

/** An `<img>` that falls back to {@link ImagePlaceholder} when the URL is missing or fails to load. */
export function FallbackImage({ src, alt, placeholderLabel, className, onError, ...rest }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return <ImagePlaceholder label={placeholderLabel} className={className} />;
  }
  return (
    <img
      {...rest}
      src={src}
      alt={alt}
      className={[image, className].filter(Boolean).join(' ')}
      onError={(event) => {
        setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}
