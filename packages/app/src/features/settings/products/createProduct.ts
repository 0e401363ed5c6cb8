import type { AppMedia } from '@portal-fiscal/api-client';
import type { ProductFormValues } from './productForm';
import { mediaBody, relationshipBody, type FailureOf, type ProductCalls } from './productRecords';

/**
 * The steps of a product's creation (spec 02 §4), in order: the first image is uploaded, the app is
 * created with it, then its category relationship, its main features, every image with its media
 * record, and finally the app's photo is set to the first media.
 */
export const CREATE_STEPS = ['uploadPhoto', 'createApp', 'relationship', 'functionalities', 'images', 'photo'] as const;
export type CreateStep = (typeof CREATE_STEPS)[number];
/** What can go wrong inside the images step: the upload or the media record. */
export type CreateFailure = FailureOf<CreateStep>;
export type StepStatus = 'pending' | 'current' | 'done' | 'failed';

/** The client calls the sequence makes (any object with these methods: the api-client's, or a test's). */
export interface CreateProductCalls {
  uploads: Pick<ProductCalls['uploads'], 'uploadAsset'>;
  apps: Pick<ProductCalls['apps'], 'create' | 'updatePhoto' | 'delete'>;
  relationships: Pick<ProductCalls['relationships'], 'create'>;
  functionalities: Pick<ProductCalls['functionalities'], 'create'>;
  medias: Pick<ProductCalls['medias'], 'create'>;
}

export interface CreateProductInput {
  values: ProductFormValues;
  /** The company the product joins: the chosen one (edit-all), else the account's own. */
  providerUuid: string;
  /** The host recorded on each media (spec 02 §3: the current hostname). */
  host: string;
  /** The creation time of the media records (ISO). */
  now?: () => string;
}

/** Progress: a step starts, ends or fails; the images step also says how many images are in. */
export type StepEvent =
  | { step: CreateStep; status: Exclude<StepStatus, 'pending'>; done?: number; total?: number }
  | { step: 'rollback'; status: Exclude<StepStatus, 'pending'> };

export type CreateProductResult =
  | { ok: true; appUuid: string }
  | {
      ok: false;
      /** Where it failed: a step, or the upload / media record inside the images step. */
      failure: CreateFailure;
      error: unknown;
      /** 'none': nothing was created yet; 'done': the half-made app was deleted; 'failed': even that failed. */
      rollback: 'none' | 'done' | 'failed';
      rollbackError?: unknown;
    };

class StepError extends Error {
  constructor(
    readonly failure: CreateFailure,
    readonly original: unknown,
  ) {
    super(failure);
  }
}

/** The failure of an unexpected error during a step (the images step's own calls say which of theirs failed). */
const failureOf = (step: CreateStep): CreateFailure => (step === 'images' ? 'media' : step);

async function attempt<T>(failure: CreateFailure, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new StepError(failure, error);
  }
}

/**
 * Registers a product (spec 02 §4) and reports each step through `onStep`. A failure never leaves a
 * half-made product: once the app exists, a later failure deletes it (its medias, features and
 * relationship go with it). The form's values are only read, so the user can retry as they were.
 */
export async function createProduct(
  calls: CreateProductCalls,
  input: CreateProductInput,
  onStep: (event: StepEvent) => void = () => {},
): Promise<CreateProductResult> {
  const { values, providerUuid, host } = input;
  const now = input.now ?? (() => new Date().toISOString());
  const [first, ...rest] = values.images;
  let appUuid: string | null = null;
  let step: CreateStep = 'uploadPhoto';
  const start = (next: CreateStep, extra: { done?: number; total?: number } = {}) => {
    step = next;
    onStep({ step: next, status: 'current', ...extra });
  };
  const finish = (extra: { done?: number; total?: number } = {}) => onStep({ step, status: 'done', ...extra });

  try {
    if (!first) throw new StepError('uploadPhoto', new Error('no image'));
    start('uploadPhoto');
    const firstUpload = await attempt('uploadPhoto', () => calls.uploads.uploadAsset(first));
    finish();

    start('createApp');
    const app = await attempt('createApp', () =>
      calls.apps.create({
        name: values.name,
        description: values.description,
        website: values.website,
        appPhoto: firstUpload.imageUrl,
        mainFunctionalities: values.features.join('; '),
        integrations: values.integrations,
        appProviderUuid: { uuid: providerUuid },
        appCategoryUuid: values.category,
        subCategoryUuid: values.subcategory,
      }),
    );
    appUuid = app.appUuid;
    finish();

    start('relationship');
    await attempt('relationship', () => calls.relationships.create(relationshipBody(app.appUuid, values.category, values.subcategory)));
    finish();

    start('functionalities');
    await attempt('functionalities', () =>
      calls.functionalities.create({ appUuid: app.appUuid, functionalities: values.features.map((description) => ({ description })) }),
    );
    finish();

    const total = values.images.length;
    start('images', { done: 0, total });
    const created: AppMedia[] = [];
    for (const [index, file] of [first, ...rest].entries()) {
      // The first image is already up: its address is reused, not sent twice.
      const upload = index === 0 ? firstUpload : await attempt('upload', () => calls.uploads.uploadAsset(file));
      const at = now();
      const media = await attempt('media', () => calls.medias.create(mediaBody(app.appUuid, file, index, upload.imageUrl, host, at)));
      created.push(media);
      onStep({ step: 'images', status: 'current', done: created.length, total });
    }
    finish({ done: total, total });

    start('photo');
    const main = created[0];
    if (main) await attempt('photo', () => calls.apps.updatePhoto(app.appUuid, main.appMediaUuid));
    finish();
    return { ok: true, appUuid: app.appUuid };
  } catch (caught) {
    const failed = caught instanceof StepError ? caught : new StepError(failureOf(step), caught);
    onStep({ step, status: 'failed' });
    if (appUuid === null) return { ok: false, failure: failed.failure, error: failed.original, rollback: 'none' };
    onStep({ step: 'rollback', status: 'current' });
    try {
      await calls.apps.delete(appUuid);
      onStep({ step: 'rollback', status: 'done' });
      return { ok: false, failure: failed.failure, error: failed.original, rollback: 'done' };
    } catch (rollbackError) {
      onStep({ step: 'rollback', status: 'failed' });
      return { ok: false, failure: failed.failure, error: failed.original, rollback: 'failed', rollbackError };
    }
  }
}
