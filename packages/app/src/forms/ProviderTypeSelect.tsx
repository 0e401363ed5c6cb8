import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import type { ProviderType } from '@portal-fiscal/api-client';
import { FormSelect } from './FormSelect';

interface ProviderTypeSelectProps<Values extends FieldValues, Context, Transformed extends FieldValues> {
  control: Control<Values, Context, Transformed>;
  /** The choices (GET /provider-types). */
  types: readonly ProviderType[];
  label: string;
  placeholder: string;
  disabled: boolean;
  error: string | undefined;
}

/**
 * 'Tipo de fornecedor', required: the `providerType` field of every form that writes a provider (the
 * company panel, the administration's create and edit), holding the chosen type's uuid.
 */
export function ProviderTypeSelect<
  Values extends FieldValues & { providerType: string },
  Context = unknown,
  Transformed extends FieldValues = Values,
>({ control, types, ...select }: ProviderTypeSelectProps<Values, Context, Transformed>) {
  return (
    <FormSelect
      control={control}
      name={'providerType' as FieldPathByValue<Values, string>}
      options={types.map((type) => ({ value: type.providerTypeUuid, label: type.name }))}
      required
      {...select}
    />
  );
}
