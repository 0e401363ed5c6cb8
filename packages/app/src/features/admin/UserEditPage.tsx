import { useDeferredValue, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { Account } from '@portal-fiscal/api-client';
import { DetailList } from '@portal-fiscal/ui/DetailList';
import { TextField } from '@portal-fiscal/ui/TextField';
import { useBack } from '../../lib/history';
import { idParam } from '../../lib/urlParams';
import * as shared from '../../shell/page.css';
import { useToast } from '../../shell/toast';
import { AdminGate } from './AdminGate';
import { adminLinks } from './links';
import { useAccountByUuid } from './api';
import { todayInSaoPaulo } from '../../lib/saoPaulo';
import {
  USER_EDIT_SERVER_FIELDS,
  photoChange,
  userEditBody,
  userEditDefaults,
  userEditSchema,
  userServerMessage,
  type UserEditInput,
  type UserEditValues,
} from './users/userForm';
import { useUserFields, useUserMessages } from './users/fields';
import { UserLoadError, UserNotFound, UserNotSelected, UserPageHeader } from './users/states';
import { useUpdateUser } from './users/api';
import { useFormKit } from '../../forms/formKit';
import { FormButtons } from '../../forms/fields';
import * as styles from './users/pages.css';

function UserEditForm({ account }: { account: Account }) {
  const { t } = useTranslation('adminUsers');
  const toast = useToast();
  const [, navigate] = useLocation();
  const cancel = useBack(adminLinks.userView(account.uuid));
  const update = useUpdateUser();
  const baseId = useId();
  const today = useMemo(() => todayInSaoPaulo(), []);
  const schema = useMemo(() => userEditSchema(today), [today]);
  const kit = useFormKit<UserEditInput, UserEditValues>({
    schema,
    defaults: userEditDefaults(account),
    messages: useUserMessages(),
    busy: update.isPending,
    send: async (values) => {
      kit.clear();
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
        // A message no field shows (the server's own words, or ours) stays on screen.
        kit.report(error, {
          text: (step) => t(step === 'upload' ? 'adminUsers.editForm.uploadError' : 'adminUsers.editForm.saveError'),
          fields: USER_EDIT_SERVER_FIELDS,
          said: userServerMessage,
          describe: true,
          notice: 'unlessOnFields',
        });
      }
    },
  });
  const storedPhoto = kit.form.watch('storedPhoto');
  const { text, placeholders, birth, role, status, company, photo, choices } = useUserFields(kit, { today });

  return (
    <form className={styles.form} {...kit.formProps} aria-labelledby={`${baseId}-name`}>
      <h2 id={`${baseId}-name`} className={styles.name}>
        {account.name}
      </h2>
      {photo({
        stored: storedPhoto ? { url: storedPhoto, name: account.name } : null,
        onRemoveStored: () => kit.form.setValue('storedPhoto', '', { shouldDirty: true }),
      })}
      <p className={styles.note}>{t('adminUsers.requiredNote')}</p>
      <div className={styles.columns}>
        {text('name', { autoComplete: 'name', required: true })}
        <TextField
          label={t('adminUsers.fields.email')}
          type="email"
          value={account.email}
          disabled
          readOnly
          hint={t('adminUsers.editForm.emailHint')}
        />
        {text('phone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel', placeholder: placeholders.phone })}
        {company({ required: true, current: account.provider })}
        {text('cargo', { autoComplete: 'organization-title' })}
        {text('occupation')}
        {text('website', { type: 'url', inputMode: 'url', autoComplete: 'url', placeholder: placeholders.website })}
        {birth()}
        {text('city', { autoComplete: 'address-level2' })}
        {text('state', { autoComplete: 'address-level1', placeholder: placeholders.state })}
        {text('country', { autoComplete: 'country-name' })}
        {text('cep', { inputMode: 'numeric', autoComplete: 'postal-code', placeholder: placeholders.cep })}
        {status()}
        {role()}
      </div>
      {kit.notice}
      <FormButtons
        kit={kit}
        className={styles.actions}
        cancel={{ label: t('adminUsers.editForm.cancel'), onClick: cancel }}
        submit={t('adminUsers.editForm.save')}
        submitting={t('adminUsers.editForm.saving')}
      />
    </form>
  );
}

function UserEditBody({ uuid }: { uuid: string }) {
  const { t } = useTranslation('adminUsers');
  const account = useAccountByUuid(uuid);
  // Rendered from a deferred value: when the answer arrives, React renders the form in slices it can
  // interrupt (one long task on a phone otherwise); the skeleton stays until then.
  const data = useDeferredValue(account.data);
  if (data) return <UserEditForm key={data.uuid} account={data} />;
  if (data === null) return <UserNotFound />;
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
