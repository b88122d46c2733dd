import type { ListName } from '../../contract/lists';
import { STEPS } from '../model/steps';
import type { Widget } from '../../widget/widget';

/** The option lists a step's questions choose from (selects and typeaheads). */
export function listsOfStep(number: number): ListName[] {
  const names = STEPS[number - 1].questions.flatMap(({ control }) =>
    control.kind === 'select' || control.kind === 'typeahead' ? [control.list] : [],
  );
  return [...new Set(names)];
}

/**
 * Asks for the first step's option lists as the widget mounts, while React is still building the
 * first screen, instead of once that screen's fields ask: on a phone the first render takes a few
 * hundred milliseconds, and the lists arrive inside it. Cached per widget, so the fields then find
 * them loading or loaded; a widget that opens on another screen has fetched a few small lists early.
 */
export function prefetchFirstStepLists(widget: Pick<Widget, 'stores'>): void {
  for (const name of listsOfStep(1)) widget.stores.lists.getState().ensure(name);
}

/**
 * Asks for an open step's option lists as it opens, those of questions an answer reveals too: the
 * Job title appears only once she is Employed, and its list, first asked for then, arrived on a
 * slow phone network while she typed the title, so her first keys found no matches
 * (docs/performance.md#interactions). A list that failed is left to its field's Try again.
 */
export function prefetchStepLists(widget: Pick<Widget, 'stores'>, number: number): void {
  for (const name of listsOfStep(number)) widget.stores.lists.getState().ensure(name, false);
}
