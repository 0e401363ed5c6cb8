import type { FieldPath, FieldPathByValue, FieldValues } from 'react-hook-form';
import type { Bound } from './bound';
import { FormSelect, type FormSelectProps } from './FormSelect';

/** A select (`FormSelect`) holding the chosen option's value. */
export function FormChoice<Input extends FieldValues, Values extends FieldValues>({
  kit,
  name,
  disabled,
  ...select
}: Bound<Input, Values, FieldPathByValue<Input, string>> & Omit<FormSelectProps<Input, unknown, Values>, 'control' | 'name' | 'error'>) {
  return (
    <FormSelect
      {...select}
      control={kit.form.control}
      name={name}
      disabled={disabled ?? kit.fieldsDisabled}
      error={kit.errorOf(name as FieldPath<Input>)}
    />
  );
}
