import { useEffect, useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import { Button } from '@portal-fiscal/ui/Button';
import { DateField } from '@portal-fiscal/ui/DateField';
import { LoadingOverlay } from '@portal-fiscal/ui/LoadingOverlay';
import { PasswordField } from '@portal-fiscal/ui/PasswordField';
import { TextField } from '@portal-fiscal/ui/TextField';
import * as shared from '../../shell/page.css';
import { useToast } from '../../shell/toast';
import { AdminGate } from './AdminGate';
import { todayInSaoPaulo } from './users/display';
import {
  isEmailTaken,
  serverFieldErrors,
  userCreateBody,
  userCreateDefaults,
  userCreateSchema,
  userServerMessage,
  type UserCreateInput,
  type UserCreateValues,
} from './users/userForm';
import { CompanySelect, RoleSelect, StatusSelect, UserPageHeader, UserPhotoField, useProviderChoices, useUserMessage } from './users/UserParts';
import { UserSaveError, useCreateUser } from './users/api';
import * as styles from './users/pages.css';
import { useSubmitOnce } from '../../lib/useSubmitOnce';

type TextName = 'email' | 'name' | 'cargo' | 'occupation' | 'phone' | 'website' | 'cep' | 'city' | 'state' | 'country';

/**
 * The create-user form (spec 02 §2 'Criar Usuário', §3, §4, §5), fields in the spec's order. Role starts
 * at the role list's sixth entry (MARKETPLACE_ADMIN, see `ROLE_LIST`), status at ATIVO, no company.
 */
function UserCreateForm() {
  const { t } = useTranslation('adminUsers');
  const { t: tc } = useTranslation();
  const { t: ts } = useTranslation('settings');
  const message = useUserMessage();
  const toast = useToast();
  const create = useCreateUser();
  const choices = useProviderChoices();
  const baseId = useId();
  const today = useMemo(() => todayInSaoPaulo(), []);
  const schema = useMemo(() => userCreateSchema(today), [today]);
  const { register, handleSubmit, control, formState, setError, reset, setFocus } = useForm<UserCreateInput, unknown, UserCreateValues>({
    resolver: valibotResolver(schema),
    defaultValues: userCreateDefaults(),
  });
  // Not `isSubmitting`: the fields stay enabled while the form validates, so the first wrong one gets the focus.
  const busy = create.isPending;
  // After a creation, the email takes the focus for the next one: once the fields are enabled again (they
  // are disabled while the call runs, and a disabled field cannot take the focus).
  const [focusEmail, setFocusEmail] = useState(false);
  useEffect(() => {
    if (!focusEmail || busy) return;
    setFocusEmail(false);
    setFocus('email');
  }, [focusEmail, busy, setFocus]);
  // A date input's props from the register (its min/max come from `today`, not from rules).
  const birth = register('birth');
  const errorOf = (name: keyof UserCreateInput) => message(formState.errors[name]?.message);

  // One request at a time: a double click or Enter pressed twice never creates twice.
  const { run: onValid } = useSubmitOnce(async (values: UserCreateValues) => {
    try {
      await create.mutateAsync({ body: userCreateBody(values, choices.nameOf(values.provider), null), photo: values.photo[0] ?? null });
      toast.success(t('adminUsers.create.created'));
      // Spec 02 §4: back to the defaults (sixth role, ATIVO, no company), ready for the next one.
      reset(userCreateDefaults());
      setFocusEmail(true);
    } catch (error) {
      const upload = error instanceof UserSaveError && error.step === 'upload';
      const reason = error instanceof UserSaveError ? error.reason : error;
      if (isEmailTaken(reason)) {
        // 409: said on the email field, where it can be fixed.
        setError('email', { message: t('adminUsers.create.emailTaken') }, { shouldFocus: true });
        toast.error(t('adminUsers.create.createError'), { description: t('adminUsers.create.emailTaken') });
        return;
      }
      const said = userServerMessage(reason);
      toast.error(t(upload ? 'adminUsers.create.uploadError' : 'adminUsers.create.createError'), said ? { description: said } : {});
      const { fields, email, password } = serverFieldErrors(reason);
      for (const [field, text] of fields) setError(field, { message: text });
      if (email) setError('email', { message: email });
      if (password) setError('password', { message: password });
    }
  });

  const text = (
    name: TextName,
    extra: { type?: 'email' | 'tel' | 'url'; inputMode?: 'email' | 'tel' | 'url' | 'numeric'; autoComplete?: string; placeholder?: string; required?: boolean } = {},
  ) => (
    <TextField
      label={t(`adminUsers.fields.${name}`)}
      {...(extra.type ? { type: extra.type } : {})}
      {...(extra.inputMode ? { inputMode: extra.inputMode } : {})}
      autoComplete={extra.autoComplete ?? 'off'}
      {...(extra.placeholder ? { placeholder: extra.placeholder } : {})}
      required={extra.required}
      disabled={busy}
      error={errorOf(name)}
      {...register(name)}
    />
  );

  return (
    <>
      <form className={styles.form} noValidate onSubmit={handleSubmit(onValid)} aria-busy={busy || undefined} aria-label={t('adminUsers.create.title')}>
        <p className={styles.note}>{t('adminUsers.requiredNote')}</p>
        <div className={styles.columns}>
          {text('email', { type: 'email', inputMode: 'email', autoComplete: 'off', placeholder: t('adminUsers.placeholders.email'), required: true })}
          <PasswordField
            label={t('adminUsers.fields.password')}
            showLabel={tc('common.showPassword')}
            hideLabel={tc('common.hidePassword')}
            autoComplete="new-password"
            required
            hint={t('adminUsers.passwordHint')}
            disabled={busy}
            error={errorOf('password')}
            {...register('password')}
          />
          {text('name', { autoComplete: 'off', required: true })}
          <Controller
            control={control}
            name="role"
            render={({ field }) => (
              <RoleSelect ref={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} disabled={busy} error={errorOf('role')} />
            )}
          />
          {text('cargo')}
          {text('occupation')}
          {text('phone', { type: 'tel', inputMode: 'tel', placeholder: ts('settings.profile.placeholders.phone'), required: true })}
          {text('website', { type: 'url', inputMode: 'url', placeholder: ts('settings.profile.placeholders.website') })}
          <DateField label={t('adminUsers.fields.birth')} ref={birth.ref} name={birth.name} onChange={birth.onChange} onBlur={birth.onBlur} max={today} disabled={busy} error={errorOf('birth')} />
          {text('cep', { inputMode: 'numeric', placeholder: ts('settings.profile.placeholders.cep') })}
          {text('city')}
          {text('state', { placeholder: ts('settings.profile.placeholders.state') })}
          {text('country')}
        </div>
        <Controller
          control={control}
          name="photo"
          render={({ field }) => <UserPhotoField id={`${baseId}-photo`} files={field.value} onFiles={(files) => field.onChange(files)} disabled={busy} error={errorOf('photo')} />}
        />
        <div className={styles.columns}>
          <Controller
            control={control}
            name="status"
            render={({ field }) => (
              <StatusSelect ref={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} disabled={busy} error={errorOf('status')} />
            )}
          />
          <Controller
            control={control}
            name="provider"
            render={({ field }) => (
              <CompanySelect
                ref={field.ref}
                choices={choices}
                required={false}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                disabled={busy}
                error={errorOf('provider')}
              />
            )}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" loading={busy} loadingLabel={t('adminUsers.create.saving')}>
            {t('adminUsers.create.submit')}
          </Button>
        </div>
      </form>
      <LoadingOverlay mode="fullScreen" visible={busy} label={t('adminUsers.create.saving')} />
    </>
  );
}

/**
 * /settings/management/providers/user-create (spec 02 §2 'Criar Usuário'): a picked photo is uploaded
 * first, then POST /accounts; 'Usuário criado com sucesso!' and the form back to its defaults. A
 * full-screen overlay covers the page while saving; an email that has an account (409) is said on its
 * field.
 */
export default function UserCreatePage() {
  const { t } = useTranslation('adminUsers');
  return (
    <div className={shared.page} data-page="admin-user-create">
      <UserPageHeader title={t('adminUsers.create.title')} subtitle={t('adminUsers.create.subtitle')} />
      <AdminGate>
        <UserCreateForm />
      </AdminGate>
    </div>
  );
}
