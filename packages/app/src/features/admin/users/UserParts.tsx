import { forwardRef, useMemo, type FocusEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, UserRoundSearch, UserRoundX } from 'lucide-react';
import { Button } from '@portal-fiscal/ui/Button';
import { ImageDropzone } from '@portal-fiscal/ui/ImageDropzone';
import { Select } from '@portal-fiscal/ui/Select';
import { useBack } from '../../../lib/history';
import { LoadError, StateWithLink } from '../../../shell/PageStates';
import { useProviders } from '../../../data/marketplace';
import { SettingsHeader } from '../../../shell/SettingsHeader';
import { adminLinks } from '../links';
import { ROLE_LIST, STATUS_OPTIONS, type UserMessageKey } from './userForm';
import * as styles from './pages.css';

/**
 * Resolves a form message: our keys (`adminUsers`), the profile's (`settings`), or a server's text as it
 * came.
 */
export function useUserMessage() {
  const { t } = useTranslation('adminUsers');
  const { t: ts } = useTranslation('settings');
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    if (message.startsWith('adminUsers.')) return t(message as Extract<UserMessageKey, `adminUsers.${string}`>);
    if (message.startsWith('settings.')) return ts(message as Extract<UserMessageKey, `settings.${string}`>);
    return message;
  };
}

/** A Radix Select item cannot hold '': the choice that empties a select carries this value instead. */
const NONE = '__none__';

/** The top of the user screens: breadcrumb, title, subtitle and 'Voltar' (history, else the users tab). */
export function UserPageHeader({ title, subtitle }: { title: string; subtitle: string }) {
  const { t } = useTranslation('adminUsers');
  const back = useBack(adminLinks.users());
  return (
    <SettingsHeader
      title={title}
      subtitle={subtitle}
      parents={[{ label: t('adminUsers.crumb'), href: adminLinks.users() }]}
      actions={
        <Button variant="secondary" icon={<ArrowLeft aria-hidden size={18} />} onClick={back}>
          {t('adminUsers.back')}
        </Button>
      }
    />
  );
}

/** The address names no user (no `?id=`, or not an id): 'Nenhum usuário selecionado.' and the way to the list. */
export function UserNotSelected() {
  const { t } = useTranslation('adminUsers');
  return (
    <StateWithLink
      icon={<UserRoundSearch aria-hidden size={40} />}
      title={t('adminUsers.noneSelected')}
      description={t('adminUsers.noneSelectedText')}
      href={adminLinks.users()}
      linkLabel={t('adminUsers.toList')}
      headingLevel={2}
    />
  );
}

/** The address names a user that does not exist. */
export function UserNotFound() {
  const { t } = useTranslation('adminUsers');
  return (
    <StateWithLink
      icon={<UserRoundX aria-hidden size={40} />}
      title={t('adminUsers.notFound')}
      description={t('adminUsers.notFoundText')}
      href={adminLinks.users()}
      linkLabel={t('adminUsers.toList')}
      headingLevel={2}
    />
  );
}

/** The load of the user failed: the message and 'Tentar novamente'. */
export function UserLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('adminUsers');
  return <LoadError onRetry={onRetry}>{t('adminUsers.loadError')}</LoadError>;
}

interface ChoiceProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLButtonElement>;
  name: string;
  error?: string | undefined;
  disabled?: boolean;
}

/** The role select: the role list (`ROLE_LIST`, the create form defaulting to its sixth entry). Can be emptied. */
export const RoleSelect = forwardRef<HTMLButtonElement, ChoiceProps>(function RoleSelect({ value, onChange, onBlur, name, error, disabled }, ref) {
  const { t } = useTranslation('adminUsers');
  const placeholder = t('adminUsers.placeholders.role');
  return (
    <Select
      ref={ref}
      label={t('adminUsers.fields.role')}
      placeholder={placeholder}
      options={[{ value: NONE, label: placeholder }, ...ROLE_LIST.map((role) => ({ value: role.id, label: role.texto }))]}
      value={value}
      onValueChange={(next) => onChange(next === NONE ? '' : next)}
      onBlur={onBlur}
      name={name}
      required
      disabled={disabled}
      error={error}
    />
  );
});

/** ATIVO / INATIVO, shown as Ativo / Inativo. Can be emptied. */
export const StatusSelect = forwardRef<HTMLButtonElement, ChoiceProps>(function StatusSelect({ value, onChange, onBlur, name, error, disabled }, ref) {
  const { t } = useTranslation('adminUsers');
  const placeholder = t('adminUsers.placeholders.status');
  return (
    <Select
      ref={ref}
      label={t('adminUsers.fields.status')}
      placeholder={placeholder}
      options={[{ value: NONE, label: placeholder }, ...STATUS_OPTIONS.map((status) => ({ value: status, label: t(`adminUsers.status.${status}`) }))]}
      value={value}
      onValueChange={(next) => onChange(next === NONE ? '' : next)}
      onBlur={onBlur}
      name={name}
      required
      disabled={disabled}
      error={error}
    />
  );
});

/** The providers, by name, for the company selects. */
export function useProviderChoices() {
  const providers = useProviders();
  const sorted = useMemo(() => [...(providers.data ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')), [providers.data]);
  return { query: providers, providers: sorted, nameOf: (uuid: string) => sorted.find((p) => p.uuid === uuid)?.name ?? null };
}

interface CompanySelectProps extends ChoiceProps {
  choices: ReturnType<typeof useProviderChoices>;
  /** Create: the company is optional ('Sem empresa' empties it). Edit: required. */
  required: boolean;
  /** The account's company now, listed even before the providers arrive. */
  current?: { uuid: string; name: string } | null;
}

/** 'Empresa': the providers, placeholder 'Selecione a empresa'; a failed load says so with 'Tentar novamente'. */
export const CompanySelect = forwardRef<HTMLButtonElement, CompanySelectProps>(function CompanySelect(
  { value, onChange, onBlur, name, error, disabled, choices, required, current },
  ref,
) {
  const { t } = useTranslation('adminUsers');
  const options = choices.providers.map((p) => ({ value: p.uuid, label: p.name }));
  if (current && !options.some((o) => o.value === current.uuid)) options.unshift({ value: current.uuid, label: current.name });
  return (
    <div className={styles.stack}>
      <Select
        ref={ref}
        label={t('adminUsers.fields.company')}
        placeholder={t('adminUsers.placeholders.company')}
        options={required ? options : [{ value: NONE, label: t('adminUsers.noCompany') }, ...options]}
        value={value}
        onValueChange={(next) => onChange(next === NONE ? '' : next)}
        onBlur={onBlur}
        name={name}
        required={required}
        disabled={disabled || choices.query.isPending}
        error={error}
      />
      {choices.query.isError ? <LoadError onRetry={() => void choices.query.refetch()}>{t('adminUsers.providersError')}</LoadError> : null}
    </div>
  );
});

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
      label={t('adminUsers.fields.photo')}
      instructions={t('adminUsers.photo.instructions')}
      hint={t('adminUsers.photo.hint')}
      selectLabel={t('adminUsers.photo.select')}
      removeLabel={t('adminUsers.photo.remove')}
      tooLargeMessage={t('adminUsers.photo.tooLarge')}
      unsupportedMessage={t('adminUsers.photo.unsupported')}
      disabled={disabled}
      value={files}
      onChange={onFiles}
      existing={stored?.url ? [{ id: 'stored', url: stored.url, name: t('adminUsers.photoStored', { name: stored.name }) }] : []}
      {...(onRemoveStored ? { onRemoveExisting: onRemoveStored } : {})}
      {...(error ? { error } : {})}
    />
  );
}
