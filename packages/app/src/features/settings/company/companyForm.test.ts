import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Provider } from '@portal-fiscal/api-client';
import { companyFormDefaults, companyFormSchema, hasLogo, providerBody } from './companyForm';

const logo = new File([new Uint8Array([1, 2, 3])], 'logo.png', { type: 'image/png' });
const stored: Provider = {
  uuid: 'prov-1',
  name: 'Contábil Norte',
  description: 'Soluções fiscais',
  photo: 'https://assets.exemplo/api/v1/asset/img/a1',
  providerTypeUuid: 'ptype-1',
  providerTypeName: 'Software house',
  status: 'ATIVO',
  apps: [],
  accounts: [],
  createdAt: null,
  updatedAt: null,
};

const issues = (input: unknown) =>
  (v.safeParse(companyFormSchema, input).issues ?? []).map((issue) => `${v.getDotPath(issue) ?? ''}:${issue.message}`).sort();

describe('company form', () => {
  it('requires name, description, provider type and logo, with the spec messages as keys (spec 02 §5)', () => {
    expect(issues(companyFormDefaults(null))).toEqual([
      'description:company.errors.descriptionRequired',
      'logo:company.errors.logoRequired',
      'name:company.errors.nameRequired',
      'providerType:company.errors.typeRequired',
    ]);
  });

  it('counts blank-only values as empty', () => {
    expect(issues({ name: '   ', description: '\n\t', providerType: ' ', logo: [logo], storedLogo: '  ' })).toEqual([
      'description:company.errors.descriptionRequired',
      'name:company.errors.nameRequired',
      'providerType:company.errors.typeRequired',
    ]);
  });

  it('takes a new file or the stored logo as the logo', () => {
    const filled = { name: 'Nova', description: 'Desc', providerType: 'ptype-1' };
    expect(v.safeParse(companyFormSchema, { ...filled, logo: [logo], storedLogo: '' }).success).toBe(true);
    expect(v.safeParse(companyFormSchema, { ...filled, logo: [], storedLogo: stored.photo }).success).toBe(true);
    expect(hasLogo({ logo: [], storedLogo: '' })).toBe(false);
    expect(hasLogo({ logo: [logo], storedLogo: '' })).toBe(true);
  });

  it('starts from the stored company, and trims what it sends', () => {
    const defaults = companyFormDefaults(stored);
    expect(defaults).toEqual({
      name: 'Contábil Norte',
      description: 'Soluções fiscais',
      providerType: 'ptype-1',
      logo: [],
      storedLogo: stored.photo,
    });
    const values = v.parse(companyFormSchema, { ...defaults, name: '  <b>Norte</b>  ', description: ' Fiscal ' });
    expect(providerBody(values, 'https://img/2')).toEqual({
      name: '<b>Norte</b>',
      description: 'Fiscal',
      photo: 'https://img/2',
      provider_type_uuid: 'ptype-1',
    });
  });
});
