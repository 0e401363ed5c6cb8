import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import { Button } from '@portal-fiscal/ui/Button';
import { LoadingOverlay } from '@portal-fiscal/ui/LoadingOverlay';
import { PasswordField } from '@portal-fiscal/ui/PasswordField';
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
import { useUserFields } from './users/fields';
import { UserPageHeader } from './users/states';
import { useCreateUser } from './users/api';
import { saveFailure } from '../../forms/saveError';
import { applyServerFieldErrors } from '../../lib/serverMessage';
import * as styles from './users/pages.css';
import { useSubmitOnce } from '../../lib/useSubmitOnce';

/**
 * The create-user form (spec 02 §2 'Criar Usuário', §3, §4, §5), fields in the spec's order. Role starts
 * at the role list's sixth entry (MARKETPLACE_ADMIN, see `ROLE_LIST`), status at ATIVO, no company.
 */
function UserCreateForm() {
  const { t } = useTranslation('adminUsers');
  const { t: tc } = useTranslation();
  const toast = useToast();
  const create = useCreateUser();
  const today = useMemo(() => todayInSaoPaulo(), []);
  const schema = useMemo(() => userCreateSchema(today), [today]);
  const form = useForm<UserCreateInput, unknown, UserCreateValues>({
    resolver: valibotResolver(schema),
    defaultValues: userCreateDefaults(),
  });
  const { register, handleSubmit, setError, reset, setFocus } = form;
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
  const { text, placeholders, birth, role, status, company, photo, choices, errorOf } = useUserFields(form, { busy, today });

  // One request at a time: a double click or Enter pressed twice never creates twice.
  const { run: onValid } = useSubmitOnce(async (values: UserCreateValues) => {
    try {
      await create.mutateAsync({ body: userCreateBody(values, choices.nameOf(values.provider), null), photo: values.photo[0] ?? null });
      toast.success(t('adminUsers.create.created'));
      // Spec 02 §4: back to the defaults (sixth role, ATIVO, no company), ready for the next one.
      reset(userCreateDefaults());
      setFocusEmail(true);
    } catch (error) {
      const { step, reason } = saveFailure(error);
      const upload = step === 'upload';
      if (isEmailTaken(reason)) {
        // 409: said on the email field, where it can be fixed.
        setError('email', { message: t('adminUsers.create.emailTaken') }, { shouldFocus: true });
        toast.error(t('adminUsers.create.createError'), { description: t('adminUsers.create.emailTaken') });
        return;
      }
      const said = userServerMessage(reason);
      toast.error(t(upload ? 'adminUsers.create.uploadError' : 'adminUsers.create.createError'), said ? { description: said } : {});
      applyServerFieldErrors(reason, USER_CREATE_SERVER_FIELDS, setError);
    }
  });

  return (
    <>
      <form
        className={styles.form}
        noValidate
        onSubmit={handleSubmit(onValid)}
        aria-busy={busy || undefined}
        aria-label={t('adminUsers.create.title')}
      >
        <p className={styles.note}>{t('adminUsers.requiredNote')}</p>
        <div className={styles.columns}>
          {text('email', {
            type: 'email',
            inputMode: 'email',
            autoComplete: 'off',
            placeholder: t('adminUsers.placeholders.email'),
            required: true,
          })}
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
