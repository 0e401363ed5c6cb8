/** An id read from the address: trimmed, and only the characters ids are made of; anything else is not an id. */
export function idParam(search: string, name = 'id'): string | null {
  const value = new URLSearchParams(search).get(name)?.trim() ?? '';
  return /^[\w-]{1,100}$/.test(value) ? value : null;
}
