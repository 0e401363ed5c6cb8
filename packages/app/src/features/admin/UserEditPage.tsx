import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { Account } from '@portal-fiscal/api-client';
import { Button } from '@portal-fiscal/ui/Button';
import { DateField } from '@portal-fiscal/ui/DateField';
import { DetailList } from '@portal-fiscal/ui/DetailList';
import { Notice } from '@portal-fiscal/ui/Notice';
import { TextField } from '@portal-fiscal/ui/TextField';
import { useBack } from '../../lib/history';
import { idParam } from '../../lib/idParam';
import * as shared from '../../shell/page.css';
import { useToast } from '../../shell/toast';
import { AdminGate } from './AdminGate';
import { adminLinks } from './links';
import { useAccountByUuid } from './api';
import { todayInSaoPaulo } from './users/display';
import { photoChange, serverFieldErrors, userEditBody, userEditDefaults, userEditSchema, userServerMessage, type UserEditInput, type UserEditValues } from './users/userForm';
import { CompanySelect, RoleSelect, StatusSelect, UserLoadError, UserNotFound, UserNotSelected, UserPageHeader, UserPhotoField, useProviderChoices, useUserMessage } from './users/UserParts';
import { UserSaveError, useUpdateUser } from './users/api';
import * as styles from './users/pages.css';
import { useSubmitOnce } from '../../lib/useSubmitOnce';

type TextName = 'name' | 'phone' | 'cargo' | 'occupation' | 'website' | 'city' | 'state' | 'country' | 'cep';

