/** The registry's refusals: a stable code for scripts and the ops page, and a message for people. */
export type RegistryErrorCode =
  | 'UNKNOWN_APP'
  | 'UNKNOWN_VERSION'
  | 'NO_PREVIOUS_VERSION'
  | 'BAD_REGISTRY_FILE'
  | 'BAD_RELEASE'
  | 'INCOMPATIBLE_CONTRACT'
  | 'NO_STABLE_VERSION'
  | 'NO_CANARY'
  | 'BAD_PERCENT'
  | 'STORE_UNAVAILABLE';

export class RegistryError extends Error {
  constructor(
    readonly code: RegistryErrorCode,
    message: string,
  ) {
    super(message);
  }
}
