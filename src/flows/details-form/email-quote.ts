import type { Widget } from '../widget';

/** 'Email yourself this quote': SPEC.md says a 200 means sent; a failure only leaves the button to press again. */
export const emailQuote = (widget: Pick<Widget, 'api'>, uuid: string): Promise<boolean> =>
  widget.api.sendQuoteEmail(uuid).catch(() => false);
