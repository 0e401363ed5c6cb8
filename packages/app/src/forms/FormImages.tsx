import { Controller, type FieldPath, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { ImageDropzone, type ImageDropzoneProps } from '@portal-fiscal/ui/ImageDropzone';
import type { Bound } from './bound';

/** Picked images (`ImageDropzone`) held as a `File[]`; `onPick` hears each pick after it is stored. */
export function FormImages<Input extends FieldValues, Values extends FieldValues>({
  kit,
  name,
  onPick,
  error,
  disabled,
  ...dropzone
}: Bound<Input, Values, FieldPathByValue<Input, File[]>> &
  Omit<ImageDropzoneProps, 'value' | 'defaultValue' | 'onChange' | 'error'> & {
    onPick?: (files: File[]) => void;
    /** A message of the page's own, in place of the field's. */
    error?: string | undefined;
  }) {
  return (
    <Controller
      control={kit.form.control}
      name={name}
      render={({ field }) => (
        <ImageDropzone
          {...dropzone}
          disabled={disabled ?? kit.fieldsDisabled}
          value={field.value as File[]}
          onChange={(files) => {
            field.onChange(files);
            onPick?.(files);
          }}
          error={error ?? kit.errorOf(name as FieldPath<Input>)}
        />
      )}
    />
  );
}
