// Running commands side by side with readable output: each command's output is held and printed whole
// when it ends (prefixed by its label), so parallel steps never interleave their lines.
import { spawn } from 'node:child_process';

/** One command of a step. */
export interface Command {
  label: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  cwd?: string;
}

/** What a command did. */
export interface Result {
  label: string;
  code: number;
  output: string;
  secs: number;
}

/**
 * Runs `command args` and resolves to `{ label, code, output, secs }`. With `stream`, the output also
 * goes to the terminal as it comes (for a command that runs alone).
 */
export function run(
  label: string,
  command: string,
  args: string[],
  { env = {}, stream = false, cwd }: { env?: Record<string, string>; stream?: boolean; cwd?: string } = {},
): Promise<Result> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    const collect = (target: NodeJS.WriteStream) => (chunk: Buffer) => {
      chunks.push(chunk);
      if (stream) target.write(chunk);
    };
    child.stdout.on('data', collect(process.stdout));
    child.stderr.on('data', collect(process.stderr));
    child.on('close', (code, signal) => {
      resolve({ label, code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString(), secs: (Date.now() - started) / 1000 });
    });
  });
}

/** Runs the commands at once; prints each one's output when it ends; resolves to their results. */
export async function runAll(commands: Command[]): Promise<Result[]> {
  const stream = commands.length === 1;
  return Promise.all(
    commands.map(async ({ label, command, args, env, cwd }) => {
      const result = await run(label, command, args, { env, cwd, stream });
      if (!stream) {
        process.stdout.write(`\n── ${label} (${result.secs.toFixed(1)}s, exit ${result.code}) ──\n${result.output}`);
      }
      return result;
    }),
  );
}
