import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { ProviderType } from '@portal-fiscal/api-client';
import { FormArea, FormText } from './fields';
import type { FormKit } from './formKit';
import { ProviderTypeSelect } from './ProviderTypeSelect';

/** The description's height, in lines (a loading state that draws the field gives it the same). */
export const PROVIDER_DESCRIPTION_ROWS = 5;

/** What every form that writes a provider holds: its name, description and type. */
export type ProviderFieldValues = { name: string; description: string; providerType: string };

interface Texts {
  label: string;
  placeholder?: string | undefined;
}

/**
 * The provider's fields, drawn the same way by the three forms that write one (the company panel, the
 * administration's create and edit): each form orders them and gives its texts; how a field is bound,
 * disabled while saving, locked (read-only, the company panel before 'Editar') and shows its message is
 * said once, here.
 */
export function useProviderFields<Values extends ProviderFieldValues & FieldValues, Transformed extends FieldValues>(
  kit: FormKit<Values, Transformed>,
  { locked = false, lockedClassName }: { locked?: boolean; lockedClassName?: string } = {},
) {
  const lock = locked || lockedClassName ? { readOnly: locked, className: lockedClassName } : {};
  const placeholder = (text: string | undefined) => (text && !locked ? { placeholder: text } : {});
  const field = (name: keyof ProviderFieldValues) => name as FieldPath<Values>;

  const name = ({ label, placeholder: hint }: Texts): ReactNode => (
    <FormText kit={kit} name={field('name')} label={label} {...placeholder(hint)} autoComplete="organization" required {...lock} />
  );
  const description = ({ label, placeholder: hint, required = false }: Texts & { required?: boolean }): ReactNode => (
    <FormArea
      kit={kit}
      name={field('description')}
      label={label}
      {...placeholder(hint)}
      rows={PROVIDER_DESCRIPTION_ROWS}
      {...(required ? { required } : {})}
      {...lock}
    />
  );
  const type = ({
    label,
    placeholder: hint,
    types,
    disabled = false,
  }: Texts & { types: readonly ProviderType[]; disabled?: boolean }): ReactNode => (
    <ProviderTypeSelect
      control={kit.form.control}
      types={types}
      label={label}
      placeholder={hint ?? ''}
      disabled={kit.fieldsDisabled || locked || disabled}
      error={kit.errorOf(field('providerType'))}
    />
  );
  return { name, description, type };
}
