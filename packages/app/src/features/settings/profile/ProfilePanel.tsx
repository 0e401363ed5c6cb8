import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil, Save, X } from 'lucide-react';
import { providersCalls, type Account } from '@portal-fiscal/api-client';
import { Button } from '@portal-fiscal/ui/Button';
import { Link as UiLink } from '@portal-fiscal/ui/Link';
import { ProfileField } from '@portal-fiscal/ui/ProfileField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useResource } from '../../../lib/api';
import { serverMessage } from '../../../lib/serverMessage';
import { useAccess, useMyAccount, useUpdateMyAccount } from '../../../data/account';
import { LoadError } from '../../../shell/PageStates';
import { useToast } from '../../../shell/toast';
import { marketplaceKeys } from '../../../data/marketplace';
import { visuallyHidden } from '@portal-fiscal/ui/theme';
import * as shared from '../../../shell/page.css';
import { formPanel, panelTitle } from '../../../shell/settings.css';
import * as styles from './ProfilePanel.css';
import {
  formatBirth,
  profileChanges,
  profileDefaults,
  profileFormSchema,
  type ProfileField as Field,
  type ProfileFormInput,
  type ProfileFormValues,
  type ProfileMessageKey,
  PROFILE_FIELDS,
} from '../../../forms/profileForm';
import { useFormKit } from '../../../forms/formKit';
import { todayInSaoPaulo } from '../../../lib/saoPaulo';

const FIELD_META: Record<
  Field,
  {
    type?: 'tel' | 'url';
    inputMode?: 'numeric' | 'tel' | 'url';
    autoComplete?: string;
    placeholder?: 'phone' | 'website' | 'birth' | 'cep' | 'state';
  }
> = {
  name: { autoComplete: 'name' },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', placeholder: 'phone' },
  cargo: { autoComplete: 'organization-title' },
  occupation: {},
  website: { type: 'url', inputMode: 'url', autoComplete: 'url', placeholder: 'website' },
  birth: { inputMode: 'numeric', autoComplete: 'bday', placeholder: 'birth' },
  cep: { inputMode: 'numeric', autoComplete: 'postal-code', placeholder: 'cep' },
  city: { autoComplete: 'address-level2' },
  state: { autoComplete: 'address-level1', placeholder: 'state' },
  company: { autoComplete: 'organization' },
};
/** The order of the screen (spec 02 §2 Profile); email sits after the name and is never editable. */
const BEFORE_EMAIL: Field[] = ['name'];
const AFTER_EMAIL: Field[] = ['phone', 'cargo', 'occupation', 'website', 'birth', 'cep', 'city', 'state', 'company'];
/** The backend names a refused field as the form does (the update's body keys are the form's fields). */
const SERVER_FIELDS: Readonly<Record<string, Field>> = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, field]));

