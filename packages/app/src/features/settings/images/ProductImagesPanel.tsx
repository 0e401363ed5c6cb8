import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageOff, Upload } from 'lucide-react';
import type { UploadedFile } from '@portal-fiscal/api-client';
import { Button } from '@portal-fiscal/ui/Button';
import { EmptyState } from '@portal-fiscal/ui/EmptyState';
import { ImageDropzone } from '@portal-fiscal/ui/ImageDropzone';
import { Link as UiLink } from '@portal-fiscal/ui/Link';
import { Notice } from '@portal-fiscal/ui/Notice';
import { Skeleton } from '@portal-fiscal/ui/Skeleton';
import { formatDateTime } from '../../../lib/saoPaulo';
import { serverMessage } from '../../../lib/serverMessage';
import { LoadError, BusyRegion } from '../../../shell/PageStates';
import { useToast } from '../../../shell/toast';
import * as shared from '../../../shell/page.css';
import { useRefreshUploads, useUploadImage, useUploadedFiles } from './api';
import * as settings from '../../../shell/settings.css';
import { UploadProgress } from '../../../forms/UploadProgress';
import * as styles from './ProductImagesPanel.css';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { dropzoneTexts } from '../../../forms/dropzoneTexts';

type HeadingLevel = 2 | 3;

interface Progress {
  file: string;
  index: number;
  total: number;
  percent: number;
}

interface Failure {
  name: string;
  message: string;
}

function formatSize(bytes: number, locale: string): string {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return bytes < 1024 ? `${format.format(bytes)} B` : `${format.format(bytes / 1024)} KB`;
}

/** "Imagens salvas": what the account has uploaded (GET /uploads), the ones of this visit marked. */
function SavedImages({ headingLevel, fresh }: { headingLevel: 3 | 4; fresh: ReadonlySet<string> }) {
  const { t, i18n } = useTranslation('company');
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  const saved = useUploadedFiles();

  let body;
  if (saved.isPending) {
    body = (
      <BusyRegion label={t('productImages.saved.loading')}>
        <div className={styles.skeletons}>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} variant="card" height="10rem" />
          ))}
        </div>
      </BusyRegion>
    );
  } else if (saved.isError) {
    body = <LoadError onRetry={() => void saved.refetch()}>{t('productImages.saved.error')}</LoadError>;
  } else if (saved.data.length === 0) {
    body = (
      <EmptyState
        icon={<ImageOff aria-hidden size={40} />}
        title={t('productImages.saved.empty')}
        description={t('productImages.saved.emptyText')}
        headingLevel={(headingLevel + 1) as 4}
      />
    );
  } else {
    body = (
      <ul className={styles.grid} aria-labelledby={headingId}>
        {saved.data.map((file: UploadedFile) => (
          <li key={file.assetId}>
            <figure className={styles.card}>
              <img src={file.url} alt={file.name} className={styles.thumb} loading="lazy" />
              <figcaption className={styles.caption}>
                {fresh.has(file.assetId) ? <span className={styles.fresh}>{t('productImages.saved.fresh')}</span> : null}
                <span className={styles.name}>{file.name}</span>
                <span className={styles.meta}>
                  {formatSize(file.size, i18n.language)} · {formatDateTime(file.createdAt) ?? file.createdAt}
                </span>
                <UiLink href={file.url} external externalLabel={t('productImages.saved.newTab', { name: file.name })} variant="subtle">
                  {t('productImages.saved.open')}
                </UiLink>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.saved} aria-labelledby={headingId}>
      <div className={styles.headText}>
        <Heading id={headingId} className={styles.savedTitle}>
          {t('productImages.saved.title')}
        </Heading>
        <p className={styles.intro}>{t('productImages.saved.intro')}</p>
      </div>
      {body}
    </section>
  );
}

/**
 * The product images uploader (spec 02 §2 "Product images uploader"): drag and drop or pick jpeg, png
 * or gif images up to 1 MB, see the list, remove one or clear them all ('Limpar'), and 'Salvar imagens'
 * uploads each to the assets API with its progress and a toast per file. What was saved shows below.
 * In My Account (`?tab=images`) and at /settings/product-image.
 */
export function ProductImagesPanel({ headingLevel }: { headingLevel: HeadingLevel }) {
  const { t } = useTranslation('company');
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  const toast = useToast();
  const upload = useUploadImage();
  const refresh = useRefreshUploads();
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [failures, setFailures] = useState<Failure[]>([]);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  const saving = progress !== null;

  // One batch at a time: a double click never sends the batch twice.
  const { run: saveAll } = useSubmitOnce(async () => {
    if (files.length === 0) return;
    setFailures([]);
    const batch = [...files];
    const failed: Failure[] = [];
    try {
      for (const [index, file] of batch.entries()) {
        setProgress({ file: file.name, index: index + 1, total: batch.length, percent: 0 });
        try {
          const result = await upload.mutateAsync({
            file,
            onProgress: (fraction) =>
              setProgress({ file: file.name, index: index + 1, total: batch.length, percent: Math.round(fraction * 100) }),
          });
          // Saved: it leaves the list, so a retry sends only what failed.
          setFiles((current) => current.filter((f) => f !== file));
          setFresh((current) => new Set(current).add(result.assetId));
          toast.success(t('productImages.uploaded', { file: file.name }));
        } catch (error) {
          const message = serverMessage(error) ?? t('productImages.uploadError');
          failed.push({ name: file.name, message });
          toast.error(t('productImages.uploadError'), { description: file.name });
        }
      }
    } finally {
      setFailures(failed);
      setProgress(null);
      await refresh();
    }
  });

  return (
    <section className={`${shared.panel} ${styles.panel}`} aria-labelledby={headingId}>
      <div className={styles.headText}>
        <Heading id={headingId} className={settings.panelTitle}>
          {t('productImages.heading')}
        </Heading>
        <p className={styles.intro}>{t('productImages.intro')}</p>
      </div>
      <ImageDropzone
        mode="multiple"
        {...dropzoneTexts(t('productImages', { returnObjects: true }))}
        disabled={saving}
        value={files}
        onChange={(next) => {
          setFiles(next);
          setFailures((current) => current.filter((failure) => next.some((file) => file.name === failure.name)));
        }}
      />
      {failures.length ? (
        <Notice tone="danger" live title={t('productImages.failedTitle')}>
          <ul>
            {failures.map((failure, index) => (
              <li key={`${failure.name}-${index}`}>{t('productImages.failedItem', { file: failure.name, message: failure.message })}</li>
            ))}
          </ul>
        </Notice>
      ) : null}
      {progress ? (
        <UploadProgress
          percent={progress.percent}
          label={t('productImages.progressLabel')}
          text={t('productImages.progress', {
            file: progress.file,
            index: progress.index,
            total: progress.total,
            percent: progress.percent,
          })}
        />
      ) : null}
      <div className={styles.actions}>
        <p className={styles.count} role="status">
          {files.length ? t('productImages.count', { total: files.length }) : t('productImages.none')}
        </p>
        <Button
          icon={<Upload aria-hidden size={16} />}
          disabled={files.length === 0}
          loading={saving}
          loadingLabel={t('productImages.saving')}
          onClick={() => void saveAll()}
        >
          {t('productImages.save')}
        </Button>
      </div>
      <SavedImages headingLevel={(headingLevel + 1) as 3 | 4} fresh={fresh} />
    </section>
  );
}
