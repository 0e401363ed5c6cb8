import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Building2, SearchX } from 'lucide-react';
import { HistoryBackButton, StateWithLink } from '../../../shell/PageStates';
import { adminLinks } from '../links';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { FormSelect } from '../../../forms/FormSelect';

/** No provider to show: its `texts` (title and text) and the way to the providers tab. */
function ToProviders({ icon, texts }: { icon: ReactNode; texts: { title: string; text: string } }) {
  const { t } = useTranslation('adminProviders');
  const toList = { href: adminLinks.providers(), linkLabel: t('adminProviders.toList') };
  return <StateWithLink icon={icon} title={texts.title} description={texts.text} headingLevel={2} {...toList} />;
}

/** The address names no provider (no `?id=`, or not an id): 'Nenhum fornecedor selecionado.' and the way to the list. */
export function NoProviderSelected() {
  const { t } = useTranslation('adminProviders');
  return <ToProviders icon={<SearchX aria-hidden size={40} />} texts={t('adminProviders.noneSelected', { returnObjects: true })} />;
}

/** The backend does not know the provider (404). */
export function ProviderNotFound() {
  const { t } = useTranslation('adminProviders');
  return <ToProviders icon={<Building2 aria-hidden size={40} />} texts={t('adminProviders.notFound', { returnObjects: true })} />;
}

/** 'Voltar': back in history when it stays in the portal, otherwise to `fallback` (the providers tab by default). */
export function BackButton({ fallback = adminLinks.providers() }: { fallback?: string }) {
  const { t } = useTranslation('adminProviders');
  return <HistoryBackButton label={t('adminProviders.back')} fallback={fallback} />;
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
