import { get, type FieldErrors, type FieldPath, type FieldValues } from 'react-hook-form';

/**
 * The text under a field. Our own messages are dictionary keys (`isKey` tells them apart, by their
 * prefix), translated here; a server's field message (a 400 or 409's field errors) is shown as it came.
 */
export function fieldErrorText(
  message: unknown,
  translate: (key: string) => string,
  isKey: (message: string) => boolean,
): string | undefined {
  if (typeof message !== 'string' || message === '') return undefined;
  return isKey(message) ? translate(message) : message;
}

/** `errorOf(name)` for a form: the text of its field's error, or undefined. */
export function fieldErrors<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  translate: (key: string) => string,
  isKey: (message: string) => boolean,
): (name: FieldPath<Values>) => string | undefined {
  return (name) => fieldErrorText((get(errors, name) as { message?: unknown } | undefined)?.message, translate, isKey);
}

/** The usual test of `isKey`: our messages of a form start with its dictionary prefix ('company.errors.'). */
export const keyPrefix =
  (...prefixes: readonly string[]) =>
  (message: string): boolean =>
    prefixes.some((prefix) => message.startsWith(prefix));
