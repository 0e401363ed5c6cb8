import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { Link, useLocation } from 'wouter';
import { Building2 } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import type { Account } from '@portal-fiscal/api-client';
import { Button } from '@portal-fiscal/ui/Button';
import { EmptyState } from '@portal-fiscal/ui/EmptyState';
import { Link as UiLink } from '@portal-fiscal/ui/Link';
import { Notice } from '@portal-fiscal/ui/Notice';
import { Skeleton } from '@portal-fiscal/ui/Skeleton';
import { serverMessage } from '../../../lib/serverMessage';
import { useAccess, useMyAccount } from '../../../data/account';
import { sessionAtom } from '../../../lib/session';
import { LoadError } from '../../../shell/PageStates';
import { useToast } from '../../../shell/toast';
import { visuallyHidden } from '@portal-fiscal/ui/theme';
import { marketplaceKeys } from '../../../data/marketplace';
import { myAccountHref } from '../../../links/settingsTabs';
import { CREATE_STEPS, createProduct, type CreateFailure, type CreateStep, type StepEvent, type StepStatus } from './createProduct';
import { ProductFields, useProductMessages } from './ProductFields';
import { FormButtons } from '../../../forms/fields';
import { FormChoice } from '../../../forms/FormChoice';
import { useFormKit } from '../../../forms/formKit';
import { EMPTY_PRODUCT_FORM, productRegistrationSchema, type ProductFormInput, type ProductFormValues } from './productForm';
import { useProviders } from '../../../data/marketplace';
import { useProductCalls } from './api';
import { StepProgress, type ProgressItem } from './StepProgress';
import { formPanel, panelTitle } from '../../../shell/settings.css';
import * as styles from './products.css';

type ProgressStep = CreateStep | 'rollback';
interface Progress {
  name: string;
  /** The product joins the account's own company (so it shows in the account's product list). */
  own: boolean;
  statuses: Partial<Record<ProgressStep, StepStatus>>;
  images: { done: number; total: number };
  /** How it ended: still running (null), created, or failed with what happened to the half-made app. */
  outcome: null | { ok: true } | { ok: false; failure: CreateFailure; rollback: 'none' | 'done' | 'failed'; message: string | null };
}

