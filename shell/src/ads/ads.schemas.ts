/** The ad server's answer the shell checks (./fill-slots.ts); generates ./ads.generated.ts. */
import { AdUnitResponseSchema } from 'shared-contracts/schemas';

export const SCHEMAS = { AdUnitResponse: AdUnitResponseSchema };
