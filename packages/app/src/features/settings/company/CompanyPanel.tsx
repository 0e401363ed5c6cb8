import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { Building2, Pencil } from 'lucide-react';
import { type Account, type Provider, type ProviderType } from '@portal-fiscal/api-client';
import { Button } from '@portal-fiscal/ui/Button';
import { DetailList } from '@portal-fiscal/ui/DetailList';
import { EmptyState } from '@portal-fiscal/ui/EmptyState';
import { Notice } from '@portal-fiscal/ui/Notice';
import { Skeleton } from '@portal-fiscal/ui/Skeleton';
import { useAccess, useMyAccount } from '../../../data/account';
import { sessionAtom } from '../../../lib/session';
import { LoadError, BusyRegion } from '../../../shell/PageStates';
import { useToast } from '../../../shell/toast';
import * as shared from '../../../shell/page.css';
import { useProvider } from '../../../data/marketplace';
import {
  SERVER_FIELDS,
  companyFormDefaults,
  companyFormSchema,
  hasLogo,
  type CompanyFormInput,
  type CompanyFormValues,
  type CompanyMessageKey,
} from './companyForm';
import { useProviderTypes } from '../../../data/marketplace';
import { forgetPendingCompany, readPendingCompany, useSaveCompany } from './api';
import * as settings from '../../../shell/settings.css';
import * as styles from './CompanyPanel.css';
import { keyPrefix } from '../../../forms/fieldError';
import { useFormKit } from '../../../forms/formKit';
import { FormImages } from '../../../forms/FormImages';
import { dropzoneTexts } from '../../../forms/dropzoneTexts';
import { UploadProgress } from '../../../forms/UploadProgress';
import { useProviderFields } from '../../../forms/providerFields';

type HeadingLevel = 2 | 3;

function LoadingCompany() {
  const { t } = useTranslation('company');
  return (
    <BusyRegion className={styles.skeleton} label={t('company.loading')}>
      <Skeleton variant="card" width="96px" height="96px" />
      <Skeleton variant="text" width="40%" />
      <Skeleton variant="text" lines={4} />
      <Skeleton variant="text" width="50%" />
    </BusyRegion>
  );
}

/** The company of an account that may not edit it (spec 02 §6): what it is, and why there is no form. */
function ReadOnlyCompany({ provider }: { provider: Provider }) {
  const { t } = useTranslation('company');
  return (
    <>
      <Notice tone="info" title={t('company.readOnly.title')}>
        {t('company.readOnly.text')}
      </Notice>
      <div className={styles.readOnly}>
        {provider.photo ? (
          <img src={provider.photo} alt={t('company.logoAlt', { name: provider.name })} className={styles.readOnlyLogo} />
        ) : null}
        <div className={styles.readOnlyDetails}>
          <DetailList
            columns={1}
            emptyValue={t('company.notSet')}
            items={[
              { id: 'name', label: t('company.name'), value: provider.name },
              { id: 'type', label: t('company.type'), value: provider.providerTypeName },
              { id: 'description', label: t('company.description'), value: provider.description },
            ]}
          />
        </div>
      </div>
    </>
  );
}

interface CompanyFormProps {
  account: Account;
  /** The stored company; null registers one. */
  provider: Provider | null;
  /** A company created in an earlier visit but never attached: the form starts from it. */
  draft: Provider | null;
  types: readonly ProviderType[];
  /** Called once a new company is registered (this form then gives way to the stored company's). */
  onCreated: () => void;
  /** Focus 'Editar Empresa' on arrival: the company was just registered, the focus had been on submit. */
  focusEdit: boolean;
}

/**
 * The company form (spec 02 §2 Company screen, §4, §5). A stored company opens locked: 'Editar Empresa'
 * unlocks every field, 'Editar' on the logo only the logo. Submit ('Salvar Alterações' / 'Cadastrar
 * empresa', 'Salvando...') stays disabled without a logo or while saving.
 */
