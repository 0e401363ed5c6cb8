import * as v from 'valibot';

/** ATIVO / INATIVO, the status of accounts, providers and apps (spec 02 §3). */
export const STATUSES = ['ATIVO', 'INATIVO'] as const;
export const StatusSchema = v.picklist(STATUSES, 'Status deve ser ATIVO ou INATIVO.');
export type Status = (typeof STATUSES)[number];

/** `{ message }`: the acknowledgement body of writes and deletes. */
export const MessageWireSchema = v.object({ message: v.string() });
export type MessageWire = v.InferOutput<typeof MessageWireSchema>;

/** Optional text on the wire (absent, null or a string) → domain `string | null`; blank counts as null. */
export const optionalText = v.pipe(
  v.nullish(v.string()),
  v.transform((value): string | null => (value === null || value === undefined || value.trim() === '' ? null : value)),
);

/** The image types and size every upload accepts (spec 02 §5, §9). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const MAX_IMAGE_BYTES = 1_048_576;

/** `${assetsUrl}/api/v1/asset/img/{asset_id}`: where an uploaded image is served. */
export const assetImagePath = (assetId: string): string => `/api/v1/asset/img/${encodeURIComponent(assetId)}`;
export function assetImageUrl(config: { assetsUrl: string }, assetId: string): string {
  return `${config.assetsUrl.replace(/\/+$/, '')}${assetImagePath(assetId)}`;
}
