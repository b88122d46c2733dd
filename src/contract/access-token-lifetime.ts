/**
 * How long a proposal's access token lives without use (docs/security.md#data-that-ends-with-the-sale). The
 * API refuses a token not used for this long (401 token_expired); every authorised call starts the
 * period again. The widget's own session (config.sessionTimeoutMinutes, 20 by default) ends first and
 * wipes the token from the tab; this is the API's backstop for a token copied out of it.
 */
export const ACCESS_TOKEN_IDLE_MINUTES = 30;
