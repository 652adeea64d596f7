/**
 * `npm start`: checks the configuration first (config.ts; a bad variable stops here at once,
 * named, before the server's modules are even loaded), then starts the product (start.ts).
 */
import { loadConfigOrExit } from './config';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const { start } = await import('./start');
  await start(config);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
