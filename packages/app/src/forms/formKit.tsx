import { useEffect, useId, useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import { useForm, type FieldPath, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import { Notice } from '@portal-fiscal/ui/Notice';
import { useSubmitOnce } from '../lib/useSubmitOnce';
import { useToast } from '../shell/toast';
import { fieldErrors } from './fieldError';
import { placeServerErrors, saveOutcome, type SaveReport, type ServerFields } from './saveReport';

/** How a form's own messages read: dictionary keys (`isKey`, every message when left out) translated by `translate`. */
export interface FormMessages {
  translate: (key: string) => string;
  isKey?: (message: string) => boolean;
}

export interface FormKitOptions<Input extends FieldValues, Values extends FieldValues> {
  /** The form's valibot schema: what it checks, and the values it hands to `send`. */
  schema: v.GenericSchema<Input, Values>;
  /** The values the form starts from (and goes back to on `form.reset()`). */
  defaults: UseFormProps<Input, unknown, Values>['defaultValues'];
  messages: FormMessages;
  /** The call: runs once at a time however often the form is sent (lib/useSubmitOnce.ts). */
  send: (values: Values) => Promise<unknown>;
  /** The form was sent with a wrong field (after the focus went to the first one). */
  onInvalid?: () => void;
  mode?: UseFormProps<Input>['mode'];
  criteriaMode?: UseFormProps<Input>['criteriaMode'];
  /** Something else keeps the form busy too (a mutation's `isPending`): for the fields and the button. */
  busy?: boolean;
  /** The fields are disabled while busy (the default); the sign-in screens keep them as they are. */
  lockFields?: boolean;
}

export interface FormKit<Input extends FieldValues, Values extends FieldValues> {
  form: UseFormReturn<Input, unknown, Values>;
  /** The text under a field: our message translated, or the server's as it came. */
  errorOf: (name: FieldPath<Input>) => string | undefined;
  /** From the send until it settles (and while `busy` of the options holds). */
  busy: boolean;
  /** What a field's `disabled` is: `busy`, unless the options keep the fields enabled. */
  fieldsDisabled: boolean;
  /** The form's `onSubmit`: checks, focuses the first wrong field, or sends once. */
  onSubmit: (event?: BaseSyntheticEvent) => void;
  /**
   * The `<form>`'s own props: no browser bubbles (`noValidate`), `onSubmit`, `aria-busy` while busy (where
   * the fields lock), and `aria-describedby` naming the notice while it shows. A page's own props after it win.
   */
  formProps: {
    noValidate: true;
    onSubmit: (event?: BaseSyntheticEvent) => void;
    'aria-busy'?: true | undefined;
    'aria-describedby'?: string | undefined;
  };
  /** Puts the backend's field messages on their fields, the first one focused (as `focus` does); how many it put. */
  serverErrors: (error: unknown, fields: ServerFields<Input>) => number;
  /**
   * Focuses a field once the fields are enabled: after the render in which a save's busy state has
   * cleared (a disabled field cannot take the focus), or after the next render when they are enabled.
   */
  focus: (name: FieldPath<Input>) => void;
  /** One way to report a failed save: a toast naming the step, the fields' messages (the first focused), and the notice. */
  report: (error: unknown, how: SaveReport<Input>) => void;
  /** The save's message kept on screen by the submit button, or null. */
  notice: ReactNode;
  /** The notice's text, or null; `errorId` is the notice's id, for the button's `aria-describedby`. */
  message: string | null;
  errorId: string;
  /** Clears the notice (before another try). */
  clear: () => void;
}

/**
 * The kit's call alone: sent once at a time however often it is asked for (lib/useSubmitOnce.ts), busy
 * until it settles (and while `alsoBusy`). For a form a ui component draws and checks itself (the
 * marketplace's RatingForm); `useFormKit` sends through it too.
 */
export function useFormCall<Args extends unknown[], Result>(send: (...args: Args) => Promise<Result>, alsoBusy = false) {
  const call = useSubmitOnce(send);
  return { run: call.run, busy: call.busy || alsoBusy };
}

/**
 * One way to write a form: the schema and its defaults (the resolver), the call sent once at a time, our
 * field messages and the server's, the focus on the first wrong field (react-hook-form's for our checks,
 * `serverErrors`' and `report`'s for the server's, once the fields the save disabled are enabled again),
 * and the report of a failed save (`report`, `notice`). A page then reads as its fields (`forms/fields.tsx`,
 * bound to the kit) and its call.
 */
export function useFormKit<Input extends FieldValues, Values extends FieldValues>(
  options: FormKitOptions<Input, Values>,
): FormKit<Input, Values> {
  const { schema, defaults, messages, send, onInvalid, mode, criteriaMode, busy: alsoBusy = false, lockFields = true } = options;
  const form = useForm<Input, unknown, Values>({
    resolver: valibotResolver(schema) as Resolver<Input, unknown, Values>,
    defaultValues: defaults,
    ...(mode ? { mode } : {}),
    ...(criteriaMode ? { criteriaMode } : {}),
  });
  const submit = useFormCall(send, alsoBusy);
  const saved = useSaveReport();
  const { message } = saved;
  const errorId = `${useId()}-error`;
  const { busy } = submit;
  const fieldsDisabled = lockFields && busy;
  const errorOf = fieldErrors(form.formState.errors, messages.translate, messages.isKey ?? (() => true));

  // A save reports its refused fields while it still runs, when the fields it disabled cannot take the
  // focus yet: the field waits here until the render that enables them again.
  const [focusNext, setFocusNext] = useState<FieldPath<Input> | null>(null);
  const { setFocus } = form;
  useEffect(() => {
    if (focusNext === null || fieldsDisabled) return;
    setFocusNext(null);
    setFocus(focusNext);
  }, [focusNext, fieldsDisabled, setFocus]);
  /** `form.setError` with the focus deferred to that render. */
  const setError = (name: FieldPath<Input>, error: { message: string }, { shouldFocus }: { shouldFocus: boolean }) => {
    form.setError(name, error);
    if (shouldFocus) setFocusNext(name);
  };

  const serverErrors = (error: unknown, fields: ServerFields<Input>): number => placeServerErrors(error, fields, setError);

  const report = (error: unknown, how: SaveReport<Input>) => saved.report(error, how, setError);

  const onSubmit = (event?: BaseSyntheticEvent) => void form.handleSubmit(submit.run, onInvalid)(event);

  return {
    form,
    errorOf,
    busy,
    fieldsDisabled,
    onSubmit,
    formProps: {
      noValidate: true,
      onSubmit,
      ...(lockFields ? { 'aria-busy': busy || undefined } : {}),
      ...(message ? { 'aria-describedby': errorId } : {}),
    },
    serverErrors,
    focus: (name) => setFocusNext(name),
    report,
    notice: message ? (
      <div id={errorId}>
        <Notice tone="danger" live>
          {message}
        </Notice>
      </div>
    ) : null,
    message,
    errorId,
    clear: saved.clear,
  };
}

/**
 * The report of a failed save, as `useFormKit`'s `report` makes it: the toast naming the step that failed,
 * the server's field messages on their fields (through `setError`, when the form has fields of ours), and
 * the notice's words (`message`, until `clear`). For a form a ui component draws (the marketplace's
 * RatingForm, which shows the words itself); `useFormKit` reports through it.
 */
export function useSaveReport() {
  const toast = useToast();
  const [message, setMessage] = useState<string | null>(null);
  const report = <Field extends string>(
    error: unknown,
    how: Omit<SaveReport<FieldValues>, 'fields'> & { fields?: Readonly<Record<string, Field>> | undefined },
    setError: (field: Field, error: { message: string }, options: { shouldFocus: boolean }) => void = () => {},
  ) => {
    const outcome = saveOutcome(error, how, setError);
    toast.error(outcome.toast.title, outcome.toast.description ? { description: outcome.toast.description } : {});
    if (outcome.notice !== null) setMessage(outcome.notice);
  };
  return { report, message, clear: () => setMessage(null) };
}
