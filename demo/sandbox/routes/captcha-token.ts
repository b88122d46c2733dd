/**
 * Tokens the sandbox captcha script (GET /sandbox/captcha.js) hands out: 'sandbox-captcha.<action>.<16 hex>'.
 * Any other token fails verification, as a forged or expired reCAPTCHA token would.
 */
const CAPTCHA_TOKEN_PATTERN = /^sandbox-captcha\.[A-Za-z0-9_/]{1,100}\.[0-9a-f]{16}$/;

export const isSandboxCaptchaToken = (token: string): boolean => CAPTCHA_TOKEN_PATTERN.test(token);
