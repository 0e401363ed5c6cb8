import type { AppMedia, AppUpdateInput } from '@portal-fiscal/api-client';
import { categoryOf, normaliseWebsite, type ProductFormValues } from './productForm';
import { mediaBody, relationshipBody, type FailureOf, type ProductCalls } from './productRecords';
import type { ProductEditData } from './productEditData';

/**
 * The steps of a product's update (spec 02 §4), in order. Removed images go before the new ones are
 * sent, so a product at its 5 images can swap one.
 */
export const UPDATE_STEPS = ['relationship', 'functionalities', 'app', 'removeMedias', 'images', 'photo'] as const;
export type UpdateStep = (typeof UPDATE_STEPS)[number];
/** What can go wrong: a step, or the upload / media record inside the images step. */
export type UpdateFailure = FailureOf<UpdateStep>;

/** What changed, step by step; null (or empty) where nothing did, so that step does not run. */
export interface UpdatePlan {
  /** Create when the app has no relationship yet (404), else update it when the category changed. */
  relationship: { mode: 'create' | 'update'; uuid: string | null; category: string; subcategory: string } | null;
  functionalities: { deleteIds: number[]; newFunctionalities: Array<{ description: string }> } | null;
  app: AppUpdateInput | null;
  removeMedias: string[];
  newImages: File[];
  /**
   * The app's photo is one of the removed medias (or it had none): after the image steps it becomes the
   * first media left. Only with an image change.
   */
  resetPhoto: boolean;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/** Compares the form's checked values with what is stored (`data`) and says what to send. */
export function planProductUpdate(data: ProductEditData, values: ProductFormValues, removedMediaIds: readonly string[]): UpdatePlan {
  const { app } = data;
  const stored = categoryOf(data);
  const categoryChanged = values.category !== stored.category || values.subcategory !== stored.subcategory;

  const relationship: UpdatePlan['relationship'] = !data.relationship
    ? { mode: 'create', uuid: null, category: values.category, subcategory: values.subcategory }
    : categoryChanged
      ? { mode: 'update', uuid: data.relationship.appCategoryRelationshipUuid, category: values.category, subcategory: values.subcategory }
      : null;

  const storedFeatures = new Set(data.functionalities.map((f) => f.description.trim()));
  const wanted = new Set(values.features);
  const deleteIds = data.functionalities.filter((f) => !wanted.has(f.description.trim())).map((f) => f.id);
  const newFunctionalities = values.features.filter((f) => !storedFeatures.has(f)).map((description) => ({ description }));
  const functionalities = deleteIds.length || newFunctionalities.length ? { deleteIds, newFunctionalities } : null;

  const body: AppUpdateInput = {};
  if (values.name !== app.name.trim()) body.name = values.name;
  if (values.description !== (app.description ?? '').trim()) body.description = values.description;
  if (values.website !== normaliseWebsite(app.website ?? '')) body.website = values.website;
  if (!sameList(values.integrations, app.integrations)) body.integrations = values.integrations;
  const dataChanged = Object.keys(body).length > 0;
  if (dataChanged && categoryChanged) {
    // The app carries its category too: keep it in step with the relationship.
    body.appCategoryUuid = values.category;
    body.subCategoryUuid = values.subcategory;
  }

  const stillThere = new Set(data.medias.map((m) => m.appMediaUuid));
  const removeMedias = [...new Set(removedMediaIds)].filter((id) => stillThere.has(id));
  const newImages = [...values.images];
  const photoKept = app.appPhoto !== null && stillThere.has(app.appPhoto) && !removeMedias.includes(app.appPhoto);
  const resetPhoto = (removeMedias.length > 0 || newImages.length > 0) && !photoKept;

  return { relationship, functionalities, app: dataChanged ? body : null, removeMedias, newImages, resetPhoto };
}

/** Nothing to save: the spec's 'Nenhuma alteração detectada'. */
export const isEmptyPlan = (plan: UpdatePlan): boolean =>
  !plan.relationship && !plan.functionalities && !plan.app && plan.removeMedias.length === 0 && plan.newImages.length === 0;

/** The client calls the update makes (any object with these methods: the api-client's, or a test's). */
export interface UpdateProductCalls {
  relationships: Pick<ProductCalls['relationships'], 'create' | 'update'>;
  functionalities: Pick<ProductCalls['functionalities'], 'sync'>;
  apps: Pick<ProductCalls['apps'], 'update' | 'updatePhoto'>;
  uploads: Pick<ProductCalls['uploads'], 'uploadAsset'>;
  medias: Pick<ProductCalls['medias'], 'create' | 'delete'>;
}

export interface UpdateProductInput {
  appUuid: string;
  plan: UpdatePlan;
  /** The medias stored before, in order (the first one left becomes the photo when it must change). */
  medias: readonly AppMedia[];
  host: string;
  now?: () => string;
}

export type UpdateEvent = { step: UpdateStep; status: 'current' | 'done' | 'failed' };

export type UpdateProductResult =
  | { ok: true; done: UpdateStep[]; relationshipMode: 'create' | 'update' | null }
  | {
      ok: false;
      failure: UpdateFailure;
      error: unknown;
      /** The steps that did complete before the failure (they stay saved). */
      done: UpdateStep[];
      /** New images that were stored before the failure: not to send again. */
      storedImages: File[];
    };

/**
 * Saves a product's changes (spec 02 §4): only the steps of `plan` that have something to do run, in
 * order; the first failure stops it (what was saved stays saved) and says where.
 */
export async function updateProduct(
  calls: UpdateProductCalls,
  input: UpdateProductInput,
  onStep: (event: UpdateEvent) => void = () => {},
): Promise<UpdateProductResult> {
  const { appUuid, plan, host } = input;
  const now = input.now ?? (() => new Date().toISOString());
  const done: UpdateStep[] = [];
  const storedImages: File[] = [];
  const created: AppMedia[] = [];
  let step: UpdateStep = 'relationship';
  let failure: UpdateFailure = 'relationship';

  const run = async (next: UpdateStep, work: () => Promise<unknown>) => {
    step = next;
    failure = next === 'images' ? 'upload' : next;
    onStep({ step: next, status: 'current' });
    await work();
    onStep({ step: next, status: 'done' });
    done.push(next);
  };

  try {
    const rel = plan.relationship;
    if (rel) {
      const body = relationshipBody(appUuid, rel.category, rel.subcategory);
      await run('relationship', () =>
        rel.mode === 'update' && rel.uuid ? calls.relationships.update(rel.uuid, body) : calls.relationships.create(body),
      );
    }
    const features = plan.functionalities;
    if (features) await run('functionalities', () => calls.functionalities.sync({ appUuid, ...features }));
    const appBody = plan.app;
    if (appBody) await run('app', () => calls.apps.update(appUuid, appBody));
    if (plan.removeMedias.length) {
      await run('removeMedias', async () => {
        for (const id of plan.removeMedias) await calls.medias.delete(id);
      });
    }
    if (plan.newImages.length) {
      await run('images', async () => {
        for (const [index, file] of plan.newImages.entries()) {
          failure = 'upload';
          const upload = await calls.uploads.uploadAsset(file);
          failure = 'media';
          const at = now();
          created.push(await calls.medias.create(mediaBody(appUuid, file, index, upload.imageUrl, host, at)));
          storedImages.push(file);
        }
      });
    }
    if (plan.resetPhoto) {
      const removed = new Set(plan.removeMedias);
      const first = input.medias.find((m) => !removed.has(m.appMediaUuid)) ?? created[0];
      if (first) await run('photo', () => calls.apps.updatePhoto(appUuid, first.appMediaUuid));
    }
    return { ok: true, done, relationshipMode: rel?.mode ?? null };
  } catch (error) {
    onStep({ step, status: 'failed' });
    return { ok: false, failure, error, done, storedImages };
  }
}
