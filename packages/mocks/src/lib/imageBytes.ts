/**
 * What an uploaded image really is, read from its first bytes (its magic number), never from the type
 * the client declared: a client can label any bytes `image/png`, and a server that stores and serves
 * them under that label hands an attacker's HTML or script back to other users.
 */
import type { IMAGE_TYPES } from '@portal-fiscal/api-client';

export type ImageType = (typeof IMAGE_TYPES)[number];

const SIGNATURES: ReadonlyArray<{ type: ImageType; bytes: readonly number[] }> = [
  // JPEG: SOI marker then the first segment's marker byte.
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  // PNG: \x89 P N G \r \n \x1a \n.
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // GIF: "GIF87a" or "GIF89a".
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x37, 0x61] },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] },
];

/** The longest signature: how many leading bytes `sniffImageType` needs. */
export const SNIFF_BYTES = 8;

/** The image type the bytes start with (JPEG, PNG or GIF), or null when they are none of these. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  for (const { type, bytes: signature } of SIGNATURES) {
    if (bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte)) return type;
  }
  return null;
}