function ProfileForm({ account, headingLevel }: { account: Account; headingLevel: 2 | 3 }) {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const access = useAccess();
  const update = useUpdateMyAccount();
  const providers = useResource(providersCalls);
  const queryClient = useQueryClient();
  const renameProvider = useMutation({
    mutationFn: ({ uuid, name }: { uuid: string; name: string }) => providers.update(uuid, { name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketplaceKeys.providers }),
  });
  const [editing, setEditing] = useState(false);
  const schema = useMemo(() => profileFormSchema(todayInSaoPaulo()), []);
  // One save however often the form is sent.
  const kit = useFormKit<ProfileFormInput, ProfileFormValues>({
    schema,
    defaults: profileDefaults(account),
    messages: { translate: (key) => t(key as ProfileMessageKey) },
    busy: update.isPending || renameProvider.isPending,
    send: (values) => save(values),
  });
  const { reset } = kit.form;
  const Heading = `h${headingLevel}` as const;

  const startEditing = () => {
    reset(profileDefaults(account));
    kit.clear();
    setEditing(true);
  };
  const cancel = () => {
    reset(profileDefaults(account));
    kit.clear();
    setEditing(false);
  };

  const save = async (values: ProfileFormValues) => {
    kit.clear();
    const body = profileChanges(account, values);
    if (Object.keys(body).length === 0) {
      // Spec 02 §4: pressing save without a change saves nothing.
      toast.info(t('settings.profile.noChange'));
      setEditing(false);
      return;
    }
    let saved: Account;
    try {
      saved = await update.mutateAsync(body);
    } catch (error) {
      // The form kit's one report: the toast, the server's field messages on their fields, the notice by 'Salvar'.
      kit.report(error, { text: () => t('settings.profile.saveError'), fields: SERVER_FIELDS });
      return;
    }
    // A renamed company renames the account's provider too (spec 02 §4), when the user may edit it.
    if (body.company && saved.provider && (access.canEditAll || access.canEditSelf)) {
      try {
        await renameProvider.mutateAsync({ uuid: saved.provider.uuid, name: body.company });
      } catch {
        toast.error(t('settings.profile.providerRenameError'));
      }
    }
    toast.success(t('settings.profile.saved'));
    reset(profileDefaults(saved));
    setEditing(false);
  };
  const saving = kit.busy;

  const valueOf = (field: Field): string | null => (field === 'birth' ? formatBirth(account.birth) : account[field]);
  const fieldFor = (field: Field) => {
    const meta = FIELD_META[field];
    return (
      <ProfileField
        key={field}
        label={t(`settings.profile.fields.${field}`)}
        value={valueOf(field)}
        emptyText={t('settings.profile.empty')}
        editing={editing}
        {...(field === 'website'
          ? {
              renderValue: (url: string) =>
                /^https?:\/\//i.test(url) ? (
                  <UiLink href={url} external externalLabel={t('common.newTab')}>
                    {url}
                  </UiLink>
                ) : (
                  url
                ),
            }
          : {})}
        inputProps={{
          ...(meta.type ? { type: meta.type } : {}),
          ...(meta.inputMode ? { inputMode: meta.inputMode } : {}),
          ...(meta.autoComplete ? { autoComplete: meta.autoComplete } : {}),
          ...(meta.placeholder ? { placeholder: t(`settings.profile.placeholders.${meta.placeholder}`) } : {}),
          required: field === 'name',
          disabled: kit.fieldsDisabled,
          error: kit.errorOf(field),
          ...kit.form.register(field),
        }}
      />
    );
  };

  const content = (
    <>
      <div className={styles.top}>
        <Heading id="profile-title" className={panelTitle}>
          {t('settings.profile.title')}
        </Heading>
        <div className={shared.actions}>
          {editing ? (
            <>
              <Button variant="secondary" icon={<X aria-hidden size={16} />} onClick={cancel} disabled={saving}>
                {t('settings.profile.cancel')}
              </Button>
              <Button
                type="submit"
                icon={<Save aria-hidden size={16} />}
                loading={saving}
                loadingLabel={t('settings.profile.saving')}
                aria-describedby={kit.message ? kit.errorId : undefined}
              >
                {t('settings.profile.save')}
              </Button>
            </>
          ) : (
            <Button variant="secondary" icon={<Pencil aria-hidden size={16} />} onClick={startEditing}>
              {t('settings.profile.edit')}
            </Button>
          )}
        </div>
      </div>
      {editing ? kit.notice : null}
      <div className={styles.grid}>
        {BEFORE_EMAIL.map(fieldFor)}
        <div className={styles.email}>
          <ProfileField
            label={t('settings.profile.fields.email')}
            value={account.email}
            emptyText={t('settings.profile.empty')}
            editing={editing}
            editable={false}
          />
          {editing ? <p className={styles.hint}>{t('settings.profile.emailHint')}</p> : null}
        </div>
        {AFTER_EMAIL.map(fieldFor)}
      </div>
    </>
  );
  // Read, the profile is a section of text with an 'Editar' button; only while editing is it a form
  // (with its 'Salvar' submit), so no form stands on the page without a way to send it.
  return editing ? (
    <form className={formPanel} {...kit.formProps} aria-labelledby="profile-title">
      {content}
    </form>
  ) : (
    <section className={formPanel} aria-labelledby="profile-title">
      {content}
    </section>
  );
}

/**
 * The signed-in user's profile (spec 02 §2 Profile screen): each field, 'Campo não definido' when empty;
 * 'Editar perfil' turns them into inputs, 'Salvar' saves what changed ('Salvando...'), and the header's
 * name and avatar follow at once. The email is never editable.
 */
export function ProfilePanel({ headingLevel }: { headingLevel: 2 | 3 }) {
  const { t } = useTranslation('settings');
  const query = useMyAccount();
  const Heading = `h${headingLevel}` as const;
  if (query.data) return <ProfileForm key={query.data.account.uuid} account={query.data.account} headingLevel={headingLevel} />;
  if (query.isError || !query.isLoading) {
    return (
      <section className={formPanel} aria-labelledby="profile-title">
        <Heading id="profile-title" className={panelTitle}>
          {t('settings.profile.title')}
        </Heading>
        <LoadError onRetry={() => void query.refetch()}>{serverMessage(query.error) ?? t('settings.profile.loadError')}</LoadError>
      </section>
    );
  }
  return (
    <section className={formPanel} aria-labelledby="profile-title" aria-busy="true">
      <span role="status" className={visuallyHidden}>
        {t('settings.profile.loading')}
      </span>
      <Heading id="profile-title" className={panelTitle}>
        {t('settings.profile.title')}
      </Heading>
      <div className={styles.grid}>
        {[...BEFORE_EMAIL, 'email', ...AFTER_EMAIL].map((field) => (
          <ProfileField key={field} label={t(`settings.profile.fields.${field as Field | 'email'}`)} emptyText="" loading />
        ))}
      </div>
    </section>
  );
}
