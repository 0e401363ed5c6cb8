import * as v from 'valibot';

/** Spec 01 §5: the recovery email is required (and, as everywhere, of valid format). Messages are i18n keys. */
export const RecoveryFormSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty('recovery.errors.emailRequired'), v.email('recovery.errors.emailInvalid')),
});
export type RecoveryFormInput = v.InferInput<typeof RecoveryFormSchema>;
export type RecoveryFormValues = v.InferOutput<typeof RecoveryFormSchema>;
