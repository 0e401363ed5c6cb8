import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { AppCard, type AppCardHeadingLevel } from '@portal-fiscal/ui/AppCard';
import type { App } from '@portal-fiscal/api-client';
import { routerLink } from '../../shell/RouterLink';
import { appViewHref } from '../../links/marketplace';
import { appCardPicture } from '../../lib/appPicture';

/**
 * An app as a marketplace card: provider photo or first media image, stars by the rounded average, name,
 * description. Memoised: a list re-rendered for a click (a page changing, a filter panel opening) does not
 * render again the cards whose app it already shows; its texts still follow a change of language.
 */
export const MarketplaceAppCard = memo(function MarketplaceAppCard({
  app,
  headingLevel = 'h2',
  imageLoading,
}: {
  app: App;
  headingLevel?: AppCardHeadingLevel;
  imageLoading?: 'lazy' | 'eager';
}) {
  const { t } = useTranslation('marketplace');
  return (
    <AppCard
      name={app.name}
      description={app.description}
      imageUrl={appCardPicture(app)}
      rating={app.averageRating}
      ratingLabel={t('marketplace.rating', { count: Math.round(app.averageRating) })}
      href={appViewHref(app.appUuid)}
      renderLink={routerLink}
      headingLevel={headingLevel}
      {...(imageLoading ? { imageLoading } : {})}
    />
  );
});
