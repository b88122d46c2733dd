/** Service status and the captcha check. */
import type { EndpointHandlers } from '../server/endpoint';
import { isSandboxCaptchaToken } from './captcha-token';

const SANDBOX_VERSION = 'sandbox-1';

export const miscHandlers: EndpointHandlers = {
  status: async () => ({ status: 'ok', version: SANDBOX_VERSION }),
  recaptcha: async ({ body }) => ({ success: isSandboxCaptchaToken(body.response) }),
};
