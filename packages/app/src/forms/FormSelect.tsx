import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Select, type SelectProps } from '@portal-fiscal/ui/Select';

export interface FormSelectProps<Values extends FieldValues, Context, Transformed extends FieldValues> extends Omit<
  SelectProps,
  'value' | 'defaultValue' | 'onValueChange' | 'onBlur' | 'name'
> {
  control: Control<Values, Context, Transformed>;
  /** A field of the form whose value is a string (the option's value). */
  name: FieldPathByValue<Values, string>;
  /**
   * Instead of storing the choice at once: receives it and the store (`change`), for a field whose change
   * moves another (a category that resets its subcategory).
   */
  onValueChange?: (value: string, change: (value: string) => void, current: string) => void;
}

/**
 * A `Select` bound to a react-hook-form field: value, change, blur, name and the ref that lets the form
 * focus the field when it is invalid. Every select of every form goes through here.
 */
export function FormSelect<Values extends FieldValues, Context = unknown, Transformed extends FieldValues = Values>({
  control,
  name,
  onValueChange,
  ...select
}: FormSelectProps<Values, Context, Transformed>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          {...select}
          ref={field.ref}
          value={field.value}
          onValueChange={onValueChange ? (value) => onValueChange(value, field.onChange, field.value) : field.onChange}
          onBlur={field.onBlur}
          name={field.name}
        />
      )}
    />
  );
}
