/**
 * `npm run contract:check -- --server URL --api-node URL --assets URL --news URL [--news-key K]
 *  [--email E --password P] [--writes] [--json]`
 *
 * Runs the contract's calls against a backend and prints one row per call (docs/contract.md). Exit code
 * 0 only when every checked call is `ok` (skipped ones were not checked); 1 when any is `shape`, `status` or
 * `unreachable`; 2 for a usage error.
 */
import { parseArgs } from 'node:util';
import { PERMANENT_WRITES, runContractCheck, type CheckRow, type RowResult } from '../src/contract/check';

const USAGE = `Usage: npm run contract:check -- [options]

  --server URL        the {server} base (e.g. https://staging.example/server)
  --api-node URL      the {apiNode} base
  --assets URL        the assets API base
  --news URL          the news service base
  --mock URL          shorthand for a mock server's origin: its /server, /api-node, /assets and /news
  --news-key K        the news content key (news.list is skipped without it)
  --email E           an account to sign in with (a marketplace admin checks every call)
  --password P        its password (or CONTRACT_CHECK_PASSWORD in the environment)
  --writes            also create, update and delete (each creation is deleted afterwards)
  --json              print the report as JSON on stdout (progress goes to stderr)
  --timeout MS        per-request time limit (default 15000)
  -h, --help          this text`;

let args;
try {
  args = parseArgs({
    options: {
      server: { type: 'string' },
      'api-node': { type: 'string' },
      assets: { type: 'string' },
      news: { type: 'string' },
      mock: { type: 'string' },
      'news-key': { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      writes: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      timeout: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  }).values;
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  process.exit(2);
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}

const mock = args.mock?.replace(/\/+$/, '');
const bases = {
  server: args.server ?? (mock && `${mock}/server`),
  apiNode: args['api-node'] ?? (mock && `${mock}/api-node`),
  assets: args.assets ?? (mock && `${mock}/assets`),
  news: args.news ?? (mock && `${mock}/news`),
};
for (const [name, url] of Object.entries(bases)) {
  if (url !== undefined && !/^https?:\/\/[^\s/]+/i.test(url)) {
    console.error(`--${name === 'apiNode' ? 'api-node' : name}: not an http(s) URL: ${url}\n\n${USAGE}`);
    process.exit(2);
  }
}
if (!Object.values(bases).some(Boolean)) {
  console.error(`Give at least one base (--server, --api-node, --assets, --news) or --mock.\n\n${USAGE}`);
  process.exit(2);
}
const password = args.password ?? process.env.CONTRACT_CHECK_PASSWORD;
if (Boolean(args.email) !== Boolean(password)) {
  console.error('--email and --password go together.');
  process.exit(2);
}
const timeoutMs = args.timeout === undefined ? undefined : Number(args.timeout);
if (timeoutMs !== undefined && !(Number.isInteger(timeoutMs) && timeoutMs > 0)) {
  console.error(`--timeout: not a positive number of milliseconds: ${args.timeout}`);
  process.exit(2);
}

// Progress and the announcement go to stderr when stdout carries the JSON report.
const say = args.json ? (line: string) => process.stderr.write(`${line}\n`) : (line: string) => process.stdout.write(`${line}\n`);
const colour = (args.json ? process.stderr : process.stdout).isTTY && !process.env.NO_COLOR;
const paint: Record<RowResult, (text: string) => string> = {
  ok: (t) => (colour ? `\x1b[32m${t}\x1b[0m` : t),
  shape: (t) => (colour ? `\x1b[31m${t}\x1b[0m` : t),
  status: (t) => (colour ? `\x1b[31m${t}\x1b[0m` : t),
  unreachable: (t) => (colour ? `\x1b[35m${t}\x1b[0m` : t),
  skipped: (t) => (colour ? `\x1b[33m${t}\x1b[0m` : t),
};

say(
  `contract:check against ${Object.entries(bases)
    .map(([k, url]) => `${k}=${url ?? '(none)'}`)
    .join(' ')}`,
);
if (args.writes) {
  say('WRITES ON: this run creates, updates and deletes records (each creation is deleted afterwards); it may leave:');
  for (const what of PERMANENT_WRITES) say(`  - ${what}`);
} else say('Read-only: GETs, sign-in, and two probes that must fail (run with --writes for the rest).');

const width = 34;
const line = (row: CheckRow, done: number, total: number) => {
  const counter = `${String(done).padStart(2)}/${total}`;
  const head = `${counter} ${paint[row.result](row.result.padEnd(11))} ${row.call.padEnd(width)} ${row.method.padEnd(6)}`;
  const tail = row.httpStatus !== undefined ? ` ${row.httpStatus}${row.ms !== undefined ? ` ${row.ms} ms` : ''}` : '';
  say(`${head}${tail}`);
  for (const detail of row.details) say(`${' '.repeat(counter.length + 13)}${detail}`);
};

const report = await runContractCheck({
  bases,
  newsKey: args['news-key'],
  email: args.email,
  password,
  writes: args.writes,
  timeoutMs,
  onRow: line,
});

const summary = (Object.entries(report.counts) as Array<[RowResult, number]>)
  .filter(([, n]) => n > 0)
  .map(([k, n]) => `${n} ${k}`)
  .join(', ');
say(`\n${report.ok ? 'PASS' : 'FAIL'}: ${summary}`);
if (report.leftovers.length) {
  say('Left behind:');
  for (const what of report.leftovers) say(`  - ${what}`);
}
if (args.json)
  process.stdout.write(
    `${JSON.stringify({ ok: report.ok, counts: report.counts, bases, writes: args.writes, rows: report.rows, leftovers: report.leftovers }, null, 2)}\n`,
  );
process.exitCode = report.ok ? 0 : 1;
