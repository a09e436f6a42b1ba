import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVER_BIN = fileURLToPath(new URL('../../bin/server.js', import.meta.url));

/**
 * The real thing: `bin/server.js` in its own process, on a free port, configured by the environment. The server
 * does not answer unusable windows for people unless `env` asks it to (ARRAKIS_AUTO_PASS_MS): the tests count the
 * actions their clients send.
 */
export async function spawnServer(
  env: Readonly<Record<string, string>>,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [SERVER_BIN], {
    env: {
      ...process.env,
      ARRAKIS_AUTO_PASS_MS: 'off',
      ARRAKIS_REVIEW_PLAYOUTS: '1',
      ARRAKIS_REVIEW_HORIZON: '10',
      ...env,
      PORT: '0',
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const read = (data: Buffer): void => {
      output += data.toString();
      const found = /Arrakis is listening on (http:\/\/localhost:\d+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  return { child, url };
}

export function kill9(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}
