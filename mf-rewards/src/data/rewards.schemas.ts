/**
 * The rewards calls' answers the widget checks (shared-contracts/src/api/rewards.ts) and the
 * stored entry shape (spec 3 "Stored local value": value plus expiry).
 * `npm run checks -w shared-contracts` writes ./rewards.generated.ts.
 */
import { Type } from '@sinclair/typebox';
import {
  CouponRegisteredSchema,
  CouponStatusSchema,
  RewardClaimResponseSchema,
  RewardShareResponseSchema,
  RewardStatusSchema,
} from 'shared-contracts/schemas';

export const StoredEntrySchema = Type.Object({ value: Type.Unknown(), expiry: Type.Number() });

export const SCHEMAS = {
  RewardStatus: RewardStatusSchema,
  RewardClaimResponse: RewardClaimResponseSchema,
  RewardShareResponse: RewardShareResponseSchema,
  StoredEntry: StoredEntrySchema,
  CouponStatus: CouponStatusSchema,
  CouponRegistered: CouponRegisteredSchema,
};
