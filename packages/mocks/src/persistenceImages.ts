/**
 * The demo snapshot's images: Blobs (uploaded images) are saved as data URLs, inside the records as
 * `{ $blob: dataUrl }`. A Blob's data URL is made once, ahead of the synchronous save (`primeBlobs`),
 * and kept for it; `encodeRecord` throws `MissingBlobError` for a Blob not converted yet.
 */

type AnyRecord = Record<string, unknown>;

const blobUrls = new WeakMap<Blob, string>();

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}

/** Converts a Blob to a base64 data URL and remembers it for the synchronous snapshot. */
export async function blobToDataUrl(blob: Blob): Promise<string> {
  const cached = blobUrls.get(blob);
  if (cached) return cached;
  const url = `data:${blob.type || 'application/octet-stream'};base64,${bytesToBase64(new Uint8Array(await blob.arrayBuffer()))}`;
  blobUrls.set(blob, url);
  return url;
}

/** Rebuilds a Blob from a data URL (base64 or percent-encoded), synchronously. */
export function dataUrlToBlob(url: string): Blob {
  const match = /^data:([^;,]*)((?:;[^;,]*)*?)(;base64)?,(.*)$/s.exec(url);
  if (!match) throw new Error('URL de dados inválida.');
  const type = match[1] || 'application/octet-stream';
  const payload = match[4] ?? '';
  let blob: Blob;
  if (match[3]) {
    const binary = atob(payload);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    blob = new Blob([bytes], { type });
  } else {
    blob = new Blob([decodeURIComponent(payload)], { type });
  }
  blobUrls.set(blob, url);
  return blob;
}

const BLOB_TAG = '$blob';
const isBlob = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;
const isPlainObject = (value: unknown): value is AnyRecord =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** Every Blob inside a record (records are plain JSON-like trees). */
function blobsIn(value: unknown, out: Blob[] = []): Blob[] {
  if (isBlob(value)) out.push(value);
  else if (Array.isArray(value)) for (const item of value) blobsIn(item, out);
  else if (isPlainObject(value)) for (const key of Object.keys(value)) blobsIn(value[key], out);
  return out;
}

/** Converts (and caches) the data URL of every Blob of a record. */
export async function primeBlobs(value: unknown): Promise<void> {
  await Promise.all(blobsIn(value).map((blob) => blobToDataUrl(blob)));
}

/** A record holds a Blob whose data URL is not made yet: the snapshot waits for it. */
export class MissingBlobError extends Error {}

/** JSON-safe copy of a record: Blobs become `{ $blob: dataUrl }`. Throws when a Blob is not converted yet. */
export function encodeRecord(value: unknown): unknown {
  if (isBlob(value)) {
    const url = blobUrls.get(value);
    if (!url) throw new MissingBlobError();
    return { [BLOB_TAG]: url };
  }
  if (Array.isArray(value)) return value.map(encodeRecord);
  if (isPlainObject(value)) {
    const out: AnyRecord = {};
    for (const key of Object.keys(value)) out[key] = encodeRecord(value[key]);
    return out;
  }
  return value;
}

/** The record again, from its JSON-safe copy: `{ $blob: dataUrl }` becomes a Blob. */
export function decodeRecord(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decodeRecord);
  if (isPlainObject(value)) {
    const tagged = value[BLOB_TAG];
    if (typeof tagged === 'string' && Object.keys(value).length === 1) return dataUrlToBlob(tagged);
    const out: AnyRecord = {};
    for (const key of Object.keys(value)) out[key] = decodeRecord(value[key]);
    return out;
  }
  return value;
}