function RegistrationForm({ account, canEditAll, sectionLevel }: { account: Account; canEditAll: boolean; sectionLevel: 3 | 4 }) {
  const { t } = useTranslation('products');
  const toast = useToast();
  const session = useAtomValue(sessionAtom);
  const queryClient = useQueryClient();
  const calls = useProductCalls();
  const providers = useProviders(canEditAll);
  const schema = useMemo(() => productRegistrationSchema(canEditAll), [canEditAll]);
  const [progress, setProgress] = useState<Progress | null>(null);

  const onStep = (event: StepEvent) =>
    setProgress((current) => {
      if (!current) return current;
      const statuses = { ...current.statuses, [event.step]: event.status };
      const images =
        event.step === 'images' && 'total' in event && event.total !== undefined
          ? { done: event.done ?? 0, total: event.total }
          : current.images;
      return { ...current, statuses, images };
    });

  // One creation at a time, whatever the clicks (or Enter presses); `busy` while it runs.
  const kit = useFormKit<ProductFormInput, ProductFormValues>({
    schema,
    defaults: EMPTY_PRODUCT_FORM,
    messages: useProductMessages(),
    send: (values) => create(values),
    onInvalid: () => {
      // Spec 02 §5: a missing image is also a toast.
      if (kit.form.getValues('images').length === 0) toast.error(t('products.errors.images'));
    },
  });
  const { form, busy } = kit;
  const create = async (values: ProductFormValues) => {
    if (!session?.token) {
      toast.error(t('products.register.invalidToken'));
      return;
    }
    const providerUuid = canEditAll ? values.provider : (account.provider?.uuid ?? '');
    setProgress({
      name: values.name,
      own: providerUuid === account.provider?.uuid,
      statuses: {},
      images: { done: 0, total: values.images.length },
      outcome: null,
    });
    const result = await createProduct(calls, { values, providerUuid, host: window.location.hostname }, onStep);
    if (result.ok) {
      setProgress((current) => current && { ...current, outcome: { ok: true } });
      toast.success(t('products.register.created'));
      form.reset(EMPTY_PRODUCT_FORM);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: marketplaceKeys.apps }),
        queryClient.invalidateQueries({ queryKey: marketplaceKeys.providers }),
      ]);
      return;
    }
    const message = serverMessage(result.error);
    setProgress(
      (current) => current && { ...current, outcome: { ok: false, failure: result.failure, rollback: result.rollback, message } },
    );
    toast.error(t(`products.register.failures.${result.failure}`), message ? { description: message } : {});
    // A product that could not be deleted is in the lists: show it there.
    if (result.rollback === 'failed') void queryClient.invalidateQueries({ queryKey: marketplaceKeys.apps });
  };

  const stepLabel = (step: ProgressStep) =>
    step === 'images' && progress && progress.images.total > 1
      ? t('products.register.steps.imagesCount', { done: progress.images.done, total: progress.images.total })
      : t(`products.register.steps.${step}`);
  const items: ProgressItem[] = progress
    ? [...CREATE_STEPS, ...(progress.statuses.rollback ? (['rollback'] as const) : [])].map((step) => ({
        id: step,
        label: stepLabel(step),
        status: progress.statuses[step] ?? 'pending',
      }))
    : [];
  const outcome = progress?.outcome;

  return (
    <form className={styles.form} {...kit.formProps} aria-labelledby="product-registration-title">
      <p className={styles.muted}>{t('products.fields.required')}</p>
      {canEditAll ? (
        <>
          <FormChoice
            kit={kit}
            name="provider"
            label={t('products.fields.provider')}
            placeholder={providers.isPending ? t('products.fields.providerLoading') : t('products.fields.providerPlaceholder')}
            options={(providers.data ?? []).map((p) => ({ value: p.uuid, label: p.name }))}
            required
            disabled={busy || !providers.data}
          />
          {providers.isError ? <LoadError onRetry={() => void providers.refetch()}>{t('products.fields.providersError')}</LoadError> : null}
        </>
      ) : (
        <p className={styles.muted}>{t('products.register.ownCompany', { name: account.provider?.name ?? account.company ?? '' })}</p>
      )}
      <ProductFields kit={kit} mode="create" sectionLevel={sectionLevel} />
      {progress ? <StepProgress title={t('products.register.progressTitle')} items={items} headingLevel={sectionLevel} /> : null}
      {outcome?.ok === true ? (
        <Notice tone="success" title={t('products.register.created')}>
          {progress?.own ? (
            <>
              <p>{t('products.register.createdText', { name: progress.name })}</p>
              <UiLink asChild variant="standalone">
                <Link href={myAccountHref('products-list')}>{t('products.register.toList')}</Link>
              </UiLink>
            </>
          ) : (
            <p>{t('products.register.createdTextOther', { name: progress?.name ?? '' })}</p>
          )}
        </Notice>
      ) : null}
      {outcome?.ok === false ? (
        <Notice tone="danger" live title={t(`products.register.failures.${outcome.failure}`)}>
          {outcome.message ? <p>{outcome.message}</p> : null}
          <p>
            {outcome.rollback === 'none'
              ? t('products.register.nothingSaved')
              : outcome.rollback === 'done'
                ? t('products.register.rolledBack')
                : t('products.register.rollbackFailed', { name: progress?.name ?? '' })}
          </p>
        </Notice>
      ) : null}
      <FormButtons
        kit={kit}
        className={styles.actions}
        submit={t('products.register.submit')}
        submitting={t('products.register.submitting')}
      />
    </form>
  );
}

/**
 * Tab `products` of My Account (spec 02 §2 Product registration form): a product for the account's
 * company (or, for who may edit all, any company it chooses), created step by step (§4) with the
 * progress on screen. Without a company: why not, and the way to register one.
 */
export function ProductRegistrationPanel({ headingLevel }: { headingLevel: 2 | 3 }) {
  const { t } = useTranslation('products');
  const [, navigate] = useLocation();
  const access = useAccess();
  const account = useMyAccount();
  const Heading = `h${headingLevel}` as const;
  const inner = headingLevel === 2 ? 3 : 4;

  let body;
  if (access.pending) {
    body = (
      <div className={styles.skeleton} aria-busy="true">
        <span role="status" className={visuallyHidden}>
          {t('products.register.loading')}
        </span>
        <Skeleton variant="text" lines={6} />
      </div>
    );
  } else if (!access.account) {
    body = (
      <LoadError onRetry={() => void account.refetch()}>{serverMessage(account.error) ?? t('products.register.lookupError')}</LoadError>
    );
  } else if (!access.canEditAll && !access.canEditSelf) {
    body = (
      <EmptyState headingLevel={inner} title={t('products.register.notAllowedTitle')} description={t('products.register.notAllowedText')} />
    );
  } else if (!access.canEditAll && !access.account.provider) {
    body = (
      <EmptyState
        headingLevel={inner}
        icon={<Building2 aria-hidden size={40} />}
        title={t('products.register.noCompanyTitle')}
        description={t('products.register.noCompanyText')}
        action={<Button onClick={() => navigate(myAccountHref('company'))}>{t('products.register.toCompany')}</Button>}
      />
    );
  } else {
    body = <RegistrationForm account={access.account} canEditAll={access.canEditAll} sectionLevel={inner} />;
  }

  return (
    <section className={formPanel} aria-labelledby="product-registration-title">
      <div className={styles.heading}>
        <Heading id="product-registration-title" className={panelTitle}>
          {t('products.register.title')}
        </Heading>
        <p className={styles.muted}>{t('products.register.subtitle')}</p>
      </div>
      {body}
    </section>
  );
}
