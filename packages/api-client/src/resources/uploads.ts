import * as v from 'valibot';
import { ApiError } from '../errors';
import { parseWith, type Http, type UploadOptions } from '../http';
import { IMAGE_TYPES, MAX_IMAGE_BYTES, assetImagePath, assetImageUrl } from '../wire/common';
import { safeHttpUrl } from '../wire/url';

/** The multipart field names the backends know (spec 01 §7). */
export type UploadField = 'atalho_media' | 'app_photo';

/** Wire: POST {server}/upload → `{ message, asset_id }`. */
export const ServerUploadWireSchema = v.object({ message: v.string(), asset_id: v.string() });
/** Wire: GET {server}/uploads → the account's uploaded files. */
export const UploadedFileWireSchema = v.object({
  asset_id: v.string(),
  name: v.string(),
  content_type: v.string(),
  size: v.number(),
  created_at: v.string(),
  url: v.string(),
});
export type UploadedFileWire = v.InferOutput<typeof UploadedFileWireSchema>;
export const UploadedFileListWireSchema = v.object({ files: v.array(UploadedFileWireSchema) });
/** Wire: the assets API answers its upload with TEXT holding the id; the mocks send `{"message":...,"asset_id":...}` as text/plain. */
export const AssetUploadWireSchema = v.object({ message: v.string(), asset_id: v.string() });

export interface UploadResult {
  message: string;
  assetId: string;
  /** `${assetsUrl}/api/v1/asset/img/{assetId}`. */
  imageUrl: string;
}
export interface UploadedFile {
  assetId: string;
  name: string;
  contentType: string;
  size: number;
  createdAt: string;
  /** Where the file is served: an http(s) URL, or '' when the backend sent another scheme (pages link to it). */
  url: string;
}

const ASSET_ID = /^[A-Za-z0-9_-]+$/;
/**
 * Finds the asset id in the assets API's text answer: JSON `{asset_id}` / `{assetId}` (also under `data`),
 * a JSON string, `asset_id: x` / `asset_id=x` anywhere in the text, or the bare id itself.
 */
export function parseAssetId(text: string): string {
  const trimmed = text.trim();
  const fromValue = (value: unknown, depth = 0): string | null => {
    if (depth > 3) return null;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (typeof value === 'string') return ASSET_ID.test(value.trim()) ? value.trim() : tryText(value);
    if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      for (const key of ['asset_id', 'assetId', 'id']) {
        const found = record[key] === undefined ? null : fromValue(record[key], depth + 1);
        if (found) return found;
      }
      if (record['data'] !== undefined) return fromValue(record['data'], depth + 1);
    }
    return null;
  };
  const tryText = (value: string): string | null => {
    const match = /asset_?id["'\s]*[:=]\s*["']?([A-Za-z0-9_-]+)/i.exec(value);
    return match?.[1] ?? null;
  };
  let found: string | null;
  try {
    found = fromValue(JSON.parse(trimmed));
  } catch {
    found = tryText(trimmed) ?? (ASSET_ID.test(trimmed) ? trimmed : null);
  }
  if (!found) throw new ApiError({ kind: 'invalid-response', message: 'Erro ao processar imagem: asset_id não encontrado' });
  return found;
}

/** Checks an image before sending it: jpeg/png/gif, at most 1 MB (spec 02 §5). Returns the Portuguese message, or null. */
export function imageProblem(file: Blob & { name?: string }): string | null {
  const name = file.name ?? 'imagem';
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return `Formato de ${name} não suportado`;
  if (file.size > MAX_IMAGE_BYTES) return `Imagem ${name} excede o limite de 1MB`;
  return null;
}

const fileName = (file: Blob, fallback: string) => (file instanceof File && file.name ? file.name : fallback);

export function uploadsCalls(http: Http) {
  return {
    /**
     * POST {server}/upload, multipart with the file under `field` (`atalho_media` or `app_photo`) →
     * `{message, assetId, imageUrl}`. Reports progress through `onProgress(fraction)`. 413 > 1 MB, 415 not an image.
     */
    async upload(file: Blob, options: UploadOptions & { field?: UploadField } = {}): Promise<UploadResult> {
      const field = options.field ?? 'app_photo';
      const form = new FormData();
      form.append(field, file, fileName(file, field));
      const raw = await http.upload('server', '/upload', form, options);
      let data: unknown;
      try {
        data = JSON.parse(raw);
      } catch {
        throw new ApiError({ kind: 'invalid-response', message: 'Resposta de upload não é JSON.' });
      }
      const w = parseWith(ServerUploadWireSchema, data, 'upload');
      return { message: w.message, assetId: w.asset_id, imageUrl: assetImageUrl(http.config, w.asset_id) };
    },
    /** GET {server}/uploads (chosen path) → the signed-in account's uploaded files. */
    list: (): Promise<UploadedFile[]> =>
      http.json(
        'server',
        '/uploads',
        v.pipe(
          UploadedFileListWireSchema,
          v.transform((w) =>
            w.files.map((f): UploadedFile => ({
              assetId: f.asset_id,
              name: f.name,
              contentType: f.content_type,
              size: f.size,
              createdAt: f.created_at,
              url: safeHttpUrl(f.url) ?? '',
            })),
          ),
        ),
      ),
    /**
     * POST {assets}/api/v1/asset/upload (chosen path), multipart field `app_photo` → the asset id parsed from
     * the text answer, and its image URL. Used for profile, provider and app images.
     */
    async uploadAsset(file: Blob, options: UploadOptions = {}): Promise<UploadResult> {
      const form = new FormData();
      form.append('app_photo', file, fileName(file, 'app_photo'));
      const raw = await http.upload('assets', '/api/v1/asset/upload', form, options);
      const assetId = parseAssetId(raw);
      return { message: 'Upload realizado', assetId, imageUrl: assetImageUrl(http.config, assetId) };
    },
    /** GET {assets}/api/v1/asset/img/{asset_id} → the image (public); 404 unknown. */
    assetImage: (assetId: string): Promise<Blob> => http.blob('assets', assetImagePath(assetId)),
    /** `${assetsUrl}/api/v1/asset/img/{asset_id}`. */
    assetImageUrl: (assetId: string): string => assetImageUrl(http.config, assetId),
  };
}
export type UploadsCalls = ReturnType<typeof uploadsCalls>;
