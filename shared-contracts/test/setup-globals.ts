/**
 * jsdom (Jest 30) lacks TextEncoder/TextDecoder, which react-router 7 reads at import time.
 * Test-only: runs before every front-end test file.
 */
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
