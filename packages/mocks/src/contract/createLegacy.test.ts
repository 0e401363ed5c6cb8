/** POST {server}/create/app (`apps.createLegacy`) through the real client: who may create, for which company, what is stored. */
import { describe, expect, it } from 'vitest';
import type { CreateAppLegacyFields } from '@portal-fiscal/api-client';
import { db } from '../db';
import { accountOf, bigJpeg, clientAs, expectError, pdfFile, pngFile, seedContext, setupMockBackend } from './harness';

setupMockBackend();

const fields = (extra: Partial<CreateAppLegacyFields> = {}): CreateAppLegacyFields => ({
  name: 'Apurador Legado Zeta',
  description: 'Apuração de ICMS em lote.',
  functionalities: 'Apuração; Conferência, Relatórios',
  main_functionalities: 'Apuração do ICMS\n  Conferência de notas ; SPED Fiscal;;\napuração do icms\n\n',
  tags: 'ICMS, Rótulo Legado Novo',
  link_web: 'https://legado.exemplo.com.br',
  ...extra,
});

describe('apps.createLegacy', () => {
  it("a provider admin's app joins their company; the main functionalities become records; the app is found by the list's search", async () => {
    const { api } = clientAs('provider');
    const me = accountOf('provider');
    const { appUuid, message } = await api.apps.createLegacy(fields(), pngFile('tela.png'));
    expect(message).toBe('Confirme a conta pelo email');
    const app = await api.apps.get(appUuid);
    expect(app.provider?.uuid).toBe(me.appProviderUuid);
    // One per line or per ';', trimmed, blanks dropped, a repeat (ignoring case) once; the text as sent
    // (trimmed; multipart sends line breaks as CRLF).
    expect(app.mainFunctionalities.map((f) => f.description)).toEqual(['Apuração do ICMS', 'Conferência de notas', 'SPED Fiscal']);
    expect(app.mainFunctionalitiesText?.replace(/\r\n/g, '\n')).toBe(fields().main_functionalities.trim());
    expect((await api.mainFunctionalities.listByApp(appUuid)).map((f) => f.description)).toEqual([
      'Apuração do ICMS',
      'Conferência de notas',
      'SPED Fiscal',
    ]);
    expect(new Set(app.mainFunctionalities.map((f) => f.id)).size).toBe(3);
    expect(app.appFunctionalities.map((f) => f.description)).toEqual(['Apuração', 'Conferência', 'Relatórios']);
    expect(app.tags.map((t) => t.name)).toEqual(['ICMS', 'Rótulo Legado Novo']);
    expect(app.medias).toHaveLength(1);
    expect(app.photoUrl).toBe(app.medias[0]?.imageUrl);

    const page = await api.apps.serverPage(1, 20, { q: 'Apurador Legado Zeta' });
    expect(page.total).toBe(1);
    expect(page.apps.map((a) => a.appUuid)).toEqual([appUuid]);
    expect(page.apps[0]?.mainFunctionalities).toHaveLength(3);
  });

  it('a provider admin may name their own company, not another (403)', async () => {
    const s = seedContext();
    const { api } = clientAs('provider');
    const own = await api.apps.createLegacy(fields({ provider: s.providerUuid }), pngFile());
    expect((await api.apps.get(own.appUuid)).provider?.uuid).toBe(s.providerUuid);
    const before = db.apps.count();
    const error = await expectError(api.apps.createLegacy(fields({ provider: s.otherProvider.uuid }), pngFile()), 403, 'forbidden');
    expect(error.message).toBe('Você só pode cadastrar produtos da sua empresa.');
    expect(db.apps.count()).toBe(before);
  });

  it('a marketplace admin must name an existing company', async () => {
    const s = seedContext();
    const { api } = clientAs('admin');
    const missing = await expectError(api.apps.createLegacy(fields(), pngFile()), 400, 'validation');
    expect(missing.fieldErrors).toEqual({ provider: 'Selecione a empresa' });
    const blank = await expectError(api.apps.createLegacy(fields({ provider: '  ' }), pngFile()), 400);
    expect(blank.fieldErrors).toEqual({ provider: 'Selecione a empresa' });
    const unknown = await expectError(api.apps.createLegacy(fields({ provider: 'prov-nao-existe' }), pngFile()), 400);
    expect(unknown.fieldErrors).toEqual({ provider: 'Empresa não encontrada.' });
    // Every field error at once, the company's among them.
    const both = await expectError(api.apps.createLegacy(fields({ name: '' }), pngFile()), 400);
    expect(both.fieldErrors).toEqual({ name: 'Preencha os campos corretamente', provider: 'Selecione a empresa' });

    const created = await api.apps.createLegacy(fields({ provider: s.otherProvider.uuid }), pngFile());
    expect((await api.apps.get(created.appUuid)).provider?.uuid).toBe(s.otherProvider.uuid);
  });

  it('no company, or a role that cannot create', async () => {
    const noCompany = await expectError(clientAs('noCompany').api.apps.createLegacy(fields(), pngFile()), 400);
    expect(noCompany.fieldErrors).toEqual({ provider: 'Você não tem empresa registrada' });
    const user = await expectError(clientAs('user').api.apps.createLegacy(fields(), pngFile()), 403, 'forbidden');
    expect(user.message).toBe('Seu perfil não pode cadastrar produtos.');
  });

  it('app_photo: 415 for a type other than jpeg, png or gif, 413 over 1 MB; nothing is created', async () => {
    const { api } = clientAs('provider');
    const before = { apps: db.apps.count(), assets: db.assets.count(), functionalities: db.mainFunctionalities.count() };
    const wrongType = await expectError(api.apps.createLegacy(fields(), pdfFile('contrato.pdf')), 415, 'unsupported_media_type');
    expect(wrongType.message).toBe('Formato de contrato.pdf não suportado');
    expect(wrongType.fieldErrors).toEqual({ app_photo: 'Formato de contrato.pdf não suportado' });
    const tooBig = await expectError(api.apps.createLegacy(fields(), bigJpeg('foto.jpg')), 413, 'payload_too_large');
    expect(tooBig.message).toBe('Imagem foto.jpg excede o limite de 1MB');
    expect(tooBig.fieldErrors).toEqual({ app_photo: 'Imagem foto.jpg excede o limite de 1MB' });
    expect({ apps: db.apps.count(), assets: db.assets.count(), functionalities: db.mainFunctionalities.count() }).toEqual(before);
    await expect(api.apps.serverPage(1, 20, { q: 'Apurador Legado Zeta' })).resolves.toMatchObject({ total: 0 });
  });
});