function CompanyForm({ account, provider, draft, types, onCreated, focusEdit: focusEditOnArrival }: CompanyFormProps) {
  const { t } = useTranslation('company');
  const toast = useToast();
  const save = useSaveCompany();
  const isNew = provider === null;
  const [formLocked, setFormLocked] = useState(!isNew);
  const [logoLocked, setLogoLocked] = useState(!isNew);
  const [logoTouched, setLogoTouched] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const focusEdit = useRef(false);
  const baseId = useId();
  const logoId = `${baseId}-logo`;
  const hintId = `${baseId}-hint`;

  const kit = useFormKit<CompanyFormInput, CompanyFormValues>({
    schema: companyFormSchema,
    defaults: companyFormDefaults(provider ?? draft),
    // Our messages are dictionary keys; a server's field message is shown as it came.
    messages: { translate: (key) => t(key as CompanyMessageKey), isKey: keyPrefix('company.errors.') },
    busy: save.isPending,
    send: async (values) => {
      kit.clear();
      setProgress(values.logo.length ? 0 : null);
      try {
        const result = await save.mutateAsync({
          values,
          provider,
          accountCompany: account.company,
          onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
        });
        toast.success(t(result.created ? 'company.toast.created' : 'company.toast.updated'));
        if (result.created) onCreated();
        // A new company remounts this form (locked) under its own key; an edited one locks here.
        lockAgain(result.provider);
      } catch (error) {
        kit.report(error, {
          text: (step) =>
            t(step === 'upload' ? 'company.toast.uploadError' : isNew ? 'company.toast.createError' : 'company.toast.updateError'),
          fields: SERVER_FIELDS,
        });
      } finally {
        setProgress(null);
      }
    },
  });
  const { form, busy } = kit;
  const logo = form.watch('logo');
  const storedLogo = form.watch('storedLogo');
  const logoPresent = hasLogo({ logo, storedLogo });
  const editing = !formLocked || !logoLocked;

  const fields = useProviderFields(kit, { locked: formLocked, lockedClassName: styles.locked });
  // Submit is disabled without a logo, so its message shows as soon as the user is filling the form in.
  const logoError =
    kit.errorOf('logo') ??
    (!logoPresent && !logoLocked && (logoTouched || form.formState.isDirty || form.formState.isSubmitted)
      ? t('company.errors.logoRequired')
      : undefined);

  useEffect(() => {
    if (focusEditOnArrival) editRef.current?.focus();
  }, [focusEditOnArrival]);
  useEffect(() => {
    if (focusEdit.current && !editing) {
      focusEdit.current = false;
      editRef.current?.focus();
    }
  }, [editing]);

  const lockAgain = (next: Provider) => {
    form.reset(companyFormDefaults(next));
    setFormLocked(true);
    setLogoLocked(true);
    setLogoTouched(false);
    kit.clear();
    focusEdit.current = true;
  };

  const unlockAll = () => {
    setFormLocked(false);
    setLogoLocked(false);
    // The fields become editable on the next render.
    requestAnimationFrame(() => form.setFocus('name'));
  };

  const unlockLogo = () => {
    setLogoLocked(false);
    requestAnimationFrame(() => document.getElementById(logoId)?.querySelector<HTMLButtonElement>('button')?.focus());
  };

  const cancel = () => {
    if (provider) lockAgain(provider);
  };

  const submitLabel = isNew ? t('company.create') : t('company.save');
  const storedName = provider?.name ?? draft?.name ?? '';

  return (
    <form className={styles.form} {...kit.formProps}>
      <FormImages
        kit={kit}
        name="logo"
        id={logoId}
        mode="single"
        {...dropzoneTexts(t('company.logoDropzone', { returnObjects: true }))}
        required
        locked={logoLocked}
        onUnlock={unlockLogo}
        onPick={(files) => {
          setLogoTouched(true);
          if (files.length) form.clearErrors('logo');
        }}
        existing={
          storedLogo ? [{ id: 'stored', url: storedLogo, name: t('company.logoAlt', { name: storedName || t('company.title') }) }] : []
        }
        onRemoveExisting={() => {
          form.setValue('storedLogo', '', { shouldDirty: true });
          setLogoTouched(true);
        }}
        error={logoError}
      />
      <div className={styles.fields}>
        {fields.name({ label: t('company.name'), placeholder: t('company.namePlaceholder') })}
        {fields.description({ label: t('company.description'), placeholder: t('company.descriptionPlaceholder'), required: true })}
        {fields.type({ label: t('company.type'), placeholder: t('company.typePlaceholder'), types })}
      </div>
      {kit.notice}
      {progress !== null && busy ? (
        <UploadProgress percent={progress} label={t('company.progressLabel')} text={t('company.progress', { percent: progress })} />
      ) : null}
      {editing ? (
        <>
          <div className={settings.formActions}>
            {!isNew ? (
              <Button variant="secondary" disabled={busy} onClick={cancel}>
                {t('company.cancel')}
              </Button>
            ) : null}
            <Button
              type="submit"
              disabled={!logoPresent}
              loading={busy}
              loadingLabel={t('company.saving')}
              aria-describedby={[!logoPresent ? hintId : null, kit.message ? kit.errorId : null].filter(Boolean).join(' ') || undefined}
            >
              {submitLabel}
            </Button>
          </div>
          {!logoPresent ? (
            <p id={hintId} className={settings.formHint}>
              {t('company.requiredHint')}
            </p>
          ) : null}
        </>
      ) : (
        <div className={settings.formActions}>
          <Button ref={editRef} icon={<Pencil aria-hidden size={16} />} onClick={unlockAll}>
            {t('company.edit')}
          </Button>
        </div>
      )}
    </form>
  );
}

