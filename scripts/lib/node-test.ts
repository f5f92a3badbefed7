/**
 * Runs node:test in a child process for the test scripts (scripts/unit.ts, scripts/e2e.ts): node with
 * the tsx loader and the given setup imports, `--test` over `targets`, stdio shared, SIGINT/SIGTERM
 * passed on. Resolves to the run's exit code (1 when the child died of a signal).
 */
import { spawn } from 'node:child_process';

/** Options of {@link runNodeTest}. */
export interface NodeTestRun {
  /** Working directory (the repository root). */
  cwd: string;
  /** Modules imported before the test files (after tsx), e.g. `./test/setup/sim-cache.ts`. */
  imports: readonly string[];
  /** Extra `--test-*` flags, e.g. `--test-concurrency=2`. */
  flags: readonly string[];
  /** Test files to run. */
  targets: readonly string[];
  /** Environment of the child (default: this process's). */
  env?: NodeJS.ProcessEnv;
}

/** See the module comment. */
export function runNodeTest(run: NodeTestRun): Promise<number> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...run.imports.flatMap((m) => ['--import', m]), '--test', ...run.flags, ...run.targets], {
    cwd: run.cwd,
    stdio: 'inherit',
    env: run.env ?? process.env,
  });
  const stop = () => child.kill('SIGTERM');
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return new Promise<number>((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

/** Exits with what `main` resolves to; a failure to start is written as `<name> failed to start: …` and exits 1. */
export function exitWith(name: string, main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      process.stderr.write(`${name} failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
      process.exit(1);
    },
  );
}
