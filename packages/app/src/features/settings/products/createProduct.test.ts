import { describe, expect, it, vi } from 'vitest';
import type { App, AppMedia } from '@portal-fiscal/api-client';
import { createProduct, type CreateProductCalls, type StepEvent } from './createProduct';
import type { ProductFormValues } from './productForm';

const png = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png' });
const values: ProductFormValues = {
  provider: '',
  name: 'Norte DIFAL',
  website: 'https://difal.exemplo.com.br',
  category: 'cat-1',
  subcategory: 'sub-1',
  description: 'Cálculo do DIFAL',
  integrations: ['SAP', 'Totvs'],
  features: ['Cálculo', 'Guia', 'Relatório'],
  images: [png('um.png'), png('dois.png'), png('tres.png')],
};
const AT = '2026-11-16T13:00:00.000Z';

/** Calls that all work, recording what they were asked; `failAt` makes one of them throw. */
function fakeCalls(
  failAt?: 'upload1' | 'upload2' | 'create' | 'relationship' | 'functionalities' | 'media' | 'photo',
  rollbackFails = false,
) {
  const boom = (what: string) => Promise.reject(new Error(`falhou ${what}`));
  let uploads = 0;
  const calls = {
    uploads: {
      uploadAsset: vi.fn((file: Blob) => {
        uploads += 1;
        if ((failAt === 'upload1' && uploads === 1) || (failAt === 'upload2' && uploads === 2)) return boom('upload');
        return Promise.resolve({
          message: 'ok',
          assetId: `asset-${uploads}`,
          imageUrl: `https://assets/img/asset-${uploads}#${(file as File).name}`,
        });
      }),
    },
    apps: {
      create: vi.fn(() => (failAt === 'create' ? boom('create') : Promise.resolve({ appUuid: 'app-new' } as App))),
      updatePhoto: vi.fn(() => (failAt === 'photo' ? boom('photo') : Promise.resolve({ appUuid: 'app-new' } as App))),
      delete: vi.fn(() => (rollbackFails ? boom('delete') : Promise.resolve('App excluído.'))),
    },
    relationships: {
      create: vi.fn(() =>
        failAt === 'relationship' ? boom('relationship') : Promise.resolve({ appCategoryRelationshipUuid: 'rel-1' } as never),
      ),
    },
    functionalities: { create: vi.fn(() => (failAt === 'functionalities' ? boom('functionalities') : Promise.resolve([]))) },
    medias: {
      create: vi.fn((body: { name: string }) =>
        failAt === 'media' ? boom('media') : Promise.resolve({ appMediaUuid: `media-${body.name}` } as AppMedia),
      ),
    },
  } satisfies CreateProductCalls;
  return calls;
}

const run = (calls: CreateProductCalls) => {
  const events: StepEvent[] = [];
  const input = { values, providerUuid: 'prov-1', host: 'portal.exemplo', now: () => AT };
  return createProduct(calls, input, (event) => events.push(event)).then((result) => ({ result, events }));
};

