/** The bot check run when step 1 is completed (reCAPTCHA v3's shape; the sandbox's stand-in by default). */
export interface CaptchaProvider {
  /** Resolves a token for the API to verify; rejects when the provider cannot run. */
  token(action: string): Promise<string>;
}

/** The device-risk (fingerprint) provider run before a purchase is accepted. */
export interface DeviceRiskProvider {
  /** Resolves the blackbox string; rejects with 'IGLOO initialization timed out' after the wait. */
  blackbox(): Promise<string>;
}
