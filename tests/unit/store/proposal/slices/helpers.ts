import { keptAnswers } from '../../../../../src/details-form/model/kept-answers';
import { flushDeferredWrites } from '../../../../../src/store/deferred-storage';
import { createProposalStore } from '../../../../../src/store/proposal/proposal-store';
import { storedText } from '../../../support/memory-session-storage';

/** A widget's proposal store over the Map-backed sessionStorage, as a fresh tab opens it, with the form's rule of what an expired session keeps. */
export function freshStore(sourceOfBusiness = 'Website') {
  sessionStorage.clear();
  return createProposalStore({ storageKey: 'test', sourceOfBusiness, keptAnswers });
}

/** A second store on the same storage key: what a reload of the tab reads back. */
export function reloaded() {
  flushDeferredWrites();
  return createProposalStore({ storageKey: 'test', sourceOfBusiness: 'Website' });
}

/** What the tab's sessionStorage holds once waiting writes are made. */
export function stored() {
  flushDeferredWrites();
  return storedText();
}