/**
 * The company screen (spec 02 §2 Company screen), in My Account's 'Empresa' tab and at /settings/company.
 * The account's company (`account.provider`) is loaded in full with the provider types; an account
 * without one registers it. An account that may not edit sees its company read only.
 */
export function CompanyPanel({ headingLevel }: { headingLevel: HeadingLevel }) {
  const { t } = useTranslation('company');
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  const me = useMyAccount();
  const access = useAccess();
  const email = useAtomValue(sessionAtom)?.email ?? '';
  const account = access.account;
  const canEdit = access.canEditAll || access.canEditSelf;
  const providerUuid = account?.provider?.uuid ?? null;
  // Read once: a company created in an earlier visit of this tab, never attached to the account.
  const [pendingUuid] = useState(() => readPendingCompany(email));
  const draftUuid = account && canEdit && !providerUuid ? pendingUuid : null;
  const provider = useProvider(providerUuid);
  const draft = useProvider(draftUuid);
  const types = useProviderTypes();
  const [created, setCreated] = useState(false);
  const onCreated = useCallback(() => setCreated(true), []);

  useEffect(() => {
    if (draftUuid && draft.isError) forgetPendingCompany(email);
  }, [draftUuid, draft.isError, email]);

  let content: ReactNode;
  let intro = t('company.intro');
  if (access.pending) {
    content = <LoadingCompany />;
  } else if (me.isError || !account) {
    content = <LoadError onRetry={() => void me.refetch()}>{t('company.accountError')}</LoadError>;
  } else if (!providerUuid && !canEdit) {
    content = (
      <EmptyState
        icon={<Building2 aria-hidden size={40} />}
        title={t('company.noCompany.title')}
        description={t('company.noCompany.text')}
        headingLevel={(headingLevel + 1) as 3 | 4}
      />
    );
  } else if (provider.isError || (canEdit && types.isError)) {
    content = (
      <LoadError
        onRetry={() => {
          if (provider.isError) void provider.refetch();
          if (types.isError) void types.refetch();
        }}
      >
        {t('company.loadError')}
      </LoadError>
    );
  } else if ((providerUuid && provider.isPending) || (canEdit && types.isPending) || (draftUuid && draft.isPending)) {
    content = <LoadingCompany />;
  } else if (!canEdit && provider.data) {
    content = <ReadOnlyCompany provider={provider.data} />;
  } else {
    if (!providerUuid) intro = t('company.introCreate');
    content = (
      <CompanyForm
        key={providerUuid ?? 'new'}
        account={account}
        provider={providerUuid ? (provider.data ?? null) : null}
        draft={draftUuid ? (draft.data ?? null) : null}
        types={types.data ?? []}
        onCreated={onCreated}
        focusEdit={created}
      />
    );
  }

  return (
    <section className={`${shared.panel} ${styles.panel}`} aria-labelledby={headingId}>
      <div className={styles.headText}>
        <Heading id={headingId} className={settings.panelTitle}>
          {t('company.heading')}
        </Heading>
        <p className={styles.intro}>{intro}</p>
      </div>
      {content}
    </section>
  );
}
