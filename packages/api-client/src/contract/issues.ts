/**
 * valibot issues as the lines a backend developer reads: `apps[3].rating.Valid: expected boolean, got
 * undefined`. Shared by the conformance check (check.ts) and the portal's drift report (drift.ts).
 */
import type * as v from 'valibot';

type Issue = v.BaseIssue<unknown>;
type PathItem = NonNullable<Issue['path']>[number];

/** `apps[3].rating.Valid`; `(root)` for the body itself. */
export function issuePath(path: readonly PathItem[] | undefined): string {
  if (!path || path.length === 0) return '(root)';
  let text = '';
  for (const item of path) {
    const key = item.key;
    if (typeof key === 'number') text += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key)) text += text ? `.${key}` : key;
    else text += `[${JSON.stringify(key)}]`;
  }
  return text;
}

/** The parts of a valibot schema this walk needs (every schema object has `type` and `expects`). */
interface SchemaShape {
  type: string;
  expects?: string;
  entries?: Record<string, SchemaShape>;
  item?: SchemaShape;
  wrapped?: SchemaShape;
}

/** The schema at `keys` under `root` (objects, arrays and optional/nullable wrappers), or null. */
function schemaAt(root: v.GenericSchema, keys: ReadonlyArray<unknown>): SchemaShape | null {
  let schema: SchemaShape | undefined = root as unknown as SchemaShape;
  for (const key of keys) {
    while (schema?.wrapped) schema = schema.wrapped;
    if (!schema) return null;
    if (typeof key === 'number' && schema.item) schema = schema.item;
    else if (typeof key === 'string' && schema.entries) schema = schema.entries[key];
    else return null;
  }
  return schema ?? null;
}

/**
 * One line per issue. A missing key (valibot says `expected "Valid"`) is told with the type the key
 * should hold, looked up in `schema` when given: `rating.Valid: expected boolean, got undefined`.
 */
export function describeIssue(issue: Issue, schema?: v.GenericSchema): string {
  const path = issuePath(issue.path);
  let expected = issue.expected ?? issue.message;
  if (issue.type === 'object' && issue.received === 'undefined' && issue.expected?.startsWith('"') && schema) {
    const found = schemaAt(
      schema,
      (issue.path ?? []).map((item) => item.key),
    );
    if (found?.expects) expected = found.expects;
  }
  if (issue.type === 'check' || issue.kind === 'validation') return `${path}: ${issue.message}`;
  return `${path}: expected ${expected}, got ${issue.received}`;
}

/** Every issue as a line, each once, at most `limit` (then `… and N more`). */
export function describeIssues(issues: readonly Issue[], schema?: v.GenericSchema, limit = 12): string[] {
  const lines = [...new Set(issues.map((issue) => describeIssue(issue, schema)))];
  return lines.length > limit ? [...lines.slice(0, limit), `… and ${lines.length - limit} more`] : lines;
}
