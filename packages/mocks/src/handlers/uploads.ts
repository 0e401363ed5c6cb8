import { http, HttpResponse } from 'msw';
import { AssetUploadWireSchema, ServerUploadWireSchema, UploadedFileListWireSchema, assetImagePath } from '@portal-fiscal/api-client';
import * as v from 'valibot';
import type { MockBaseUrls } from '../config';
import { db } from '../db';
import { assetResponse, assetSize, storeImage } from '../lib/assets';
import { readForm } from '../lib/body';
import { withAuth, withBehaviour } from '../lib/guard';
import { param } from '../lib/params';
import { errorResponse, wireJson } from '../lib/responses';

const FIELDS = ['atalho_media', 'app_photo'] as const;

export const uploadsHandlers = (urls: MockBaseUrls) => ({
  /** POST {server}/upload, multipart `atalho_media` or `app_photo` → 201 `{message, asset_id}`; 413 / 415. */
  'uploads.upload': http.post(
    `${urls.server}/upload`,
    withBehaviour(
      withAuth(async ({ request }, me) => {
        const read = await readForm(request);
        if (!read.ok) return read.response;
        const stored = await storeImage(read.form, FIELDS, me.uuid, 'Nao fez o upload da imagem');
        if (!stored.ok) return stored.response;
        return wireJson(
          ServerUploadWireSchema,
          { message: 'Upload realizado com sucesso', asset_id: stored.asset.assetId },
          { status: 201 },
        );
      }),
    ),
  ),

  /** GET {server}/uploads (chosen) → `{files}` uploaded by the token's account, newest first. */
  'uploads.list': http.get(
    `${urls.server}/uploads`,
    withBehaviour(
      withAuth((_info, me) => {
        const files = db.assets.findMany((q) => q.where({ ownerAccountUuid: me.uuid }), { orderBy: { createdAt: 'desc' } });
        return wireJson(UploadedFileListWireSchema, {
          files: files.map((a) => ({
            asset_id: a.assetId,
            name: a.name,
            content_type: a.contentType,
            size: assetSize(a),
            created_at: a.createdAt,
            url: `${urls.assets}${assetImagePath(a.assetId)}`,
          })),
        });
      }),
    ),
  ),

  /**
   * POST {assets}/api/v1/asset/upload (chosen), multipart `app_photo` → 201 TEXT `{"message":..,"asset_id":..}`
   * (text/plain, as the real assets API answers text). 413 / 415.
   */
  'uploads.uploadAsset': http.post(
    `${urls.assets}/api/v1/asset/upload`,
    withBehaviour(
      withAuth(async ({ request }, me) => {
        const read = await readForm(request);
        if (!read.ok) return read.response;
        const stored = await storeImage(read.form, ['app_photo', 'file', 'atalho_media'], me.uuid, 'Erro no upload da imagem');
        if (!stored.ok) return stored.response;
        const body = { message: 'Upload realizado com sucesso', asset_id: stored.asset.assetId };
        if (!v.is(AssetUploadWireSchema, body))
          return errorResponse(500, 'Resposta do mock fora do contrato.', { code: 'mock_contract_drift' });
        return new HttpResponse(JSON.stringify(body), { status: 201, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
      }),
    ),
  ),

  /** GET {assets}/api/v1/asset/img/{asset_id} → the image with its content type (public); 404 unknown. */
  'uploads.assetImage': http.get(
    `${urls.assets}/api/v1/asset/img/:assetId`,
    withBehaviour(({ params }) => assetResponse(param(params, 'assetId'))),
  ),
});
