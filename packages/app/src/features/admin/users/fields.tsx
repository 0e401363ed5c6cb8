import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, type FieldPath, type FieldPathByValue, type FieldValues, type Path } from 'react-hook-form';
import { DateField } from '@portal-fiscal/ui/DateField';
import { ImageDropzone } from '@portal-fiscal/ui/ImageDropzone';
import { useProviders } from '../../../data/marketplace';
import { keyPrefix } from '../../../forms/fieldError';
import { dropzoneTexts } from '../../../forms/dropzoneTexts';
import { FormText } from '../../../forms/fields';
import { FormChoice } from '../../../forms/FormChoice';
import type { FormKit, FormMessages } from '../../../forms/formKit';
import { LoadError } from '../../../shell/PageStates';
import { ROLE_LIST, STATUS_OPTIONS, type UserMessageKey } from './userForm';
import * as styles from './pages.css';

/** The user forms' messages: our keys (`adminUsers`), the profile's (`settings`), or a server's text as it came. */
export function useUserMessages(): FormMessages {
  const { t } = useTranslation('adminUsers');
  const { t: ts } = useTranslation('settings');
  return {
    translate: (key) =>
      key.startsWith('settings.')
        ? ts(key as Extract<UserMessageKey, `settings.${string}`>)
        : t(key as Extract<UserMessageKey, `adminUsers.${string}`>),
    isKey: keyPrefix('adminUsers.', 'settings.'),
  };
}

/** A Radix Select item cannot hold '': the choice that empties a select carries this value instead. */
const NONE = '__none__';
const emptiable = (next: string, change: (value: string) => void) => change(next === NONE ? '' : next);

