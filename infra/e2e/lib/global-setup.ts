import fs from 'node:fs';
import path from 'node:path';
import { E2E } from '../playwright.config';

/** Each run starts from a fresh registry and database, like a fresh clone. */
export default function globalSetup(): void {
  fs.rmSync(path.dirname(E2E.registryFile), { recursive: true, force: true });
  fs.mkdirSync(path.dirname(E2E.registryFile), { recursive: true });
}
