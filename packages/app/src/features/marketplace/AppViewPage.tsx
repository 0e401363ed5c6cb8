import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { CalendarClock, Globe, PackageX, RefreshCw } from 'lucide-react';
import type { App, Rating } from '@portal-fiscal/api-client';
import { Button } from '@portal-fiscal/ui/Button';
import { EmptyState } from '@portal-fiscal/ui/EmptyState';
import { FeatureList } from '@portal-fiscal/ui/FeatureList';
import { Gallery, GallerySkeleton, type GalleryPhoto } from '@portal-fiscal/ui/Gallery';
import { Link as UiLink } from '@portal-fiscal/ui/Link';
import { RatingForm, type RatingFormValues } from '@portal-fiscal/ui/RatingForm';
import { RatingList, type RatingItem } from '@portal-fiscal/ui/RatingList';
import { StarRating } from '@portal-fiscal/ui/StarRating';
import { Tabs } from '@portal-fiscal/ui/Tabs';
import { Tag } from '@portal-fiscal/ui/Tag';
import { useFormCall, useSaveReport } from '../../forms/formKit';
import { useToast } from '../../shell/toast';
import { appGalleryOrder } from '../../lib/appPicture';
import { useFramePicture } from '../../lib/framePicture';
import { idParam } from '../../lib/urlParams';
import { appViewHref, providerViewHref } from '../../links/marketplace';
import { notFoundError, useApp, useCreateRating, useRatings } from '../../data/marketplace';
import { LoadError, RecordSkeleton } from '../../shell/PageStates';
import { RecordHeader, RecordNotFound } from './states';
import { visuallyHidden } from '@portal-fiscal/ui/theme';
import * as pageStyles from '../../shell/page.css';
import * as styles from './AppViewPage.css';

/** The detail's tabs and their address values (`?tab=`); the first is the default. */
export const APP_TABS = ['funcionalidades', 'integracoes', 'avaliacoes'] as const;
export type AppTab = (typeof APP_TABS)[number];
const isAppTab = (value: string | null): value is AppTab => value !== null && (APP_TABS as readonly string[]).includes(value);

/** The meeting scheduler behind 'Agendar demonstração' (an external page, opened in a new tab). */
export const SCHEDULER_URL = 'https://agenda.portalfiscal.com.br/demonstracao';
export const schedulerHref = (app: Pick<App, 'name' | 'appUuid'>) =>
  `${SCHEDULER_URL}?${new URLSearchParams({ produto: app.name, id: app.appUuid }).toString()}`;

const hostOf = (url: string): string => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
};
const isHttpUrl = (url: string) => /^https?:\/\//i.test(url);

function NotFound() {
  const { t } = useTranslation('marketplace');
  return (
    <RecordNotFound
      icon={<PackageX aria-hidden size={40} />}
      title={t('marketplace.view.notFoundTitle')}
      description={t('marketplace.view.notFoundDescription')}
    />
  );
}

