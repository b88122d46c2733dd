import type { Widget, Settings } from '../../widget/widget';
import { mailResult, type EmailQuoteResult } from '../price/email-quote';
import { documentsShown } from '../purchase/documents-shown';

/**
 * A copy before she pays (docs/product/regulation.md#a-copy-before-she-pays): the insurer e-mails the
 * demands-and-needs statement and the documents linked to her (the same list accept records) to the
 * address the proposal holds.
 */
export const emailCopy = (
  widget: Pick<Widget, 'api' | 'stores'>,
  uuid: string,
  documents: Settings['brand']['documents'],
): Promise<EmailQuoteResult> =>
  mailResult(widget.api.sendDocumentsEmail(uuid, documentsShown(documents, widget.stores.proposal.getState().draft.addons)));
