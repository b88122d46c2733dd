/*
 * Entry file of the details-form engine (README.md#architecture): the question tables a screen
 * renders besides the seven steps (steps.ts), and what a block checks or lists itself. Public
 * because the driver modal, the claims and convictions repeaters, the address block and the cover
 * cards draw them; the tables of the steps, their rule builders and their wording for an
 * additional driver (questions/*) stay inside.
 */

/** An additional driver's form (docs/product/questions.md#additional-drivers), and its parts: the modal asks one part at a time. */
export { DRIVER_FORM, DRIVER_PARTS } from './questions/driver-questions';
/** Which additional driver a whole path belongs to: a claim in a driver's form is worded for them. */
export { driverIndexOf } from './questions/additional-drivers';
/** A claim's and a conviction's questions, each asked in the repeater's modal. */
export { CLAIM_QUESTIONS } from './questions/claim-questions';
export { CONVICTION_QUESTIONS } from './questions/conviction-questions';
/** An address typed by hand: its fields' errors, shown by the address block as she types. */
export { addressErrors, isEmptyAddress, type AddressField } from './questions/address-rules';
/** What each cover type includes: the cover cards, the price screen and the summary list it. */
export { COVER_BENEFIT_LABELS } from './questions/cover-details';