function Ratings({ app }: { app: App }) {
  const { t } = useTranslation('marketplace');
  const toast = useToast();
  const ratings = useRatings(app.appUuid);
  const create = useCreateRating(app.appUuid);
  const [resetKey, setResetKey] = useState(0);
  const items = useMemo<RatingItem[]>(
    () =>
      (ratings.data ?? []).map((r: Rating) => ({
        id: r.uuid,
        name: r.accountName ?? t('marketplace.view.anonymous'),
        pictureUrl: r.accountProfilePicture,
        stars: r.stars,
        // Text, rendered as text: markup in a comment is shown, never run.
        comment: r.comment ?? '',
      })),
    [ratings.data, t],
  );
  // One request however often 'Publicar' is clicked or Enter pressed, and a failure reported as every
  // form's is (the form kit's call and report): the toast, and the server's words in the form.
  const saved = useSaveReport();
  const submit = useFormCall(async (values: RatingFormValues) => {
    saved.clear();
    try {
      await create.mutateAsync(values);
    } catch (error) {
      saved.report(error, { text: () => t('marketplace.view.ratingFailed') });
      return;
    }
    toast.success(t('marketplace.view.ratingCreated'));
    setResetKey((k) => k + 1);
  }, create.isPending);
  const failure = saved.message ?? undefined;
  return (
    <div className={styles.ratings}>
      <RatingForm
        title={t('marketplace.view.rateTitle')}
        starsLabel={t('marketplace.view.starsLabel')}
        getStarLabel={(count) => t('marketplace.view.star', { count })}
        commentLabel={t('marketplace.view.commentLabel')}
        commentPlaceholder={t('marketplace.view.commentPlaceholder')}
        submitLabel={t('marketplace.view.publish')}
        submittingLabel={t('marketplace.view.publishing')}
        validationMessage={t('marketplace.view.ratingRequired')}
        description={t('marketplace.view.rateDescription')}
        submitting={submit.busy}
        {...(failure ? { errorMessage: failure } : {})}
        onSubmit={(values) => void submit.run(values)}
        resetKey={resetKey}
      />
      <RatingList
        ratings={items}
        title={t('marketplace.view.ratingsTitle')}
        starsLabel={(count) => t('marketplace.rating', { count })}
        loading={ratings.isFetching}
        loadingLabel={t('marketplace.view.ratingsLoading')}
        emptyLabel={t('marketplace.view.ratingsEmpty')}
        emptyDescription={t('marketplace.view.ratingsEmptyDescription')}
        {...(ratings.isError ? { errorMessage: t('marketplace.view.ratingsError') } : {})}
      />
      {ratings.isError ? (
        <div>
          <Button variant="secondary" size="sm" icon={<RefreshCw aria-hidden size={16} />} onClick={() => void ratings.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function Details({ app, tab }: { app: App; tab: AppTab }) {
  const { t, i18n } = useTranslation('marketplace');
  const [, navigate] = useLocation();
  /** A tab whose section the portal does not have yet. */
  const comingSoon = (description: string) => (
    <EmptyState title={t('marketplace.view.comingSoon')} description={description} headingLevel={3} />
  );
  const photos = useMemo<GalleryPhoto[]>(
    () =>
      app.medias.map((m, i) => ({
        id: m.appMediaUuid,
        src: m.imageUrl,
        alt: t('marketplace.view.photoAlt', { name: app.name, index: i + 1 }),
      })),
    [app.medias, app.name, t],
  );
  // The main photo first (the app's `appPhoto`), then the others in their order.
  const ordered = useMemo(() => appGalleryOrder(photos, (photo) => photo.id === app.appPhoto), [photos, app.appPhoto]);
  const ratingCount = app.ratings.length;
  const average = app.averageRating.toLocaleString(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 2 });

  return (
    <>
      <div className={styles.top}>
        <Gallery
          className={styles.gallery}
          photos={ordered}
          label={t('marketplace.view.gallery', { name: app.name })}
          previousLabel={t('marketplace.view.previousPhoto')}
          nextLabel={t('marketplace.view.nextPhoto')}
          thumbnailLabel={(photo) => t('marketplace.view.showPhoto', { index: photos.findIndex((p) => p.id === photo.id) + 1 })}
          emptyLabel={t('marketplace.view.noPhotos')}
          formatPosition={(current, total) => t('marketplace.view.position', { current, total })}
        />
        <div className={styles.info}>
          <h1 className={pageStyles.title}>{app.name}</h1>
          {app.website && isHttpUrl(app.website) ? (
            <UiLink href={app.website} external externalLabel={t('common.newTab')} className={styles.website}>
              <Globe aria-hidden size={18} />
              <span className={visuallyHidden}>{t('marketplace.view.website')}: </span>
              {hostOf(app.website)}
            </UiLink>
          ) : (
            <p className={styles.muted}>{t('marketplace.view.noWebsite')}</p>
          )}
          <div className={styles.ratingRow}>
            <StarRating value={app.averageRating} label={t('marketplace.view.averageLabel', { average })} size="md" />
            <span>
              {ratingCount > 0 ? <strong>{average}</strong> : null} {t('marketplace.view.ratingsCount', { count: ratingCount })}
            </span>
          </div>
          {app.provider ? (
            <UiLink asChild variant="standalone">
              <Link href={providerViewHref(app.provider.uuid)}>{t('marketplace.view.provider', { name: app.provider.name })}</Link>
            </UiLink>
          ) : null}
          {app.description ? <p className={styles.description}>{app.description}</p> : null}
          <FeatureList
            title={t('marketplace.view.mainFeatures')}
            headingLevel="h2"
            items={app.mainFunctionalities}
            emptyLabel={t('marketplace.view.noMainFeatures')}
          />
          {app.tags.length > 0 ? (
            <div className={styles.tagsBlock}>
              <h2 className={styles.smallHeading}>{t('marketplace.view.tags')}</h2>
              <ul className={styles.tags}>
                {app.tags.map((tag) => (
                  <li key={tag.tagUuid}>
                    <Tag label={tag.name} tone="info" size="sm" />
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div>
            <UiLink href={schedulerHref(app)} external externalLabel={t('common.newTab')} className={styles.schedule}>
              <CalendarClock aria-hidden size={18} />
              {t('marketplace.view.scheduleDemo')}
            </UiLink>
          </div>
        </div>
      </div>
      <div className={pageStyles.panel}>
        <Tabs
          label={t('marketplace.view.sections')}
          value={tab}
          onValueChange={(value) => navigate(appViewHref(app.appUuid, value === APP_TABS[0] ? undefined : value))}
          items={[
            {
              value: 'funcionalidades',
              label: t('marketplace.view.tabs.features'),
              content: comingSoon(t('marketplace.view.comingSoonFeatures')),
            },
            {
              value: 'integracoes',
              label: t('marketplace.view.tabs.integrations'),
              content: comingSoon(t('marketplace.view.comingSoonIntegrations')),
            },
            {
              value: 'avaliacoes',
              label: t('marketplace.view.tabs.ratings'),
              content: tab === 'avaliacoes' ? <Ratings app={app} /> : null,
            },
          ]}
        />
      </div>
    </>
  );
}

/**
 * /app/view?id={appUuid}&tab= (spec 01 §2 App detail): gallery, website, average and count of ratings,
 * provider, main features, tags, the demo scheduler, and the tabs (the active one in the address, so a
 * link can open the ratings). A missing, malformed or unknown id shows a not-found state in the shell.
 */
export default function AppViewPage() {
  const { t } = useTranslation('marketplace');
  const search = useSearch();
  const appUuid = idParam(search);
  const tabParam = new URLSearchParams(search).get('tab');
  const tab: AppTab = isAppTab(tabParam) ? tabParam : 'funcionalidades';
  const app = useApp(appUuid);
  // Rendered from a deferred value: when the record arrives, React renders the page in slices it can
  // interrupt (one long task on a phone otherwise); the skeleton stays until then.
  const data = useDeferredValue(app.data);
  const missing = appUuid === null || (app.isError && notFoundError(app.error));
  // The gallery's main photo, when the frame showed it (src/framePictures.ts): the skeleton keeps it in its box.
  const picture = useFramePicture(!missing && !data && !app.isError);

  return (
    <div className={pageStyles.page} data-page="app-view">
      <RecordHeader current={data?.name ?? (missing ? t('marketplace.view.notFoundTitle') : t('common.loading'))} />
      {missing ? (
        <NotFound />
      ) : data ? (
        <Details app={data} tab={tab} />
      ) : app.isError ? (
        <LoadError onRetry={() => void app.refetch()}>{t('marketplace.view.error')}</LoadError>
      ) : (
        <RecordSkeleton
          label={t('marketplace.view.loading')}
          className={styles.top}
          textClassName={styles.info}
          media={<GallerySkeleton className={styles.gallery} picture={picture} />}
        />
      )}
    </div>
  );
}
