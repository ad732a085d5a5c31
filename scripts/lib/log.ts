/** One-line status messages from the project's scripts, easy to spot among tool output. */
export const log = {
  info: (message: string) => console.log(`\u001b[36m▸\u001b[0m ${message}`),
  ok: (message: string) => console.log(`\u001b[32m✔\u001b[0m ${message}`),
  warn: (message: string) => console.log(`\u001b[33m!\u001b[0m ${message}`),
  error: (message: string) => console.error(`\u001b[31m✖\u001b[0m ${message}`),
};

/** A problem the user can fix: printed as one clear line, never as a stack trace. */
export class SetupError extends Error {}
