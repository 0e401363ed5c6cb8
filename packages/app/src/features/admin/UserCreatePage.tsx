import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingOverlay } from '@portal-fiscal/ui/LoadingOverlay';
import * as shared from '../../shell/page.css';
import { useToast } from '../../shell/toast';
import { AdminGate } from './AdminGate';
import { todayInSaoPaulo } from '../../lib/saoPaulo';
import {
  isEmailTaken,
  USER_CREATE_SERVER_FIELDS,
  userCreateBody,
  userCreateDefaults,
  userCreateSchema,
  userServerMessage,
  type UserCreateInput,
  type UserCreateValues,
} from './users/userForm';
import { useUserFields, useUserMessages } from './users/fields';
import { UserPageHeader } from './users/states';
import { useCreateUser } from './users/api';
import { saveFailure } from '../../forms/saveError';
import { useFormKit } from '../../forms/formKit';
import { FormButtons, FormNewPassword } from '../../forms/fields';
import * as styles from './users/pages.css';

/**
 * The create-user form (spec 02 §2 'Criar Usuário', §3, §4, §5), fields in the spec's order. Role starts
 * at the role list's sixth entry (MARKETPLACE_ADMIN, see `ROLE_LIST`), status at ATIVO, no company.
 */
function UserCreateForm() {
  const { t } = useTranslation('adminUsers');
  const toast = useToast();
  const create = useCreateUser();
  const today = useMemo(() => todayInSaoPaulo(), []);
  const schema = useMemo(() => userCreateSchema(today), [today]);
  const kit = useFormKit<UserCreateInput, UserCreateValues>({
    schema,
    defaults: userCreateDefaults(),
    messages: useUserMessages(),
    busy: create.isPending,
    send: async (values) => {
      try {
        await create.mutateAsync({ body: userCreateBody(values, choices.nameOf(values.provider), null), photo: values.photo[0] ?? null });
        toast.success(t('adminUsers.create.created'));
        // Spec 02 §4: back to the defaults (sixth role, ATIVO, no company), ready for the next one.
        kit.form.reset(userCreateDefaults());
        // The email takes the focus for the next one, once the fields the call disabled are enabled again.
        kit.focus('email');
      } catch (error) {
        if (isEmailTaken(saveFailure(error).reason)) {
          // 409: said on the email field, where it can be fixed.
          kit.form.setError('email', { message: t('adminUsers.create.emailTaken') });
          kit.focus('email');
          toast.error(t('adminUsers.create.createError'), { description: t('adminUsers.create.emailTaken') });
          return;
        }
        kit.report(error, {
          text: (step) => t(step === 'upload' ? 'adminUsers.create.uploadError' : 'adminUsers.create.createError'),
          fields: USER_CREATE_SERVER_FIELDS,
          said: userServerMessage,
          describe: true,
          notice: 'unlessOnFields',
        });
      }
    },
  });
  const { text, placeholders, birth, role, status, company, photo, choices } = useUserFields(kit, { today });

  return (
    <>
      <form className={styles.form} {...kit.formProps} aria-label={t('adminUsers.create.title')}>
        <p className={styles.note}>{t('adminUsers.requiredNote')}</p>
        <div className={styles.columns}>
          {text('email', {
            type: 'email',
            inputMode: 'email',
            autoComplete: 'off',
            placeholder: t('adminUsers.placeholders.email'),
            required: true,
          })}
          <FormNewPassword kit={kit} name="password" label={t('adminUsers.fields.password')} hint={t('adminUsers.passwordHint')} />
          {text('name', { autoComplete: 'off', required: true })}
          {role()}
          {text('cargo')}
          {text('occupation')}
          {text('phone', { type: 'tel', inputMode: 'tel', placeholder: placeholders.phone, required: true })}
          {text('website', { type: 'url', inputMode: 'url', placeholder: placeholders.website })}
          {birth()}
          {text('cep', { inputMode: 'numeric', placeholder: placeholders.cep })}
          {text('city')}
          {text('state', { placeholder: placeholders.state })}
          {text('country')}
        </div>
        {photo()}
        <div className={styles.columns}>
          {status()}
          {company({ required: false })}
        </div>
        {kit.notice}
        <FormButtons
          kit={kit}
          className={styles.actions}
          submit={t('adminUsers.create.submit')}
          submitting={t('adminUsers.create.saving')}
        />
      </form>
      <LoadingOverlay mode="fullScreen" visible={kit.busy} label={t('adminUsers.create.saving')} />
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
