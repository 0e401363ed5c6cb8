import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Ban, RefreshCw } from 'lucide-react';
import { Breadcrumb } from '@portal-fiscal/ui/Breadcrumb';
import { Button } from '@portal-fiscal/ui/Button';
import { EmptyState } from '@portal-fiscal/ui/EmptyState';
import { Link as UiLink } from '@portal-fiscal/ui/Link';
import { Notice } from '@portal-fiscal/ui/Notice';
import { Skeleton } from '@portal-fiscal/ui/Skeleton';
import { serverMessage } from '../../lib/serverMessage';
import { paths } from '../../paths';
import { routerLink } from '../../shell/RouterLink';
import { useToast } from '../../shell/toast';
import { shortcutKeys, useCreateShortcut, useShortcuts } from './api';
import { MAX_SHORTCUTS, canCreateShortcut } from './shortcuts';
import {
  ShortcutFormSchema,
  isShortcutLimitError,
  type ShortcutFormInput,
  type ShortcutFormMessageKey,
  type ShortcutFormValues,
} from './shortcutForm';
import { BusyRegion } from '../../shell/PageStates';
import * as pageStyles from '../../shell/page.css';
import * as styles from './CreateShortcutPage.css';
import { useFormKit } from '../../forms/formKit';
import { FormAlert, FormButtons, FormText, FormUrl } from '../../forms/fields';
import { FormImages } from '../../forms/FormImages';
import { dropzoneTexts } from '../../forms/dropzoneTexts';
import { UploadProgress } from '../../forms/UploadProgress';

function LimitReached() {
  const { t } = useTranslation('dashboard');
  return (
    <EmptyState
      icon={<Ban aria-hidden size={40} />}
      title={t('shortcuts.create.limitTitle')}
      description={t('shortcuts.create.limitDescription', { limit: MAX_SHORTCUTS })}
      action={
        <UiLink asChild variant="standalone">
          <Link href={paths.dashboard}>{t('shortcuts.create.backToDashboard')}</Link>
        </UiLink>
      }
    />
  );
}

function ShortcutForm({ onLimit }: { onLimit: () => void }) {
  const { t } = useTranslation('dashboard', { keyPrefix: 'shortcuts' });
  const { t: tAll } = useTranslation('dashboard');
  const [, navigate] = useLocation();
  const toast = useToast();
  const create = useCreateShortcut();
  const [fillAll, setFillAll] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  // One upload however often the form is sent; the callbacks below show the outcome.
  const kit = useFormKit<ShortcutFormInput, ShortcutFormValues>({
    schema: ShortcutFormSchema,
    defaults: { name: '', atalho_url: '', atalho_media: [] },
    messages: { translate: (key) => tAll(key as ShortcutFormMessageKey) },
    busy: create.isPending,
    send: (values) => {
      setFillAll(false);
      setProgress(0);
      return create
        .mutateAsync(
          {
            fields: { name: values.name, atalho_url: values.atalho_url },
            media: values.atalho_media,
            onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
          },
          {
            onSuccess: () => {
              toast.success(t('created'));
              navigate(paths.dashboard);
            },
            onError: (error) => {
              setProgress(null);
              if (isShortcutLimitError(error)) onLimit();
              else kit.serverErrors(error, { name: 'name', atalho_url: 'atalho_url' });
            },
          },
        )
        .catch(() => undefined);
    },
    onInvalid: () => {
      create.reset();
      setFillAll(true);
    },
  });

  const submitError =
    create.isError && !isShortcutLimitError(create.error) ? (serverMessage(create.error) ?? t('create.uploadFailed')) : null;
  const { busy } = kit;

  return (
    <form className={styles.form} {...kit.formProps} aria-describedby={fillAll || submitError ? 'shortcut-form-error' : undefined}>
      <FormAlert id="shortcut-form-error" message={fillAll ? t('create.fillAll') : submitError} />
      <FormText kit={kit} name="name" label={t('create.name')} placeholder={t('create.namePlaceholder')} autoComplete="off" required />
      <FormUrl
        kit={kit}
        name="atalho_url"
        label={t('create.url')}
        placeholder={t('create.urlPlaceholder')}
        hint={t('create.urlHint')}
        required
      />
      <FormImages
        kit={kit}
        name="atalho_media"
        mode="single"
        {...dropzoneTexts(t('create.imageDropzone', { returnObjects: true }))}
        required
      />
      {progress !== null && busy ? (
        <UploadProgress percent={progress} label={t('create.progress')} text={t('create.progressText', { percent: progress })} />
      ) : null}
      <FormButtons
        kit={kit}
        className={styles.actions}
        cancel={{ label: t('create.cancel'), onClick: () => navigate(paths.dashboard) }}
        submit={t('create.submit')}
        submitting={t('create.submitting')}
      />
    </form>
  );
}

/** /create/atalho (spec 01 §2, §5, §8): name, link and image; at the 5-shortcut limit, a message instead of the form. */
export default function CreateShortcutPage() {
  const { t } = useTranslation('dashboard');
  const shortcuts = useShortcuts();
  const queryClient = useQueryClient();
  const [limitHit, setLimitHit] = useState(false);
  const atLimit = limitHit || (shortcuts.isSuccess && !canCreateShortcut(shortcuts.data.length));

  return (
    <div className={styles.page} data-page="create-shortcut">
      <Breadcrumb
        label={t('shortcuts.create.breadcrumb')}
        items={[{ label: t('shortcuts.create.home'), href: paths.dashboard }, { label: t('shortcuts.create.title') }]}
        renderLink={routerLink}
      />
      {/* The lead is the page's, at the limit too: the frame shows it before any script (its largest paint). */}
      <div className={pageStyles.headerText}>
        <h1 className={pageStyles.title}>{t('shortcuts.create.title')}</h1>
        <p className={pageStyles.subtitle}>{t('shortcuts.create.description')}</p>
      </div>
      <div className={styles.card}>
        {atLimit ? (
          <LimitReached />
        ) : shortcuts.isPending ? (
          <BusyRegion label={t('common.loading')}>
            <Skeleton variant="text" lines={6} />
          </BusyRegion>
        ) : (
          <>
            {shortcuts.isError ? (
              // The server still enforces the limit (409); the form stays usable.
              <Notice
                tone="warning"
                action={
                  <Button variant="secondary" size="sm" icon={<RefreshCw aria-hidden size={16} />} onClick={() => void shortcuts.refetch()}>
                    {t('common.retry')}
                  </Button>
                }
              >
                {t('shortcuts.create.loadError')}
              </Notice>
            ) : null}
            <ShortcutForm
              onLimit={() => {
                setLimitHit(true);
                void queryClient.invalidateQueries({ queryKey: shortcutKeys.all });
              }}
            />
          </>
        )}
      </div>
    </div>
  );
}
