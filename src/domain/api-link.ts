import { frameableAddress } from './payment-address';

/**
 * A link the API handed out (an add-on's document, the customer portal), or null when it must not
 * go into an href. Held to the same test as config links and the card frame: https, or the API's
 * own origin; never javascript:, data: or credentials that disguise the host. A compromised or
 * misconfigured API must not be able to put a script or a lookalike site behind the brand's button.
 */
export const linkFromApi = (url: unknown, apiOrigin: string): string | null => frameableAddress(url, apiOrigin);
