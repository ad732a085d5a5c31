import { spawn } from 'node:child_process';

import { ROOT } from './paths';

/** Runs a command with inherited output; resolves with its exit code (signals count as failure). */
export function run(command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('error', () => resolve(127));
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

/**
 * Runs a command with its output (stdout and stderr together) kept, not shown; resolves with its exit code and the
 * output, for a caller that runs several at once and prints each whole afterwards.
 */
export function runCaptured(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.once('error', (error) => resolve({ code: 127, output: error.message }));
    child.once('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString('utf8') }));
  });
}

/** Like `run`, but throws when the command fails. */
export async function runOrThrow(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  const code = await run(command, args, env);
  if (code !== 0) throw new Error(`\`${[command, ...args].join(' ')}\` failed with exit code ${code}`);
}

/** npm itself, whichever platform. */
export const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** A tool from the project's node_modules, as `npx` runs it. */
export const npx = (...args: string[]) => run(NPM, ['exec', '--', ...args]);
