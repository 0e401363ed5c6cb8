import type { ImageDropzoneProps } from '@portal-fiscal/ui/ImageDropzone';

/**
 * An image dropper's texts as a dictionary keeps them: one object per dropper (`label`, `instructions`,
 * `hint`, `select`, `remove`, `tooLarge`, `unsupported`, and `clear`, `edit` or `tooMany` where it has them), read
 * whole with `t(key, { returnObjects: true })`. `{file}` in a message is the dropper's own placeholder.
 */
export interface DropzoneDictionary {
  label: string;
  instructions: string;
  hint: string;
  select: string;
  remove: string;
  tooLarge: string;
  unsupported: string;
  clear?: string;
  edit?: string;
  /** A dropper of several images: more than it holds. */
  tooMany?: string;
}

type DropzoneTexts = Pick<
  ImageDropzoneProps,
  | 'label'
  | 'instructions'
  | 'hint'
  | 'selectLabel'
  | 'removeLabel'
  | 'tooLargeMessage'
  | 'unsupportedMessage'
  | 'clearLabel'
  | 'editLabel'
  | 'tooManyMessage'
>;

/** The `ImageDropzone` props of those texts: `<ImageDropzone {...dropzoneTexts(t('x.dropzone', { returnObjects: true }))} />`. */
export function dropzoneTexts(texts: DropzoneDictionary): DropzoneTexts {
  return {
    label: texts.label,
    instructions: texts.instructions,
    hint: texts.hint,
    selectLabel: texts.select,
    removeLabel: texts.remove,
    tooLargeMessage: texts.tooLarge,
    unsupportedMessage: texts.unsupported,
    ...(texts.clear ? { clearLabel: texts.clear } : {}),
    ...(texts.edit ? { editLabel: texts.edit } : {}),
    ...(texts.tooMany ? { tooManyMessage: texts.tooMany } : {}),
  };
}