function UserEditForm({ account }: { account: Account }) {
  const { t } = useTranslation('adminUsers');
  const { t: ts } = useTranslation('settings');
  const message = useUserMessage();
  const toast = useToast();
  const [, navigate] = useLocation();
  const cancel = useBack(adminLinks.userView(account.uuid));
  const update = useUpdateUser();
  const choices = useProviderChoices();
  const baseId = useId();
  const today = useMemo(() => todayInSaoPaulo(), []);
  const schema = useMemo(() => userEditSchema(today), [today]);
  const [saveError, setSaveError] = useState<string | null>(null);
  const { register, handleSubmit, control, formState, setError, setValue, watch } = useForm<UserEditInput, unknown, UserEditValues>({
    resolver: valibotResolver(schema),
    defaultValues: userEditDefaults(account),
  });
  // Not `isSubmitting`: the fields stay enabled while the form validates, so the first wrong one gets the focus.
  const busy = update.isPending;
  const storedPhoto = watch('storedPhoto');
  // A date input's props from the register (its min/max come from `today`, not from rules).
  const birth = register('birth');
  const errorOf = (name: keyof UserEditInput) => message(formState.errors[name]?.message);

  // One request at a time: a double click or Enter pressed twice never saves twice.
  const { run: onValid } = useSubmitOnce(async (values: UserEditValues) => {
    setSaveError(null);
    try {
      const change = photoChange(account, values);
      const providerName = choices.nameOf(values.provider) ?? (account.provider?.uuid === values.provider ? account.provider.name : null);
      const saved = await update.mutateAsync({
        email: account.email,
        body: userEditBody(values, providerName, change === null ? null : undefined),
        photo: change === 'upload' ? (values.photo[0] ?? null) : null,
      });
      toast.success(t('adminUsers.editForm.saved'));
      navigate(adminLinks.userView(saved.uuid));
    } catch (error) {
      const upload = error instanceof UserSaveError && error.step === 'upload';
      const reason = error instanceof UserSaveError ? error.reason : error;
      const said = userServerMessage(reason);
      toast.error(t(upload ? 'adminUsers.editForm.uploadError' : 'adminUsers.editForm.saveError'), said ? { description: said } : {});
      const { fields } = serverFieldErrors(reason);
      for (const [field, text] of fields) setError(field, { message: text }, { shouldFocus: true });
      // A message no field shows (the server's own words, or ours) stays on screen.
      if (!fields.length) setSaveError(said ?? t(upload ? 'adminUsers.editForm.uploadError' : 'adminUsers.editForm.saveError'));
    }
  });

  const text = (name: TextName, extra: { type?: 'tel' | 'url'; inputMode?: 'tel' | 'url' | 'numeric'; autoComplete?: string; placeholder?: string; required?: boolean } = {}) => (
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
    <form className={styles.form} noValidate onSubmit={handleSubmit(onValid)} aria-busy={busy || undefined} aria-labelledby={`${baseId}-name`}>
      <h2 id={`${baseId}-name`} className={styles.name}>
        {account.name}
      </h2>
      <Controller
        control={control}
        name="photo"
        render={({ field }) => (
          <UserPhotoField
            id={`${baseId}-photo`}
            files={field.value}
            onFiles={(files) => field.onChange(files)}
            stored={storedPhoto ? { url: storedPhoto, name: account.name } : null}
            onRemoveStored={() => setValue('storedPhoto', '', { shouldDirty: true })}
            disabled={busy}
            error={errorOf('photo')}
          />
        )}
      />
      <p className={styles.note}>{t('adminUsers.requiredNote')}</p>
      <div className={styles.columns}>
        {text('name', { autoComplete: 'name', required: true })}
        <TextField label={t('adminUsers.fields.email')} type="email" value={account.email} disabled readOnly hint={t('adminUsers.editForm.emailHint')} />
        {text('phone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel', placeholder: ts('settings.profile.placeholders.phone') })}
        <Controller
          control={control}
          name="provider"
          render={({ field }) => (
            <CompanySelect
              ref={field.ref}
              choices={choices}
              required
              current={account.provider}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              disabled={busy}
              error={errorOf('provider')}
            />
          )}
        />
        {text('cargo', { autoComplete: 'organization-title' })}
        {text('occupation')}
        {text('website', { type: 'url', inputMode: 'url', autoComplete: 'url', placeholder: ts('settings.profile.placeholders.website') })}
        <DateField label={t('adminUsers.fields.birth')} ref={birth.ref} name={birth.name} onChange={birth.onChange} onBlur={birth.onBlur} max={today} disabled={busy} error={errorOf('birth')} />
        {text('city', { autoComplete: 'address-level2' })}
        {text('state', { autoComplete: 'address-level1', placeholder: ts('settings.profile.placeholders.state') })}
        {text('country', { autoComplete: 'country-name' })}
        {text('cep', { inputMode: 'numeric', autoComplete: 'postal-code', placeholder: ts('settings.profile.placeholders.cep') })}
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <StatusSelect ref={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} disabled={busy} error={errorOf('status')} />
          )}
        />
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <RoleSelect ref={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} disabled={busy} error={errorOf('role')} />
          )}
        />
      </div>
      {saveError ? (
        <Notice tone="danger" live>
          {saveError}
        </Notice>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" disabled={busy} onClick={cancel}>
          {t('adminUsers.editForm.cancel')}
        </Button>
        <Button type="submit" loading={busy} loadingLabel={t('adminUsers.editForm.saving')}>
          {t('adminUsers.editForm.save')}
        </Button>
      </div>
    </form>
  );
}

function UserEditBody({ uuid }: { uuid: string }) {
  const { t } = useTranslation('adminUsers');
  const account = useAccountByUuid(uuid);
  if (account.data) return <UserEditForm key={account.data.uuid} account={account.data} />;
  if (account.data === null) return <UserNotFound />;
  if (account.isError) return <UserLoadError onRetry={() => void account.refetch()} />;
  return (
    <div className={styles.form} aria-busy="true">
      <DetailList items={[]} loading loadingLabel={t('adminUsers.loading')} skeletonItems={10} />
    </div>
  );
}

/**
 * /settings/management/providers/user-edit?id={account uuid} (spec 02 §2 'Editar Usuário', §5): the
 * account's fields, its company (required: 'Selecione uma empresa antes de salvar.'), status and role;
 * the email is not editable. A new photo is uploaded first; then the management variant of PUT
 * /accounts/email/{email}. The backend refuses an admin demoting or deactivating themselves (400):
 * its message is shown.
 */
export default function UserEditPage() {
  const { t } = useTranslation('adminUsers');
  const uuid = idParam(useSearch());
  return (
    <div className={shared.page} data-page="admin-user-edit">
      <UserPageHeader title={t('adminUsers.editForm.title')} subtitle={t('adminUsers.editForm.subtitle')} />
      <AdminGate>{uuid ? <UserEditBody uuid={uuid} /> : <UserNotSelected />}</AdminGate>
    </div>
  );
}
