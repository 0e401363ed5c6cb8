import type { FieldValues } from 'react-hook-form';
import type { FormKit } from './formKit';

/**
 * The fields of every form, bound to its kit (`useFormKit`): each takes the kit and the field's name,
 * and gets from them its value, change, blur, ref (the focus on a wrong field), its message and its
 * `disabled` while the form is busy. The rest are the ui component's own props (label, hint, ...).
 */
export interface Bound<Input extends FieldValues, Values extends FieldValues, Name> {
  kit: FormKit<Input, Values>;
  name: Name;
}

export type Unbound<Props> = Omit<Props, 'name' | 'error' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'>;
