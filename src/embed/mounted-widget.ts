import type { ConfigInput } from '../config/config-input';
import type { WidgetEventListener, WidgetEventName } from '../config/widget-events';

/** The handle mount() returns (docs/embedding.md). */
export interface MountedWidget {
  /**
   * Resolves `true` once the first screen is shown and can be used (the moment `widget_ready`
   * fires), or `false` if the widget is unmounted before that or nothing could be mounted (the
   * console says why). Never rejects, so an unawaited `ready` cannot throw into the page.
   */
  readonly ready: Promise<boolean>;
  /**
   * Changes the brand (name, logo, theme, contacts, documents), labels and partner while the widget
   * runs, keeping the customer's answers and place: `update({ brand: { theme: { '--mq-color-primary':
   * '#004b87' } }, labels: { 'price.title': 'Your price' }, partner: { sourceOfBusiness: '105' } })`.
   * The values are merged into the config given to mount() and checked as mount() checks them. A new
   * partner applies to a quote not yet saved (and to every new one); a saved quote keeps the partner it
   * was quoted with. Other fields are reported and ignored.
   */
  update(settings: Pick<ConfigInput, 'brand' | 'labels' | 'partner'>): void;
  /** Removes the widget and everything it added: DOM, styles, listeners, timers. */
  unmount(): void;
  /**
   * Listens to one milestone of this widget, its `detail` typed by the name (a misspelt name is a
   * type error): `widget.on('purchase_completed', (detail) => record(detail.amount))`. The same as
   * the host element's `motorquote:<name>` event. Returns the function that stops listening.
   */
  on<N extends WidgetEventName>(name: N, listener: WidgetEventListener<N>): () => void;
}

/**
 * on() for a handle whose element is `host` (none: nothing is ever heard). Each listener's remover
 * goes into `offs`, which unmount() empties: a widget mounted again on the element starts with none.
 */
export const listen =
  (host?: Element, offs?: Set<() => void>): MountedWidget['on'] =>
  (name, listener) => {
    const heard = (event: Event) => listener((event as CustomEvent).detail);
    const off = () => (host?.removeEventListener(`motorquote:${name}`, heard), offs?.delete(off));
    host?.addEventListener(`motorquote:${name}`, heard);
    offs?.add(off);
    return off;
  };
