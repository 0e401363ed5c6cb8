import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Building2, ShieldOff } from 'lucide-react';
import type { Account } from '@portal-fiscal/api-client';
import { Breadcrumb } from '@portal-fiscal/ui/Breadcrumb';
import { FormSection } from '@portal-fiscal/ui/FormSection';
import { Skeleton } from '@portal-fiscal/ui/Skeleton';
import { serverMessage } from '../../lib/serverMessage';
import { paths } from '../../paths';
import { myAccountHref } from '../../links/settingsTabs';
import { routerLink } from '../../shell/RouterLink';
import { useToast } from '../../shell/toast';
import {
  EMPTY_CREATE_APP_FORM,
  createAppFields,
  createAppFormSchema,
  type CreateAppFormInput,
  type CreateAppFormValues,
  type CreateAppMessageKey,
} from './createAppForm';
import { appViewHref } from '../../links/marketplace';
import { useMyAccount } from '../../data/account';
import { useCreateApp, useProviders } from '../../data/marketplace';
import { BusyRegion, LoadError, StateWithLink } from '../../shell/PageStates';
import * as pageStyles from '../../shell/page.css';
import * as styles from './CreateAppPage.css';
import { keyPrefix } from '../../forms/fieldError';
import { useFormKit } from '../../forms/formKit';
import { FormAlert, FormArea, FormButtons, FormText } from '../../forms/fields';
import { FormChoice } from '../../forms/FormChoice';
import { FormImages } from '../../forms/FormImages';
import { dropzoneTexts } from '../../forms/dropzoneTexts';
import { UploadProgress } from '../../forms/UploadProgress';

type TextFieldName = Exclude<keyof CreateAppFormInput, 'app_photo' | 'provider'>;

/** The fields a refused app names (the create call's field names are the form's). */
const SERVER_FIELDS = {
  name: 'name',
  description: 'description',
  functionalities: 'functionalities',
  main_functionalities: 'main_functionalities',
  provider: 'provider',
  app_photo: 'app_photo',
} as const;

function CreateAppForm({ account, canEditAll }: { account: Account; canEditAll: boolean }) {
  const { t } = useTranslation('marketplace');
  const [, navigate] = useLocation();
  const toast = useToast();
  const create = useCreateApp();
  const providers = useProviders(canEditAll);
  const [fillAll, setFillAll] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const schema = useMemo(() => createAppFormSchema(canEditAll), [canEditAll]);
  // One app per submit, however often 'Criar App' is clicked or Enter pressed.
  const kit = useFormKit<CreateAppFormInput, CreateAppFormValues>({
    schema,
    defaults: EMPTY_CREATE_APP_FORM,
    // Our messages are dictionary keys; a server's field message is shown as it came.
    messages: { translate: (key) => t(key as CreateAppMessageKey), isKey: keyPrefix('marketplace.') },
    busy: create.isPending,
    send: async (values) => {
      setFillAll(false);
      setProgress(0);
      let result: { appUuid: string };
      try {
        result = await create.mutateAsync({
          fields: createAppFields(values),
          photo: values.app_photo,
          onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
        });
      } catch (error) {
        setProgress(null);
        kit.serverErrors(error, SERVER_FIELDS);
        return;
      }
      // The spec's text for a truthy answer.
      toast.success(t('marketplace.create.created'));
      navigate(appViewHref(result.appUuid));
    },
    onInvalid: () => {
      create.reset();
      setFillAll(true);
    },
  });
  const { busy } = kit;
  const submitError = create.isError ? (serverMessage(create.error) ?? t('marketplace.create.uploadFailed')) : null;

  const text = (
    name: TextFieldName,
    label: string,
    extra: { placeholder?: string; hint?: string; required?: boolean; type?: 'url' } = {},
  ) => (
    <FormText
      kit={kit}
      name={name}
      label={label}
      {...(extra.placeholder ? { placeholder: extra.placeholder } : {})}
      {...(extra.hint ? { hint: extra.hint } : {})}
      {...(extra.type ? { type: extra.type, inputMode: 'url' as const } : {})}
      autoComplete="off"
      required={extra.required}
    />
  );
  const area = (name: TextFieldName, label: string, extra: { placeholder?: string; hint?: string } = {}) => (
    <FormArea
      kit={kit}
      name={name}
      label={label}
      {...(extra.placeholder ? { placeholder: extra.placeholder } : {})}
      {...(extra.hint ? { hint: extra.hint } : {})}
      rows={4}
      required
    />
  );

  return (
    <form className={styles.form} {...kit.formProps} aria-describedby={fillAll || submitError ? 'create-app-error' : undefined}>
      <FormAlert id="create-app-error" message={fillAll ? t('marketplace.create.fillAll') : submitError} />
      <FormSection collapsible={false} title={t('marketplace.create.details')}>
        {canEditAll ? (
          <FormChoice
            kit={kit}
            name="provider"
            label={t('marketplace.create.company')}
            placeholder={t('marketplace.create.companyPlaceholder')}
            options={(providers.data ?? []).map((p) => ({ value: p.uuid, label: p.name }))}
            required
            disabled={busy || providers.isPending}
          />
        ) : (
          <p className={styles.muted}>{t('marketplace.create.companyOwn', { name: account.provider?.name ?? account.company ?? '' })}</p>
        )}
        {text('name', t('marketplace.create.name'), { placeholder: t('marketplace.create.namePlaceholder'), required: true })}
        {area('description', t('marketplace.create.descriptionField'), { placeholder: t('marketplace.create.descriptionPlaceholder') })}
        {area('functionalities', t('marketplace.create.functionalities'), { hint: t('marketplace.create.functionalitiesHint') })}
        {area('main_functionalities', t('marketplace.create.mainFunctionalities'), {
          hint: t('marketplace.create.mainFunctionalitiesHint'),
        })}
        <div className={styles.columns}>
          {text('integrations', t('marketplace.create.integrations'), { hint: t('marketplace.create.integrationsHint') })}
          {text('tags', t('marketplace.create.tags'), { hint: t('marketplace.create.tagsHint') })}
        </div>
        <div className={styles.narrow}>
          <FormText
            kit={kit}
            name="rating"
            label={t('marketplace.create.rating')}
            hint={t('marketplace.create.ratingHint')}
            inputMode="decimal"
            autoComplete="off"
          />
        </div>
      </FormSection>
      <FormSection collapsible={false} title={t('marketplace.create.links')}>
        <div className={styles.columns}>
          {text('link_land', t('marketplace.create.linkLand'), { type: 'url', placeholder: 'https://' })}
          {text('link_web', t('marketplace.create.linkWeb'), { type: 'url', placeholder: 'https://' })}
          {text('link_ios', t('marketplace.create.linkIos'), { type: 'url', placeholder: 'https://' })}
          {text('link_android', t('marketplace.create.linkAndroid'), { type: 'url', placeholder: 'https://' })}
        </div>
      </FormSection>
      <FormImages
        kit={kit}
        name="app_photo"
        mode="single"
        {...dropzoneTexts(t('marketplace.create.photoDropzone', { returnObjects: true }))}
        required
      />
      {progress !== null && busy ? (
        <UploadProgress
          percent={progress}
          label={t('marketplace.create.progress')}
          text={t('marketplace.create.progressText', { percent: progress })}
        />
      ) : null}
      <FormButtons
        kit={kit}
        className={styles.actions}
        cancel={{ label: t('marketplace.create.cancel'), onClick: () => navigate(paths.appsList) }}
        submit={t('marketplace.create.submit')}
        submitting={t('marketplace.create.submitting')}
      />
    </form>
  );
}

