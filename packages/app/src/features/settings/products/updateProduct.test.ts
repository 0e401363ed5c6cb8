import { describe, expect, it, vi } from 'vitest';
import type { App, AppMedia } from '@portal-fiscal/api-client';
import { productEditDefaults, type ProductFormValues } from './productForm';
import type { ProductEditData } from './productEditData';
import { storedRelationship } from './testRecords';
import { isEmptyPlan, planProductUpdate, updateProduct, type UpdateEvent, type UpdateProductCalls } from './updateProduct';

const png = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png' });
const media = (n: number): AppMedia => ({
  appMediaUuid: `media-${n}`,
  name: `tela-${n}.svg`,
  imageUrl: `https://assets/img/${n}`,
  provider: null,
  appUuid: 'app-1',
  createdAt: '',
  updatedAt: '',
});
const data: ProductEditData = {
  app: {
    appUuid: 'app-1',
    name: 'Norte ICMS',
    description: 'Apuração de ICMS',
    website: 'https://norte.exemplo.com.br',
    integrations: ['SAP', 'Totvs'],
    appPhoto: 'media-1',
    provider: { uuid: 'prov-1' },
    category: { appCategoriesUuid: 'cat-1' },
    subcategory: { appSubCategoryUuid: 'sub-1' },
  } as unknown as App,
  relationship: storedRelationship,
  functionalities: [
    { id: 11, description: 'Cálculo', appUuid: 'app-1' },
    { id: 12, description: 'Guia', appUuid: 'app-1' },
  ],
  medias: [media(1), media(2)],
};
const unchanged = (): ProductFormValues => productEditDefaults(data);

describe('planProductUpdate', () => {
  it('finds nothing to do when nothing changed (spec 02 §4: "Nenhuma alteração detectada")', () => {
    const plan = planProductUpdate(data, unchanged(), []);
    expect(isEmptyPlan(plan)).toBe(true);
  });

  it('updates the relationship when the category changes, and creates one when the app has none', () => {
    const moved = planProductUpdate(data, { ...unchanged(), category: 'cat-2', subcategory: 'sub-3' }, []);
    expect(moved.relationship).toEqual({ mode: 'update', uuid: 'rel-1', category: 'cat-2', subcategory: 'sub-3' });
    expect(moved.app).toBeNull();
    const none = planProductUpdate({ ...data, relationship: null }, unchanged(), []);
    expect(none.relationship).toEqual({ mode: 'create', uuid: null, category: 'cat-1', subcategory: 'sub-1' });
  });

  it('sends the deleted feature ids and the new features only', () => {
    const plan = planProductUpdate(data, { ...unchanged(), features: ['Guia', 'Relatório'] }, []);
    expect(plan.functionalities).toEqual({ deleteIds: [11], newFunctionalities: [{ description: 'Relatório' }] });
    expect(planProductUpdate(data, { ...unchanged(), features: ['Guia', 'Cálculo'] }, []).functionalities).toBeNull();
  });

  it('sends only the app fields that changed, with the category when it moved too', () => {
    expect(planProductUpdate(data, { ...unchanged(), name: 'Norte ICMS 2' }, []).app).toEqual({ name: 'Norte ICMS 2' });
    expect(planProductUpdate(data, { ...unchanged(), integrations: ['SAP'] }, []).app).toEqual({ integrations: ['SAP'] });
    expect(planProductUpdate(data, { ...unchanged(), description: 'Nova', category: 'cat-2', subcategory: 'sub-3' }, []).app).toEqual({
      description: 'Nova',
      appCategoryUuid: 'cat-2',
      subCategoryUuid: 'sub-3',
    });
  });

  it('compares the stored website as an address', () => {
    const bare = { ...data, app: { ...data.app, website: 'norte.exemplo.com.br' } };
    expect(planProductUpdate(bare, { ...productEditDefaults(bare), website: 'https://norte.exemplo.com.br' }, []).app).toBeNull();
  });

  it('removes media, adds images, and moves the photo when its media goes', () => {
    const file = png('nova.png');
    const plan = planProductUpdate(data, { ...unchanged(), images: [file] }, ['media-1', 'media-9']);
    expect(plan.removeMedias).toEqual(['media-1']);
    expect(plan.newImages).toEqual([file]);
    expect(plan.resetPhoto).toBe(true);
    expect(planProductUpdate(data, unchanged(), ['media-2']).resetPhoto).toBe(false);
  });
});

