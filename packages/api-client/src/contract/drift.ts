/**
 * The portal's drift report: in a development or preview build, an answer that fails the contract logs
 * ONE collapsed console group naming the call and every field path that differs, so whoever points the
 * portal at a real backend sees at once what it sends differently. The user-facing error is unchanged
 * (an `invalid-response` ApiError); production builds never load it (`ClientHooks.onContractDrift`, set by packages/app/src/lib/runtime.ts).
 */
import type * as v from 'valibot';
import type { Base } from '../http';
import { describeIssues } from './issues';

export interface DriftSource {
  base: Base;
  /** The request's method (ky's lowercase is fine); GET when absent. */
  method?: string;
  /** The path as requested, relative to the base (`/apps/abc/`). */
  path: string;
}

/** The console methods used (a test passes its own). */
export type DriftConsole = Pick<Console, 'groupCollapsed' | 'log' | 'groupEnd'>;

/**
 * Logs the drift of one answer. `schema` (the schema the answer was parsed with) lets a missing field
 * say what it should hold. Resolves once logged; the catalogue that names the call is loaded only
 * here, on the first drift, so it costs nothing to a build that never drifts.
 */
export async function reportDrift(
  source: DriftSource,
  issues: readonly v.BaseIssue<unknown>[],
  schema?: v.GenericSchema,
  logger: DriftConsole = console,
): Promise<void> {
  const method = (source.method ?? 'GET').toUpperCase();
  const call = await import('./catalogue')
    .then((catalogue) => catalogue.matchCall(source.base, method, source.path))
    .catch(() => undefined);
  logger.groupCollapsed(
    `[contract drift] ${call ?? 'unknown call'}: ${method} {${source.base}}${source.path}: the answer does not match the contract`,
  );
  for (const line of describeIssues(issues, schema)) logger.log(line);
  logger.log('The portal showed its error screen for this answer. Check the backend with: npm run contract:check (docs/contract.md)');
  logger.groupEnd();
}
