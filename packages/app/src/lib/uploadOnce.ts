/**
 * Upload once per picked file: a retry after a failed or refused save sends the file's stored address
 * again instead of uploading the same file twice. Each form keeps its own memory (one per module), keyed
 * by the picked file object, so a file picked again is a new upload.
 */
export function uploadOnce(): (file: Blob, upload: () => Promise<string>) => Promise<string> {
  const uploaded = new WeakMap<Blob, string>();
  return async (file, upload) => {
    const known = uploaded.get(file);
    if (known !== undefined) return known;
    const url = await upload();
    uploaded.set(file, url);
    return url;
  };
}
