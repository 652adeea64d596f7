/** Runs `npm run bench` (infra/bench: API req/s and p99 as ratios to a trivial route), showing and keeping its output. */
import { start } from './processes';

export async function runBench(repoRoot: string): Promise<{ ok: boolean; output: string }> {
  const child = start('npm', ['run', '--silent', 'bench'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    output += chunk.toString('utf8');
  });
  const ok = await new Promise<boolean>((resolve) => {
    child.once('error', () => resolve(false));
    child.once('exit', (code) => resolve(code === 0));
  });
  return { ok, output };
}
