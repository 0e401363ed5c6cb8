import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EMPTY_CREATE_APP_FORM, createAppFields, createAppFormSchema } from './createAppForm';

const photo = new File([new Uint8Array([1, 2, 3])], 'app.png', { type: 'image/png' });
const filled = {
  ...EMPTY_CREATE_APP_FORM,
  name: ' Nota Fácil ',
  description: 'Emite NF-e',
  functionalities: 'Emissão\nCancelamento',
  main_functionalities: 'Emissão em lote',
  app_photo: [photo],
};

describe('create-app form', () => {
  it('requires name, description, functionalities, main functionalities and the photo (spec 01 §5)', () => {
    const result = v.safeParse(createAppFormSchema(false), EMPTY_CREATE_APP_FORM);
    expect(result.success).toBe(false);
    const fields = new Set(result.issues?.map((issue) => v.getDotPath(issue)));
    expect(fields).toEqual(new Set(['name', 'description', 'functionalities', 'main_functionalities', 'app_photo']));
  });

  it('asks for the company only of an account that publishes for any company', () => {
    expect(v.safeParse(createAppFormSchema(false), filled).success).toBe(true);
    const admin = v.safeParse(createAppFormSchema(true), filled);
    expect(admin.issues?.map((issue) => issue.message)).toEqual(['marketplace.create.companyRequired']);
  });

  it('checks the optional rating and links when given', () => {
    const bad = v.safeParse(createAppFormSchema(false), {
      ...filled,
      rating: '7',
      link_web: 'javascript:alert(1)',
      link_ios: 'apps.apple.com',
    });
    expect(bad.issues?.map((issue) => `${v.getDotPath(issue)}:${issue.message}`).sort()).toEqual([
      'link_ios:marketplace.create.linkInvalid',
      'link_web:marketplace.create.linkScheme',
      'rating:marketplace.create.ratingInvalid',
    ]);
    expect(v.safeParse(createAppFormSchema(false), { ...filled, rating: '4,5', link_web: 'https://app.exemplo.com.br' }).success).toBe(
      true,
    );
  });

  it('sends trimmed fields and leaves blanks out', () => {
    const values = v.parse(createAppFormSchema(true), { ...filled, provider: 'prov-1', rating: '4,5', tags: 'NF-e, ICMS' });
    expect(createAppFields(values)).toEqual({
      name: 'Nota Fácil',
      description: 'Emite NF-e',
      functionalities: 'Emissão\nCancelamento',
      main_functionalities: 'Emissão em lote',
      tags: 'NF-e, ICMS',
      rating: '4.5',
      provider: 'prov-1',
    });
  });
});