describe('createProduct (spec 02 §4)', () => {
  it('uploads the first image, creates the app, its relationship, features, medias and photo, in order', async () => {
    const calls = fakeCalls();
    const { result, events } = await run(calls);
    expect(result).toEqual({ ok: true, appUuid: 'app-new' });
    expect(calls.apps.create).toHaveBeenCalledWith({
      name: 'Norte DIFAL',
      description: 'Cálculo do DIFAL',
      website: 'https://difal.exemplo.com.br',
      appPhoto: 'https://assets/img/asset-1#um.png',
      mainFunctionalities: 'Cálculo; Guia; Relatório',
      integrations: ['SAP', 'Totvs'],
      appProviderUuid: { uuid: 'prov-1' },
      appCategoryUuid: 'cat-1',
      subCategoryUuid: 'sub-1',
    });
    expect(calls.relationships.create).toHaveBeenCalledWith({
      app: { appUuid: 'app-new' },
      category: { appCategoriesUuid: 'cat-1' },
      subCategory: { appSubCategoryUuid: 'sub-1' },
    });
    expect(calls.functionalities.create).toHaveBeenCalledWith({
      appUuid: 'app-new',
      functionalities: [{ description: 'Cálculo' }, { description: 'Guia' }, { description: 'Relatório' }],
    });
    // Three images, three uploads: the first one's address is reused for its media.
    expect(calls.uploads.uploadAsset).toHaveBeenCalledTimes(3);
    expect(calls.medias.create).toHaveBeenCalledTimes(3);
    expect(calls.medias.create).toHaveBeenNthCalledWith(1, {
      name: 'um.png',
      assetId: 'https://assets/img/asset-1#um.png',
      provider: 'portal.exemplo',
      created_at: AT,
      updated_at: AT,
      appUuid: { appUuid: 'app-new' },
    });
    expect(calls.medias.create).toHaveBeenNthCalledWith(
      3,
      expect.objectContaining({ name: 'tres.png', assetId: 'https://assets/img/asset-3#tres.png' }),
    );
    expect(calls.apps.updatePhoto).toHaveBeenCalledWith('app-new', 'media-um.png');
    expect(calls.apps.delete).not.toHaveBeenCalled();
    expect(events.filter((e) => e.status === 'done').map((e) => e.step)).toEqual([
      'uploadPhoto',
      'createApp',
      'relationship',
      'functionalities',
      'images',
      'photo',
    ]);
    expect(events.filter((e) => e.step === 'images').map((e) => ('done' in e ? e.done : undefined))).toEqual([0, 1, 2, 3, 3]);
  });

  it.each([
    ['upload1', 'uploadPhoto'],
    ['create', 'createApp'],
  ] as const)('a failure before the app exists (%s) deletes nothing', async (failAt, failure) => {
    const calls = fakeCalls(failAt);
    const { result, events } = await run(calls);
    expect(result).toMatchObject({ ok: false, failure, rollback: 'none' });
    expect(calls.apps.delete).not.toHaveBeenCalled();
    expect(events.at(-1)).toEqual({ step: failure, status: 'failed' });
  });

  it.each([
    ['relationship', 'relationship', 'relationship'],
    ['functionalities', 'functionalities', 'functionalities'],
    ['upload2', 'upload', 'images'],
    ['media', 'media', 'images'],
    ['photo', 'photo', 'photo'],
  ] as const)('a failure after the app exists (%s) deletes it', async (failAt, failure, step) => {
    const calls = fakeCalls(failAt);
    const { result, events } = await run(calls);
    expect(result).toMatchObject({ ok: false, failure, rollback: 'done' });
    expect(result.ok === false && result.error).toEqual(expect.objectContaining({ message: expect.stringContaining('falhou') }));
    expect(calls.apps.delete).toHaveBeenCalledWith('app-new');
    expect(events.slice(-3)).toEqual([
      { step, status: 'failed' },
      { step: 'rollback', status: 'current' },
      { step: 'rollback', status: 'done' },
    ]);
  });

  it('says so when even the deletion fails', async () => {
    const calls = fakeCalls('functionalities', true);
    const { result, events } = await run(calls);
    expect(result).toMatchObject({ ok: false, failure: 'functionalities', rollback: 'failed', rollbackError: expect.any(Error) });
    expect(events.at(-1)).toEqual({ step: 'rollback', status: 'failed' });
  });

  it('keeps the form values as they were, so the user can retry', async () => {
    const before = { ...values, integrations: [...values.integrations], features: [...values.features], images: [...values.images] };
    await run(fakeCalls('media'));
    expect(values).toEqual(before);
    expect(values.images).toHaveLength(3);
    // And the retry goes through.
    const { result } = await run(fakeCalls());
    expect(result.ok).toBe(true);
  });

  it('refuses a form without an image without calling anything', async () => {
    const calls = fakeCalls();
    const result = await createProduct(calls, { values: { ...values, images: [] }, providerUuid: 'prov-1', host: 'h' });
    expect(result).toMatchObject({ ok: false, failure: 'uploadPhoto', rollback: 'none' });
    expect(calls.uploads.uploadAsset).not.toHaveBeenCalled();
  });
});
