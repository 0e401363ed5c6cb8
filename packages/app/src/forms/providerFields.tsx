import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ProviderType } from '@portal-fiscal/api-client';
import { TextArea } from '@portal-fiscal/ui/TextArea';
import { TextField } from '@portal-fiscal/ui/TextField';
import { ProviderTypeSelect } from './ProviderTypeSelect';

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
  form: UseFormReturn<Values, unknown, Transformed>,
  {
    busy,
    errorOf,
    locked = false,
    lockedClassName,
  }: { busy: boolean; errorOf: (name: keyof ProviderFieldValues) => string | undefined; locked?: boolean; lockedClassName?: string },
) {
  const register = (name: keyof ProviderFieldValues) => form.register(name as Path<Values>);
  const lock = locked || lockedClassName ? { readOnly: locked, className: lockedClassName } : {};
  const placeholder = (text: string | undefined) => (text && !locked ? { placeholder: text } : {});

  const name = ({ label, placeholder: hint }: Texts): ReactNode => (
    <TextField
      label={label}
      {...placeholder(hint)}
      autoComplete="organization"
      required
      {...lock}
      disabled={busy}
      error={errorOf('name')}
      {...register('name')}
    />
  );
  const description = ({ label, placeholder: hint, required = false }: Texts & { required?: boolean }): ReactNode => (
    <TextArea
      label={label}
      {...placeholder(hint)}
      rows={5}
      {...(required ? { required } : {})}
      {...lock}
      disabled={busy}
      error={errorOf('description')}
      {...register('description')}
    />
  );
  const type = ({
    label,
    placeholder: hint,
    types,
    disabled = false,
  }: Texts & { types: readonly ProviderType[]; disabled?: boolean }): ReactNode => (
    <ProviderTypeSelect
      control={form.control}
      types={types}
      label={label}
      placeholder={hint ?? ''}
      disabled={busy || locked || disabled}
      error={errorOf('providerType')}
    />
  );
  return { name, description, type };
}
