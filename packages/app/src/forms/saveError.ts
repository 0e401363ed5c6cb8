/** Which step of a save failed: the upload of a picked image, or the record's own write. */
export type SaveStep = 'upload' | 'save';

/**
 * A save in two steps (upload a picked image, then write the record) failed: `step` says which, so the
 * form names it ('A imagem não foi enviada' or 'Não foi possível salvar'), and `reason` is the error the
 * step met (an `ApiError` whose message or field errors the form shows). One type for every such form:
 * the company panel, the administration's provider and user forms.
 */
export class SaveError extends Error {
  readonly step: SaveStep;
  readonly reason: unknown;
  constructor(step: SaveStep, reason: unknown) {
    super(reason instanceof Error ? reason.message : String(reason));
    this.name = 'SaveError';
    this.step = step;
    this.reason = reason;
  }
}

/** The step and the underlying error of any failure of a save (a plain error is a failed write). */
export const saveFailure = (error: unknown): { step: SaveStep; reason: unknown } =>
  error instanceof SaveError ? { step: error.step, reason: error.reason } : { step: 'save', reason: error };

/** Runs one step of a save; whatever it throws comes out as a `SaveError` of that step. */
export async function inStep<T>(step: SaveStep, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new SaveError(step, error);
  }
}
