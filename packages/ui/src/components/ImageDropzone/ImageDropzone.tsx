import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { CircleAlert, ImageUp, Pencil, Trash2, X } from 'lucide-react';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import {
  DEFAULT_IMAGE_MESSAGES,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  LOGO_TOO_LARGE_MESSAGE,
  formatImageMessage,
  validateImageFiles,
  type ImageRejection,
} from './validateImageFiles';
import * as styles from './ImageDropzone.css';

export const IMAGE_DROPZONE_MODES = ['multiple', 'single'] as const;
export type ImageDropzoneMode = (typeof IMAGE_DROPZONE_MODES)[number];

/** An image already stored on the server (a product media, the current logo). */
export interface ExistingImage {
  id: string;
  url: string;
  /** Used as the image's alt text and in the remove label. */
  name: string;
}

export interface ImageDropzoneProps {
  /** The group label, e.g. 'Imagens do produto' or 'Logo da empresa'. */
  label: string;
  /** The text inside the drop area, e.g. 'Arraste e solte as imagens aqui ou'. */
  instructions: string;
  /** A line under the button, e.g. 'JPG, PNG ou GIF de até 1MB cada'. */
  hint?: string;
  /** The pick button. Defaults to 'Selecionar Imagens'. */
  selectLabel?: string;
  /** Clears every new file. Defaults to 'Limpar'. */
  clearLabel?: string;
  /** Remove button of each image; `{file}` is the file name. Defaults to 'Remover {file}'. */
  removeLabel?: string;
  /** Single mode, while `locked`: the unlock button. Defaults to 'Editar'. */
  editLabel?: string;
  /** `{file}` is the file name. Defaults to 'Imagem {file} excede o limite de 1MB' ('Arquivo inválido excede o limite de 1MB' in single mode). */
  tooLargeMessage?: string;
  /** `{file}` is the file name. Defaults to 'Formato de {file} não suportado'. */
  unsupportedMessage?: string;
  /** `{file}` is the file name, `{max}` the limit. */
  tooManyMessage?: string;
  /** 'multiple' for product images; 'single' for a logo or photo: one image, replaced by each new pick. */
  mode?: ImageDropzoneMode;
  /** Most images in total, existing ones included (5 when editing a product). Single mode: always 1. */
  maxFiles?: number;
  /** Largest size per file. Defaults to 1 MB (1048576 bytes). */
  maxBytes?: number;
  /** Accepted MIME types. Defaults to image/jpeg, image/png, image/gif. */
  accept?: readonly string[];
  /** New files (controlled). */
  value?: readonly File[];
  /** Initial new files when uncontrolled. */
  defaultValue?: readonly File[];
  /** Called with every new file after a pick, a drop, a removal or a clear. */
  onChange?: (files: File[]) => void;
  /** Images already stored, shown before the new ones. Single mode shows the first until a new file replaces it. */
  existing?: readonly ExistingImage[];
  /** Called when the remove button of a stored image is pressed. */
  onRemoveExisting?: (id: string) => void;
  /** Called by 'Limpar' after the new files are cleared: remove stored images here if the screen wants that too. */
  onClear?: () => void;
  /** Called with the rejected files of each pick or drop. */
  onReject?: (rejections: ImageRejection<File>[]) => void;
  /** Single mode: shows the image with only an 'Editar' button, until the caller unlocks it. */
  locked?: boolean;
  /** Called by 'Editar'. */
  onUnlock?: () => void;
  /** Disables the buttons and ignores picks and drops. Defaults to false. */
  disabled?: boolean;
  /** A validation message from the form, e.g. 'A logo da empresa é obrigatória.'. */
  error?: string;
  /** Shows a required marker after the label (visual only: nothing is enforced). Defaults to false. */
  required?: boolean;
  /** The `fieldset`'s id, also the prefix of its label, hint and error ids; generated when absent. */
  id?: string;
}

/** Object URLs for the files' previews: created once per file, revoked when a file leaves or on unmount. */
function useObjectUrls(files: readonly File[]): Map<File, string> {
  const cache = useRef(new Map<File, string>());
  const [urls, setUrls] = useState<Map<File, string>>(() => new Map());
  useEffect(() => {
    const current = cache.current;
    for (const [file, url] of current) {
      if (!files.includes(file)) {
        URL.revokeObjectURL(url);
        current.delete(file);
      }
    }
    for (const file of files) if (!current.has(file)) current.set(file, URL.createObjectURL(file));
    setUrls(new Map(current));
  }, [files]);
  useEffect(() => {
    const current = cache.current;
    return () => {
      current.forEach((url) => URL.revokeObjectURL(url));
      current.clear();
    };
  }, []);
  return urls;
}

