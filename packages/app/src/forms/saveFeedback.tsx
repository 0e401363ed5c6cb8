import { useId, useState, type ReactNode } from 'react';
import { Notice } from '@portal-fiscal/ui/Notice';
import { applyServerFieldErrors, serverMessage } from '../lib/serverMessage';
import { useToast } from '../shell/toast';
import { saveFailure, type SaveStep } from './saveError';

/** Where a refused save's field errors go: the backend's field names, and the form's setError. */
export interface ServerFields<Field extends string> {
  fields: Readonly<Record<string, Field>>;
  setError: (field: Field, error: { message: string }) => void;
}

/**
 * What a form shows when its save fails, the same way in every form that saves a record: a toast naming
 * the step that failed (`textFor(step)`), the backend's own message (or that text) kept on screen by the
 * submit button (`notice`, whose id `errorId` the button is described by), and the backend's field errors
 * on their fields.
 */
export function useSaveFeedback() {
  const toast = useToast();
  const [message, setMessage] = useState<string | null>(null);
  const errorId = `${useId()}-error`;

  const report = <Field extends string>(error: unknown, textFor: (step: SaveStep) => string, server?: ServerFields<Field>) => {
    const { step, reason } = saveFailure(error);
    const text = textFor(step);
    toast.error(text);
    setMessage(serverMessage(reason) ?? text);
    if (server) applyServerFieldErrors(reason, server.fields, server.setError);
  };

  const notice: ReactNode = message ? (
    <div id={errorId}>
      <Notice tone="danger" live>
        {message}
      </Notice>
    </div>
  ) : null;

  return { message, errorId, notice, report, clear: () => setMessage(null) };
}
