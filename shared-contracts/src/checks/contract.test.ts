import fs from 'node:fs';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import { contractOf, schemaDigest } from './contract';
import { SCHEMAS as EVENT_SCHEMAS } from './events.schemas';
import { SCHEMAS as WIRE_SCHEMAS } from './wire.schemas';

const root = path.resolve(__dirname, '../..');

describe('contract file', () => {
  it('is in step with the schemas (npm run checks -w shared-contracts writes it)', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
    const written: unknown = JSON.parse(fs.readFileSync(path.join(root, 'contract.json'), 'utf8'));
    expect(written).toEqual(contractOf(pkg.version, EVENT_SCHEMAS, WIRE_SCHEMAS));
  });

  it('digests what a value may be, not its descriptions or key order', () => {
    const a = Type.Object({ id: Type.String(), n: Type.Number() }, { description: 'one' });
    const b = Type.Object({ n: Type.Number(), id: Type.String() }, { description: 'two' });
    expect(schemaDigest(a)).toBe(schemaDigest(b));
    expect(schemaDigest(Type.Object({ id: Type.Number() }))).not.toBe(schemaDigest(a));
  });
});
