// `vite build` in a child process that does not block this one, so builds that do not need each other
// run side by side (much of a build is single-threaded: Node's start, the plugins' callbacks). Each
// build's output is printed whole when it ends, so two never interleave.
import { execFile } from 'node:child_process';

export function viteBuild(args, env = {}) {
  return new Promise((resolve, reject) => {
    execFile(
      'npx',
      ['vite', 'build', '--logLevel', 'warn', ...args],
      { env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        process.stdout.write(stdout);
        process.stderr.write(stderr);
        if (error) reject(new Error(`vite build ${args.join(' ')} failed (${error.code ?? error.signal})`));
        else resolve();
      },
    );
  });
}

/** Runs `builds` side by side; rejects with the first failure once all have ended. */
export async function buildAll(builds) {
  const failed = (await Promise.allSettled(builds)).find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}