/** The providers, by name, for the company selects. */
export function useProviderChoices() {
  const providers = useProviders();
  const sorted = useMemo(() => [...(providers.data ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')), [providers.data]);
  return { query: providers, providers: sorted, nameOf: (uuid: string) => sorted.find((p) => p.uuid === uuid)?.name ?? null };
}

/** The text fields both user forms have (create adds email and password, which edit does not change). */
export type UserTextName = 'name' | 'phone' | 'cargo' | 'occupation' | 'website' | 'city' | 'state' | 'country' | 'cep';

/** What both user forms hold: the fields this module draws. */
export type UserFieldValues = Record<UserTextName | 'role' | 'status' | 'provider' | 'birth', string> & { photo: File[] };

interface TextExtra {
  type?: 'email' | 'tel' | 'url';
  inputMode?: 'email' | 'tel' | 'url' | 'numeric';
  autoComplete?: string;
  placeholder?: string;
  required?: boolean;
}

/**
 * The fields of the user forms (create and edit), drawn the same way for both: each page only says
 * which come in which order. Labels, placeholders, the role and status lists that can be emptied, the
 * company select with its load error, the birth date bounded by `today`, and the photo dropper.
 */
export function useUserFields<Values extends UserFieldValues & FieldValues, Transformed extends FieldValues>(
  kit: FormKit<Values, Transformed>,
  { today }: { today: string },
) {
  const { t } = useTranslation('adminUsers');
  const { t: ts } = useTranslation('settings');
  const choices = useProviderChoices();
  const { register, control } = kit.form;
  const busy = kit.fieldsDisabled;
  const errorOf = (name: string) => kit.errorOf(name as FieldPath<Values>);
  const photoId = `${useId()}-photo`;
  const path = (name: string) => name as Path<Values>;
  const stringPath = (name: 'role' | 'status' | 'provider') => name as FieldPathByValue<Values, string>;

  const text = (name: UserTextName | 'email', extra: TextExtra = {}): ReactNode => (
    <FormText
      key={name}
      kit={kit}
      name={path(name)}
      label={t(`adminUsers.fields.${name}`)}
      {...(extra.type ? { type: extra.type } : {})}
      {...(extra.inputMode ? { inputMode: extra.inputMode } : {})}
      autoComplete={extra.autoComplete ?? 'off'}
      {...(extra.placeholder ? { placeholder: extra.placeholder } : {})}
      required={extra.required}
    />
  );
  const placeholders = {
    phone: ts('settings.profile.placeholders.phone'),
    website: ts('settings.profile.placeholders.website'),
    cep: ts('settings.profile.placeholders.cep'),
    state: ts('settings.profile.placeholders.state'),
  };

  const birth = (): ReactNode => {
    // A date input's props from the register (its min/max come from `today`, not from rules).
    const field = register(path('birth'));
    return (
      <DateField
        key="birth"
        label={t('adminUsers.fields.birth')}
        ref={field.ref}
        name={field.name}
        onChange={field.onChange}
        onBlur={field.onBlur}
        max={today}
        disabled={busy}
        error={errorOf('birth')}
      />
    );
  };

  /** A required select that can be emptied again (its placeholder is a choice of its own). */
  const emptiableSelect = (
    name: 'role' | 'status',
    placeholder: string,
    options: ReadonlyArray<{ value: string; label: string }>,
  ): ReactNode => (
    <FormChoice
      key={name}
      kit={kit}
      name={stringPath(name)}
      label={t(`adminUsers.fields.${name}`)}
      placeholder={placeholder}
      options={[{ value: NONE, label: placeholder }, ...options]}
      onValueChange={emptiable}
      required
    />
  );
  /** The role list (`ROLE_LIST`, the create form defaulting to its sixth entry). */
  const role = () =>
    emptiableSelect(
      'role',
      t('adminUsers.placeholders.role'),
      ROLE_LIST.map((r) => ({ value: r.id, label: r.texto })),
    );
  /** ATIVO / INATIVO, shown as Ativo / Inativo. */
  const status = () =>
    emptiableSelect(
      'status',
      t('adminUsers.placeholders.status'),
      STATUS_OPTIONS.map((s) => ({ value: s, label: t(`adminUsers.status.${s}`) })),
    );

  /**
   * 'Empresa': the providers, placeholder 'Selecione a empresa'; a failed load says so with 'Tentar
   * novamente'. Create: optional ('Sem empresa' empties it). Edit: required, and the account's company
   * now is listed even before the providers arrive.
   */
  const company = ({ required, current = null }: { required: boolean; current?: { uuid: string; name: string } | null }): ReactNode => {
    const options = choices.providers.map((p) => ({ value: p.uuid, label: p.name }));
    if (current && !options.some((o) => o.value === current.uuid)) options.unshift({ value: current.uuid, label: current.name });
    return (
      <div key="provider" className={styles.stack}>
        <FormChoice
          kit={kit}
          name={stringPath('provider')}
          label={t('adminUsers.fields.company')}
          placeholder={t('adminUsers.placeholders.company')}
          options={required ? options : [{ value: NONE, label: t('adminUsers.noCompany') }, ...options]}
          onValueChange={emptiable}
          required={required}
          disabled={busy || choices.query.isPending}
        />
        {choices.query.isError ? (
          <LoadError onRetry={() => void choices.query.refetch()}>{t('adminUsers.providersError')}</LoadError>
        ) : null}
      </div>
    );
  };

  /** 'Foto de Perfil', with the stored photo (edit) shown before a new one is picked. */
  const photo = ({
    stored = null,
    onRemoveStored,
  }: { stored?: { url: string; name: string } | null; onRemoveStored?: () => void } = {}): ReactNode => (
    <Controller
      key="photo"
      control={control}
      name={path('photo')}
      render={({ field }) => (
        <UserPhotoField
          id={photoId}
          files={field.value}
          onFiles={(files) => field.onChange(files)}
          stored={stored}
          {...(onRemoveStored ? { onRemoveStored } : {})}
          disabled={busy}
          error={errorOf('photo')}
        />
      )}
    />
  );

  return { text, placeholders, birth, role, status, company, photo, choices };
}

interface PhotoFieldProps {
  id: string;
  files: readonly File[];
  onFiles: (files: File[]) => void;
  /** The stored photo's URL ('' when none or removed) and the person's name for its text. */
  stored?: { url: string; name: string } | null;
  onRemoveStored?: () => void;
  disabled?: boolean;
  error?: string | undefined;
}

/** 'Foto de Perfil': drag and drop or pick one image (jpeg, png, gif up to 1 MB), its preview and remove. */
export function UserPhotoField({ id, files, onFiles, stored, onRemoveStored, disabled, error }: PhotoFieldProps) {
  const { t } = useTranslation('adminUsers');
  return (
    <ImageDropzone
      id={id}
      mode="single"
      {...dropzoneTexts(t('adminUsers.photo', { returnObjects: true }))}
      disabled={disabled}
      value={files}
      onChange={onFiles}
      existing={stored?.url ? [{ id: 'stored', url: stored.url, name: t('adminUsers.photoStored', { name: stored.name }) }] : []}
      {...(onRemoveStored ? { onRemoveExisting: onRemoveStored } : {})}
      {...(error ? { error } : {})}
    />
  );
}