function fakeCalls(failAt?: 'relationship' | 'sync' | 'app' | 'delete' | 'upload' | 'media' | 'photo') {
  const boom = () => Promise.reject(new Error('falhou'));
  let n = 0;
  return {
    relationships: {
      create: vi.fn(() => (failAt === 'relationship' ? boom() : Promise.resolve({} as never))),
      update: vi.fn(() => (failAt === 'relationship' ? boom() : Promise.resolve({} as never))),
    },
    functionalities: { sync: vi.fn(() => (failAt === 'sync' ? boom() : Promise.resolve([]))) },
    apps: {
      update: vi.fn(() => (failAt === 'app' ? boom() : Promise.resolve({} as App))),
      updatePhoto: vi.fn(() => (failAt === 'photo' ? boom() : Promise.resolve({} as App))),
    },
    uploads: {
      uploadAsset: vi.fn(() => {
        n += 1;
        return failAt === 'upload' && n === 2
          ? boom()
          : Promise.resolve({ message: 'ok', assetId: `a${n}`, imageUrl: `https://assets/img/a${n}` });
      }),
    },
    medias: {
      create: vi.fn((body: { name: string }) =>
        failAt === 'media' ? boom() : Promise.resolve({ ...media(0), appMediaUuid: `new-${body.name}` }),
      ),
      delete: vi.fn(() => (failAt === 'delete' ? boom() : Promise.resolve('ok'))),
    },
  } satisfies UpdateProductCalls;
}

const everything = (): ProductFormValues => ({
  ...unchanged(),
  name: 'Norte ICMS Pro',
  category: 'cat-2',
  subcategory: 'sub-3',
  features: ['Guia', 'Relatório'],
  images: [png('a.png'), png('b.png')],
});

describe('updateProduct', () => {
  it('runs the steps that have work, in order, and only those', async () => {
    const calls = fakeCalls();
    const events: UpdateEvent[] = [];
    const plan = planProductUpdate(data, everything(), ['media-1']);
    const result = await updateProduct(calls, { appUuid: 'app-1', plan, medias: data.medias, host: 'portal', now: () => 'T' }, (e) =>
      events.push(e),
    );
    expect(result).toEqual({
      ok: true,
      done: ['relationship', 'functionalities', 'app', 'removeMedias', 'images', 'photo'],
      relationshipMode: 'update',
    });
    expect(calls.relationships.update).toHaveBeenCalledWith('rel-1', {
      app: { appUuid: 'app-1' },
      category: { appCategoriesUuid: 'cat-2' },
      subCategory: { appSubCategoryUuid: 'sub-3' },
    });
    expect(calls.functionalities.sync).toHaveBeenCalledWith({
      appUuid: 'app-1',
      deleteIds: [11],
      newFunctionalities: [{ description: 'Relatório' }],
    });
    expect(calls.apps.update).toHaveBeenCalledWith('app-1', { name: 'Norte ICMS Pro', appCategoryUuid: 'cat-2', subCategoryUuid: 'sub-3' });
    expect(calls.medias.delete).toHaveBeenCalledWith('media-1');
    // Removed before the new ones are sent (a product at 5 images can swap one).
    expect(calls.medias.delete.mock.invocationCallOrder[0]).toBeLessThan(calls.uploads.uploadAsset.mock.invocationCallOrder[0] ?? 0);
    expect(calls.medias.create).toHaveBeenCalledWith({
      name: 'a.png',
      assetId: 'https://assets/img/a1',
      provider: 'portal',
      created_at: 'T',
      updated_at: 'T',
      appUuid: { appUuid: 'app-1' },
    });
    // The photo was media-1 (removed): the first media left.
    expect(calls.apps.updatePhoto).toHaveBeenCalledWith('app-1', 'media-2');
    expect(events.filter((e) => e.status === 'current').map((e) => e.step)).toEqual([
      'relationship',
      'functionalities',
      'app',
      'removeMedias',
      'images',
      'photo',
    ]);
  });

  it('creates the relationship when there was none, and skips untouched steps', async () => {
    const calls = fakeCalls();
    const noRel = { ...data, relationship: null };
    const plan = planProductUpdate(noRel, productEditDefaults(noRel), []);
    const result = await updateProduct(calls, { appUuid: 'app-1', plan, medias: data.medias, host: 'portal' });
    expect(result).toEqual({ ok: true, done: ['relationship'], relationshipMode: 'create' });
    expect(calls.relationships.create).toHaveBeenCalled();
    expect(calls.functionalities.sync).not.toHaveBeenCalled();
    expect(calls.apps.update).not.toHaveBeenCalled();
    expect(calls.uploads.uploadAsset).not.toHaveBeenCalled();
  });

  it.each([
    ['relationship', 'relationship', []],
    ['sync', 'functionalities', ['relationship']],
    ['app', 'app', ['relationship', 'functionalities']],
    ['delete', 'removeMedias', ['relationship', 'functionalities', 'app']],
    ['upload', 'upload', ['relationship', 'functionalities', 'app', 'removeMedias']],
    ['media', 'media', ['relationship', 'functionalities', 'app', 'removeMedias']],
    ['photo', 'photo', ['relationship', 'functionalities', 'app', 'removeMedias', 'images']],
  ] as const)('stops at the first failure (%s) and says what was saved', async (failAt, failure, done) => {
    const calls = fakeCalls(failAt);
    const values = everything();
    const plan = planProductUpdate(data, values, ['media-1']);
    const result = await updateProduct(calls, { appUuid: 'app-1', plan, medias: data.medias, host: 'portal' });
    expect(result).toMatchObject({ ok: false, failure, done });
    if (failAt === 'upload' && !result.ok) expect(result.storedImages).toEqual([values.images[0]]);
  });
});
