import { IMAGE_TYPES, MAX_IMAGE_BYTES, assetImagePath, isBareAssetId } from '@portal-fiscal/api-client';
import type { MockBaseUrls } from '../config';
import { db, type AssetRecord } from '../db';
import { SeedImage } from '../images/seedImage';
import { newId, nowIso } from './ids';
import { SNIFF_BYTES, sniffImageType } from './imageBytes';
import { badRequest, errorResponse } from './responses';

/** Expands a stored image reference: a bare asset id becomes `${assets}/api/v1/asset/img/{id}`; URLs stay. */
export function imageUrl(urls: MockBaseUrls, ref: string | null | undefined): string {
  if (!ref) return '';
  return isBareAssetId(ref) ? `${urls.assets}${assetImagePath(ref)}` : ref;
}
export const imageUrlOrNull = (urls: MockBaseUrls, ref: string | null | undefined): string | null => (ref ? imageUrl(urls, ref) : null);

/**
 * Takes the image under one of `fields` of a multipart body and stores it as an asset.
 * 400 when absent, 415 when not declared jpeg/png/gif, 413 when over 1 MB, 415 when its bytes are not
 * the image it is declared as (the declared type is the client's word; the magic number is the file's).
 */
export async function storeImage(
  form: FormData,
  fields: readonly string[],
  ownerAccountUuid: string | null,
  missingMessage = 'Envie uma imagem.',
): Promise<{ ok: true; asset: AssetRecord; field: string } | { ok: false; response: Response }> {
  const field = fields.find((name) => form.get(name) instanceof Blob);
  const file = field ? form.get(field) : null;
  if (!field || !(file instanceof Blob)) return { ok: false, response: badRequest({ [fields[0] ?? 'file']: missingMessage }) };
  const name = file instanceof File && file.name ? file.name : field;
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return {
      ok: false,
      response: errorResponse(415, `Formato de ${name} não suportado`, {
        code: 'unsupported_media_type',
        fieldErrors: { [field]: `Formato de ${name} não suportado` },
      }),
    };
  }
  if (file.size > MAX_IMAGE_BYTES) {
    return {
      ok: false,
      response: errorResponse(413, `Imagem ${name} excede o limite de 1MB`, {
        code: 'payload_too_large',
        fieldErrors: { [field]: `Imagem ${name} excede o limite de 1MB` },
      }),
    };
  }
  const bytes = await file.arrayBuffer();
  // Checked after the size, so an oversize file is still a 413 whatever it holds.
  const actual = sniffImageType(new Uint8Array(bytes, 0, Math.min(bytes.byteLength, SNIFF_BYTES)));
  if (actual !== file.type) {
    const message = actual ? `O conteúdo de ${name} não corresponde ao formato declarado` : `Formato de ${name} não suportado`;
    return { ok: false, response: errorResponse(415, message, { code: 'unsupported_media_type', fieldErrors: { [field]: message } }) };
  }
  const asset = await db.assets.create({
    assetId: newId('asset'),
    blob: new Blob([bytes], { type: file.type }),
    contentType: file.type,
    name,
    size: file.size,
    ownerAccountUuid,
    createdAt: nowIso(),
  });
  return { ok: true, asset, field };
}

/**
 * What every served asset carries, so that bytes uploaded by one user can never run in another's browser
 * even if they got past the upload check: `nosniff` stops a browser from guessing HTML or script out of
 * them, and the policy (nothing may load, no script, a sandbox with a unique origin) neuters the answer
 * if it is opened as a document. An `<img>` ignores both for display, so images (the seed's SVGs
 * included) still show.
 */
export const ASSET_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
} as const;

/** What an asset's answer carries: an upload's Blob, or a seeded image's bytes (drawn on first use). */
const bodyOf = (asset: AssetRecord): Blob | Uint8Array<ArrayBuffer> => (asset.blob instanceof SeedImage ? asset.blob.bytes : asset.blob);

/** An asset's length in bytes (a seeded image's once drawn: its record says 0 until then). */
export function assetSize(asset: AssetRecord): number {
  if (asset.size) return asset.size;
  const body = bodyOf(asset);
  return body instanceof Blob ? body.size : body.byteLength;
}

/** Serves a stored asset with its content type and ASSET_SECURITY_HEADERS; 404 when unknown. */
export function assetResponse(assetId: string | undefined): Response {
  const asset = assetId ? db.assets.findFirst((q) => q.where({ assetId })) : undefined;
  if (!asset) return errorResponse(404, 'Imagem não encontrada.', { code: 'not_found' });
  return new Response(bodyOf(asset), {
    status: 200,
    headers: {
      'Content-Type': asset.contentType,
      'Content-Length': String(assetSize(asset)),
      'Cache-Control': 'public, max-age=3600',
      ...ASSET_SECURITY_HEADERS,
    },
  });
}
