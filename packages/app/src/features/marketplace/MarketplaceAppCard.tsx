import { useTranslation } from 'react-i18next';
import { AppCard, type AppCardHeadingLevel } from '@portal-fiscal/ui/AppCard';
import type { App } from '@portal-fiscal/api-client';
import { routerLink } from '../../shell/RouterLink';
import { appViewHref } from '../../links/marketplace';

/** An app as a marketplace card: provider photo or first media image, stars by the rounded average, name, description. */
export function MarketplaceAppCard({ app, headingLevel = 'h2', imageLoading }: { app: App; headingLevel?: AppCardHeadingLevel; imageLoading?: 'lazy' | 'eager' }) {
  const { t } = useTranslation('marketplace');
  return (
    <AppCard
      name={app.name}
      description={app.description}
      imageUrl={app.provider?.photo || app.photoUrl}
      rating={app.averageRating}
      ratingLabel={t('marketplace.rating', { count: Math.round(app.averageRating) })}
      href={appViewHref(app.appUuid)}
      renderLink={routerLink}
      headingLevel={headingLevel}
      {...(imageLoading ? { imageLoading } : {})}
    />
  );
}
