import type { PathParams } from 'msw';

/** A path parameter as text (msw gives `string | readonly string[] | undefined`). */
export const param = (params: PathParams, name: string): string => {
  const value = params[name];
  return typeof value === 'string' ? decodeURIComponent(value) : Array.isArray(value) ? String(value[0] ?? '') : '';
};
