/**
 * The demo firm's arrangement fee, charged on every sale: the demo brand's brand.firm.fee (£20), which
 * its status statement discloses (docs/configuration.md#who-insures-her-and-in-what-capacity-we-sell).
 * Not subject to Insurance Premium Tax: the firm charges it for arranging the policy, not as premium.
 */
export const ARRANGEMENT_FEE_PENCE = 2000;
