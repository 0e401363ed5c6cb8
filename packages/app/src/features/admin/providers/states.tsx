import { useTranslation } from 'react-i18next';
import { ArrowLeft, Building2, SearchX } from 'lucide-react';
import { Button } from '@portal-fiscal/ui/Button';
import { useBack } from '../../../lib/history';
import { StateWithLink } from '../../../shell/PageStates';
import { adminLinks } from '../links';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { FormSelect } from '../../../forms/FormSelect';

/** The address names no provider (no `?id=`, or not an id): 'Nenhum fornecedor selecionado.' and the way to the list. */
export function NoProviderSelected() {
  const { t } = useTranslation('adminProviders');
  return (
    <StateWithLink
      icon={<SearchX aria-hidden size={40} />}
      title={t('adminProviders.noneSelected.title')}
      description={t('adminProviders.noneSelected.text')}
      headingLevel={2}
      href={adminLinks.providers()}
      linkLabel={t('adminProviders.toList')}
    />
  );
}

/** The backend does not know the provider (404). */
export function ProviderNotFound() {
  const { t } = useTranslation('adminProviders');
  return (
    <StateWithLink
      icon={<Building2 aria-hidden size={40} />}
      title={t('adminProviders.notFound.title')}
      description={t('adminProviders.notFound.text')}
      headingLevel={2}
      href={adminLinks.providers()}
      linkLabel={t('adminProviders.toList')}
    />
  );
}

/** 'Voltar': back in history when it stays in the portal, otherwise to `fallback` (the providers tab by default). */
export function BackButton({ fallback = adminLinks.providers() }: { fallback?: string }) {
  const { t } = useTranslation('adminProviders');
  const back = useBack(fallback);
  return (
    <Button variant="ghost" size="sm" icon={<ArrowLeft aria-hidden size={18} />} onClick={back}>
      {t('adminProviders.back')}
    </Button>
  );
}

/** The status choices of the provider forms: Ativo / Inativo (ATIVO / INATIVO). */
export function useStatusOptions() {
  const { t } = useTranslation('adminProviders');
  return [
    { value: 'ATIVO', label: t('adminProviders.status.active') },
    { value: 'INATIVO', label: t('adminProviders.status.inactive') },
  ];
}

/** 'Status': Ativo or Inativo, required, in the `status` field of the provider forms. */
export function ProviderStatusSelect<
  Values extends FieldValues & { status: string },
  Context = unknown,
  Transformed extends FieldValues = Values,
>({ control, disabled, error }: { control: Control<Values, Context, Transformed>; disabled: boolean; error: string | undefined }) {
  const { t } = useTranslation('adminProviders');
  return (
    <FormSelect
      control={control}
      name={'status' as FieldPathByValue<Values, string>}
      label={t('adminProviders.status.label')}
      options={useStatusOptions()}
      required
      disabled={disabled}
      error={error}
    />
  );
}
