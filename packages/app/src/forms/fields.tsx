/**
 * The light fields of every form, bound to its kit (see bound.ts). The select (FormChoice.tsx) and the image
 * dropper (FormImages.tsx) are files of their own, so a screen that needs neither (the sign-in screen, whose
 * download the size budget watches) never carries Radix Select or the dropper.
 */
import { Controller, type FieldPath, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@portal-fiscal/ui/Button';
import { Checkbox } from '@portal-fiscal/ui/Checkbox';
import { Notice } from '@portal-fiscal/ui/Notice';
import { PasswordField, type PasswordFieldProps } from '@portal-fiscal/ui/PasswordField';
import { TextArea, type TextAreaProps } from '@portal-fiscal/ui/TextArea';
import { TextField, type TextFieldProps } from '@portal-fiscal/ui/TextField';
import type { Bound, Unbound } from './bound';

/** A text input (`TextField`). */
export function FormText<Input extends FieldValues, Values extends FieldValues>({
  kit,
  name,
  disabled,
  ...field
}: Bound<Input, Values, FieldPath<Input>> & Unbound<TextFieldProps>) {
  return <TextField {...field} disabled={disabled ?? kit.fieldsDisabled} error={kit.errorOf(name)} {...kit.form.register(name)} />;
}

/** A password with its show/hide toggle (`PasswordField`), the toggle's texts the app's own. */
export function FormPassword<Input extends FieldValues, Values extends FieldValues>({
  kit,
  name,
  ...field
}: Bound<Input, Values, FieldPath<Input>> & Omit<Unbound<PasswordFieldProps>, 'showLabel' | 'hideLabel' | 'disabled'>) {
  const { t } = useTranslation();
  return (
    <PasswordField
      {...field}
      showLabel={t('common.showPassword')}
      hideLabel={t('common.hidePassword')}
      disabled={kit.fieldsDisabled}
      error={kit.errorOf(name)}
      {...kit.form.register(name)}
    />
  );
}

/** A new password (`FormPassword`, required, filled by a password manager's 'new password'). */
export function FormNewPassword<Input extends FieldValues, Values extends FieldValues>(
  props: Bound<Input, Values, FieldPath<Input>> & { label: string; hint?: string },
) {
  return <FormPassword {...props} autoComplete="new-password" required />;
}

/** A web address (`FormText` of type url: the url keyboard, the browser's url autofill unless told otherwise). */
export function FormUrl<Input extends FieldValues, Values extends FieldValues>(
  props: Bound<Input, Values, FieldPath<Input>> & Omit<Unbound<TextFieldProps>, 'type' | 'inputMode'>,
) {
  return <FormText autoComplete="url" {...props} type="url" inputMode="url" />;
}

/**
 * The message a form keeps above its fields ('Preencha todos os campos', a refused call), with the id
 * the form's `aria-describedby` names; nothing when `message` is empty.
 */
export function FormAlert({ id, message }: { id: string; message: string | null | false | undefined }) {
  return message ? (
    <div id={id}>
      <Notice tone="danger" live>
        {message}
      </Notice>
    </div>
  ) : null;
}

/** A text of several lines (`TextArea`). */
export function FormArea<Input extends FieldValues, Values extends FieldValues>({
  kit,
  name,
  ...field
}: Bound<Input, Values, FieldPath<Input>> & Omit<Unbound<TextAreaProps>, 'disabled'>) {
  return <TextArea {...field} disabled={kit.fieldsDisabled} error={kit.errorOf(name)} {...kit.form.register(name)} />;
}

/** A yes-or-no box (`Checkbox`) holding a boolean. */
export function FormCheckbox<Input extends FieldValues, Values extends FieldValues>({
  kit,
  name,
  label,
}: Bound<Input, Values, FieldPathByValue<Input, boolean>> & { label: string }) {
  return (
    <Controller
      control={kit.form.control}
      name={name}
      render={({ field }) => (
        <Checkbox
          label={label}
          checked={field.value as boolean}
          onCheckedChange={(checked) => field.onChange(checked === true)}
          name={field.name}
        />
      )}
    />
  );
}

/**
 * A form's buttons: 'Cancelar' (when given; disabled while busy) and the submit, which says `submitting`
 * while the kit is busy. `className` is the row's layout, the page's own.
 */
export function FormButtons({
  kit,
  submit,
  submitting,
  cancel,
  className,
}: {
  kit: { busy: boolean };
  submit: string;
  submitting: string;
  cancel?: { label: string; onClick: () => void };
  className: string;
}) {
  return (
    <div className={className}>
      {cancel ? (
        <Button variant="secondary" disabled={kit.busy} onClick={cancel.onClick}>
          {cancel.label}
        </Button>
      ) : null}
      <Button type="submit" loading={kit.busy} loadingLabel={submitting}>
        {submit}
      </Button>
    </div>
  );
}
