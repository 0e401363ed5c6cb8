// The calibration figure of `npm run bench:web`: how long this machine takes, right now, for a fixed CPU
// task that never changes with the portal's code. Measured at the start and at the end of the bench and
// printed beside its scores, so a slow hour (the machine busy with other work, a throttled CPU) can be told
// from a slow change: when the calibration is slower by as much as a figure is, the machine moved, not the
// portal. docs/performance.md ("Reading the calibration figure") says how to read it.
import { createHash } from 'node:crypto';

/**
 * The task: JSON.stringify a fixed document of 4,000 records (about 0.6 MB), JSON.parse it back, and hash
 * the text with SHA-256, 20 times: a JavaScript engine's work (the JSON, the objects and their garbage) and
 * a native one (the hash), as a page load is both. About 80–100 ms a run on this 2-core machine when it is
 * quiet; short runs, so the median of several samples the hour rather than one moment of it.
 */
const RECORDS = 4_000;
const ROUNDS = 20;
/** Timed runs; the figure is their median. One untimed run warms the engine up first. */
export const CALIBRATION_RUNS = 9;

/** The fixed document: the same bytes every time (a seeded sequence, no clock, no randomness). */
function documentOf(size: number): unknown[] {
  let seed = 47;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648);
  return Array.from({ length: size }, (_, i) => ({
    id: `rec-${String(i).padStart(5, '0')}`,
    name: `Registro ${i} ${next().toString(36)}`,
    value: next() / 1_000,
    tags: [next() % 97, next() % 89, next() % 83],
    nested: { flag: i % 3 === 0, text: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit'.slice(0, 10 + (i % 40)) },
  }));
}

const DOCUMENT = documentOf(RECORDS);

/** One run of the task, in ms. Its result is checked, so the engine cannot leave any of it out. */
function runOnce(): number {
  const start = performance.now();
  let digest = '';
  for (let round = 0; round < ROUNDS; round++) {
    const text = JSON.stringify(DOCUMENT);
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed) || parsed.length !== RECORDS) throw new Error('calibration: the document did not survive its round trip');
    digest = createHash('sha256').update(text).update(digest).digest('hex');
  }
  const ms = performance.now() - start;
  if (digest.length !== 64) throw new Error('calibration: no digest');
  return ms;
}

export interface Calibration {
  /** When it was taken: at the bench's start or at its end. */
  when: 'start' | 'end';
  /** The median of the timed runs, ms. */
  medianMs: number;
  /** Every timed run, ms, in order. */
  runsMs: number[];
}

/** Takes the calibration figure: one warm-up run, then CALIBRATION_RUNS timed runs, their median. */
export function calibrate(when: Calibration['when'], runs = CALIBRATION_RUNS): Calibration {
  runOnce();
  const runsMs = Array.from({ length: runs }, runOnce);
  const sorted = [...runsMs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const medianMs = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { when, medianMs, runsMs };
}

const ms = (value: number) => `${Math.round(value)} ms`;

/** One calibration as a line: `start 104 ms (101–113)`. */
export function describeCalibration({ when, medianMs, runsMs }: Calibration): string {
  return `${when} ${ms(medianMs)} (${Math.round(Math.min(...runsMs))}–${Math.round(Math.max(...runsMs))})`;
}

/**
 * The figure as the bench prints it beside the scores: both measurements and how far the end moved from
 * the start (over 20 %: the machine's load changed during the run, so its figures are not of one hour).
 */
export function calibrationLine(start: Calibration, end: Calibration | null): string {
  const task = `a fixed CPU task (JSON and SHA-256 over a fixed ${RECORDS.toLocaleString('en')}-record document, ${ROUNDS} rounds; median of ${start.runsMs.length} runs)`;
  if (!end) return `Calibration, ${task}: ${describeCalibration(start)}.`;
  const drift = (end.medianMs - start.medianMs) / start.medianMs;
  const sign = drift >= 0 ? '+' : '−';
  const note = Math.abs(drift) > 0.2 ? ' ⚠ the machine changed speed during the run' : '';
  return `Calibration, ${task}: ${describeCalibration(start)}, ${describeCalibration(end)}; end vs start ${sign}${Math.abs(Math.round(drift * 100))} %${note}.`;
}
