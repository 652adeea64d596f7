/** The consent call's answer the shell checks (./consent-service.ts); generates ./consent.generated.ts. */
import { ConsentResponseSchema } from 'shared-contracts/schemas';

export const SCHEMAS = { ConsentResponse: ConsentResponseSchema };
