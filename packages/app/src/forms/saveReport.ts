import type { FieldPath, FieldValues } from 'react-hook-form';
import { applyServerFieldErrors, serverMessage } from '../lib/serverMessage';
import { saveFailure, type SaveStep } from './saveError';

/** The backend's field names (a 400's `fieldErrors`) mapped to the form's fields. */
export type ServerFields<Input extends FieldValues> = Readonly<Record<string, FieldPath<Input>>>;

export interface SaveReport<Input extends FieldValues> {
  /** The text of the failed step: the toast's title, and the notice's when the server said nothing. */
  text: (step: SaveStep) => string;
  /** Where the backend's field messages go; the first field that gets one takes the focus. */
  fields?: ServerFields<Input>;
  /** What the server said, for the notice and the toast's description (default `serverMessage`). */
  said?: (reason: unknown) => string | null;
  /** The server's words under the toast's title too (the user forms). */
  describe?: boolean;
  /** When the notice by the submit button shows: always (the default), or only when no field took a message. */
  notice?: 'always' | 'unlessOnFields';
}

/**
 * Puts a refused save's field messages (a 400's `fieldErrors`) on the form's fields, the first one asked
 * to take the focus (as react-hook-form does for our own checks); returns how many it put.
 */
export function placeServerErrors<Field extends string>(
  error: unknown,
  fields: Readonly<Record<string, Field>>,
  setError: (field: Field, error: { message: string }, options: { shouldFocus: boolean }) => void,
): number {
  let placed = 0;
  applyServerFieldErrors(error, fields, (field, fieldError) => {
    setError(field, fieldError, { shouldFocus: placed === 0 });
    placed += 1;
  });
  return placed;
}

/** What a failed save shows: the toast, and the notice by the submit button (null: none). */
export interface SaveOutcome {
  toast: { title: string; description?: string };
  notice: string | null;
}

/**
 * The report of a failed save, the same in every form: the toast names the step that failed, the
 * server's field messages go on their fields, and the notice keeps the server's words (else the toast's
 * text) on screen.
 */
export function saveOutcome<Field extends string>(
  error: unknown,
  {
    text,
    fields,
    said = serverMessage,
    describe = false,
    notice = 'always',
  }: Omit<SaveReport<FieldValues>, 'fields'> & { fields?: Readonly<Record<string, Field>> | undefined },
  setError: (field: Field, error: { message: string }, options: { shouldFocus: boolean }) => void,
): SaveOutcome {
  const { step, reason } = saveFailure(error);
  const title = text(step);
  const words = said(reason);
  const onFields = fields ? placeServerErrors(reason, fields, setError) : 0;
  return {
    toast: describe && words ? { title, description: words } : { title },
    notice: notice === 'always' || onFields === 0 ? (words ?? title) : null,
  };
}
