/*
 * Entry file of the details-form engine (README.md#architecture): the form's actions, the one file
 * a screen calls to act on the details form (docs/product/transitions.md#getting-a-quote). Each is a plain function
 * of the widget's services; those that call the API return what happened, never throw for an
 * answer the API gave. Public because a screen's button runs them; how a step is checked
 * (validate-steps.ts), a proposal is readied for the insurer (prepare-proposal.ts) and a car from
 * a look-up becomes the draft's stay inside.
 */

/** A step's Continue, Get my quote (or re-quote a saved one), a saved quote opened for editing. */
export { continueStep } from './continue-step';
export { submitQuote } from './submit-quote';
export { loadForEdit, restoreSavedAnswers } from './load-for-edit';
/** While the form is shown: a changed step loses its tick, an emptied one reopens. */
export { watchStepAnswers } from './watch-step-answers';
/** A field left: a name or postcode stored as the insurer will have it. */
export { tidyAnswer } from './tidy-answer';
/** Item editing: a claim, a conviction or an additional driver opened, checked, kept, undone or removed. */
export { beginNewItem, beginChange, removeListItem, cancelEdit, checkEditPart, saveEdit } from './item-edit';
/** Look-ups: a car by registration or by the manual cascade, an address by postcode. */
export { findCar, clearCar } from './vehicle-lookup';
export {
  chooseInCascade,
  visibleCascadeFields,
  searchManualVehicles,
  confirmManualVehicle,
  type CascadeSelections,
} from './manual-cascade';
export { findAddresses } from './address-lookup';
/** Lists: the first step's option lists asked for as the widget mounts, and each step's as it opens. */
export { prefetchFirstStepLists, prefetchStepLists } from './prefetch-lists';
/** Step 7's list of additional drivers: each named, with the first problem of their form. */
export { additionalDriversErrors } from './validate-steps';