const EMPTY: readonly File[] = [];

/**
 * Image upload by drag and drop or by the 'Selecionar Imagens' button (keyboard: Tab to it, Enter).
 * Accepts jpeg, png and gif up to 1 MB each and says why a file was refused. New files show as
 * previews with a remove button each; 'Limpar' clears them. Stored images (`existing`) show
 * alongside. `mode="single"` is for a logo or a photo: one image, replaced by each new pick, with
 * an 'Editar' unlock while `locked`.
 */
export function ImageDropzone({
  label,
  instructions,
  hint,
  selectLabel = 'Selecionar Imagens',
  clearLabel = 'Limpar',
  removeLabel = 'Remover {file}',
  editLabel = 'Editar',
  tooLargeMessage,
  unsupportedMessage = DEFAULT_IMAGE_MESSAGES.unsupported,
  tooManyMessage = DEFAULT_IMAGE_MESSAGES.tooMany,
  mode = 'multiple',
  maxFiles,
  maxBytes = IMAGE_MAX_BYTES,
  accept = IMAGE_TYPES,
  value,
  defaultValue,
  onChange,
  existing = [],
  onRemoveExisting,
  onClear,
  onReject,
  locked = false,
  onUnlock,
  disabled = false,
  error,
  required = false,
  id,
}: ImageDropzoneProps) {
  const single = mode === 'single';
  const [inner, setInner] = useState<readonly File[]>(defaultValue ?? EMPTY);
  const files = value ?? inner;
  const [rejections, setRejections] = useState<ImageRejection<File>[]>([]);
  const [dragging, setDragging] = useState(false);
  const dragDepth = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const selectRef = useRef<HTMLButtonElement>(null);
  const urls = useObjectUrls(files);
  const baseId = useId();
  const rootId = id ?? `dropzone-${baseId}`;
  const labelId = `${rootId}-label`;
  const hintId = `${rootId}-hint`;
  const errorId = `${rootId}-error`;
  const inactive = disabled || (single && locked);

  const commit = (next: readonly File[]) => {
    if (value === undefined) setInner(next);
    onChange?.([...next]);
  };

  const receive = (list: FileList | null) => {
    if (!list || inactive) return;
    const limit = single ? 1 : maxFiles;
    const free = limit === undefined ? undefined : single ? 1 : Math.max(0, limit - existing.length - files.length);
    const result = validateImageFiles(Array.from(list), {
      maxBytes,
      types: accept,
      maxFiles: free,
      messages: {
        tooLarge: tooLargeMessage ?? (single ? LOGO_TOO_LARGE_MESSAGE : DEFAULT_IMAGE_MESSAGES.tooLarge),
        unsupported: unsupportedMessage,
        tooMany: tooManyMessage,
      },
    });
    // The limit in messages is the total, not the free slots.
    const rejected = result.rejected.map((r) =>
      r.reason === 'count' ? { ...r, message: formatImageMessage(tooManyMessage, r.file.name, limit) } : r,
    );
    setRejections(rejected);
    if (rejected.length) onReject?.(rejected);
    if (result.accepted.length) commit(single ? result.accepted.slice(0, 1) : [...files, ...result.accepted]);
  };

  const removeFile = (file: File) => {
    commit(files.filter((f) => f !== file));
    selectRef.current?.focus();
  };

  const removeExisting = (image: ExistingImage) => {
    onRemoveExisting?.(image.id);
    selectRef.current?.focus();
  };

  const clear = () => {
    commit([]);
    setRejections([]);
    onClear?.();
    selectRef.current?.focus();
  };

  const onDragEnter = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (inactive) return;
    dragDepth.current += 1;
    setDragging(true);
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = inactive ? 'none' : 'copy';
  };
  const onDragLeave = () => {
    dragDepth.current = Math.max(0, dragDepth.current - 1);
    if (dragDepth.current === 0) setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    dragDepth.current = 0;
    setDragging(false);
    receive(event.dataTransfer.files);
  };

  const removeText = (name: string) => formatImageMessage(removeLabel, name);

  const removeButton = (name: string, onClick: () => void) => (
    <IconButton
      variant="secondary"
      size="sm"
      className={styles.removeButton}
      icon={<X size={16} />}
      label={removeText(name)}
      disabled={disabled}
      onClick={onClick}
    />
  );

  const dropArea = (
    <div
      className={styles.zone}
      data-dragging={dragging || undefined}
      data-invalid={error || rejections.length ? true : undefined}
      data-disabled={disabled || undefined}
      onDragEnter={onDragEnter}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
    >
      <ImageUp aria-hidden size={32} className={styles.zoneIcon} />
      <p className={styles.instructions}>{instructions}</p>
      <Button
        ref={selectRef}
        variant="secondary"
        onClick={() => inputRef.current?.click()}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
      >
        {selectLabel}
      </Button>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <input
        ref={inputRef}
        type="file"
        hidden
        tabIndex={-1}
        // Named by the group's label ('Imagens do produto', 'Logo da empresa'), as the button that opens it.
        aria-labelledby={labelId}
        accept={accept.join(',')}
        multiple={!single}
        disabled={inactive}
        onChange={(event) => {
          receive(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
    </div>
  );

  const messages = (
    <>
      <div role="alert">
        {rejections.length ? (
          <ul className={styles.errors}>
            {rejections.map((r, index) => (
              <li key={`${r.file.name}-${index}`} className={styles.errorItem}>
                <CircleAlert aria-hidden className={styles.errorIcon} />
                <span>{r.message}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          <CircleAlert aria-hidden className={styles.errorIcon} />
          <span>{error}</span>
        </p>
      ) : null}
    </>
  );

  const legend = (
    <legend id={labelId} className={styles.label}>
      {label}
      {required ? (
        <span aria-hidden className={styles.required}>
          *
        </span>
      ) : null}
    </legend>
  );

  if (single) {
    const file = files[0];
    const stored = existing[0];
    const src = file ? urls.get(file) : stored?.url;
    const name = file?.name ?? stored?.name;
    return (
      <fieldset className={styles.root} id={rootId} aria-describedby={error ? errorId : undefined}>
        {legend}
        <div className={styles.singleLayout}>
          {src && name ? (
            <div className={styles.logoColumn}>
              <img src={src} alt={name} className={styles.logo} />
              {!locked ? (
                <Button
                  variant="ghost"
                  size="sm"
                  icon={<Trash2 aria-hidden size={16} />}
                  disabled={disabled}
                  onClick={() => (file ? removeFile(file) : stored && removeExisting(stored))}
                >
                  {removeText(name)}
                </Button>
              ) : null}
            </div>
          ) : null}
          {locked ? (
            <Button variant="secondary" icon={<Pencil aria-hidden size={16} />} onClick={onUnlock} disabled={disabled}>
              {editLabel}
            </Button>
          ) : (
            dropArea
          )}
        </div>
        {messages}
      </fieldset>
    );
  }

  const hasImages = files.length > 0 || existing.length > 0;
  return (
    <fieldset className={styles.root} id={rootId} aria-describedby={error ? errorId : undefined}>
      {legend}
      {dropArea}
      {messages}
      {hasImages ? (
        <>
          <ul className={styles.previews} aria-label={label}>
            {existing.map((image) => (
              <li key={`existing-${image.id}`} className={styles.preview}>
                <img src={image.url} alt={image.name} title={image.name} className={styles.thumb} />
                {onRemoveExisting ? removeButton(image.name, () => removeExisting(image)) : null}
              </li>
            ))}
            {files.map((file, index) => {
              const src = urls.get(file);
              return (
                <li key={`${file.name}-${file.size}-${file.lastModified}-${index}`} className={styles.preview}>
                  {src ? (
                    <img src={src} alt={file.name} title={file.name} className={styles.thumb} />
                  ) : (
                    <span className={styles.thumb} aria-hidden />
                  )}
                  {removeButton(file.name, () => removeFile(file))}
                </li>
              );
            })}
          </ul>
          <div className={styles.actions}>
            <Button variant="ghost" icon={<Trash2 aria-hidden size={16} />} onClick={clear} disabled={disabled}>
              {clearLabel}
            </Button>
          </div>
        </>
      ) : null}
    </fieldset>
  );
}