/**
 * /create/app (spec 01 §2 Create app, §5, §8): 'Tela Criar App', a multipart `POST /create/app`.
 * Who may publish comes from `GET /accounts/email/{email}` and the role table: a marketplace admin
 * for any company (chosen here), a provider admin for its own; everyone else sees why not. The
 * backend refuses the same accounts (403), so the hidden form is never the only guard.
 */
export default function CreateAppPage() {
  const { t } = useTranslation('marketplace');
  const permissions = useMyAccount();

  let content;
  if (permissions.isPending && permissions.fetchStatus !== 'idle') {
    content = (
      <BusyRegion label={t('marketplace.create.checking')}>
        <Skeleton variant="text" lines={8} />
      </BusyRegion>
    );
  } else if (permissions.isError) {
    content = <LoadError onRetry={() => void permissions.refetch()}>{t('marketplace.create.lookupError')}</LoadError>;
  } else if (!permissions.data?.canEditSelf) {
    content = (
      <StateWithLink
        icon={<ShieldOff aria-hidden size={40} />}
        title={t('marketplace.create.notAllowedTitle')}
        description={t('marketplace.create.notAllowedDescription')}
        href={paths.appsList}
        linkLabel={t('marketplace.toMarketplace')}
      />
    );
  } else if (!permissions.data.canEditAll && !permissions.data.account.provider) {
    content = (
      <StateWithLink
        icon={<Building2 aria-hidden size={40} />}
        title={t('marketplace.create.noCompanyTitle')}
        description={t('marketplace.create.noCompanyDescription')}
        href={myAccountHref('company')}
        linkLabel={t('marketplace.create.toCompany')}
      />
    );
  } else {
    content = (
      <>
        <p className={styles.muted}>{t('marketplace.create.requiredNote')}</p>
        <CreateAppForm account={permissions.data.account} canEditAll={permissions.data.canEditAll} />
      </>
    );
  }

  return (
    <div className={pageStyles.page} data-page="create-app">
      <Breadcrumb
        label={t('marketplace.breadcrumb')}
        items={[
          { label: t('marketplace.home'), href: paths.dashboard },
          { label: t('marketplace.marketplace'), href: paths.appsList },
          { label: t('marketplace.create.breadcrumbCurrent'), current: true },
        ]}
        renderLink={routerLink}
      />
      {/* The lead is the page's, whoever may publish: the frame shows it before any script (its largest paint). */}
      <div className={pageStyles.headerText}>
        <h1 className={pageStyles.title}>{t('marketplace.create.title')}</h1>
        <p className={pageStyles.subtitle}>{t('marketplace.create.lead')}</p>
      </div>
      <div className={pageStyles.panel}>{content}</div>
    </div>
  );
}
