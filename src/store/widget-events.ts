/** Journey milestones the host may listen to (config.onEvent and a DOM CustomEvent 'motorquote:<name>'). */
export type WidgetEventName =
  | 'widget_ready'
  | 'step_completed'
  | 'quote_shown'
  | 'price_option_changed'
  | 'addons_chosen'
  | 'purchase_completed'
  | 'error_screen_shown';

/** Only identifiers of the quote and the screen: never a name, address, date of birth or contact detail. */
export interface WidgetEventDetail {
  screen?: string;
  uuid?: string;
  reference?: string;
  step?: number;
  option?: 'annual' | 'monthly';
  addons?: string[];
}

export type EmitEvent = (name: WidgetEventName, detail?: WidgetEventDetail) => void;

const ALLOWED: (keyof WidgetEventDetail)[] = ['screen', 'uuid', 'reference', 'step', 'option', 'addons'];

/**
 * Builds the emitter of one widget. The detail is rebuilt from an allow-list so a caller cannot
 * leak personal data by accident, and a host callback that throws never breaks the journey.
 */
export function createEmitter(host: Element, onEvent?: (name: string, detail: Record<string, unknown>) => void): EmitEvent {
  return (name, detail = {}) => {
    const safe: Record<string, unknown> = {};
    for (const key of ALLOWED) if (detail[key] !== undefined) safe[key] = detail[key];
    try {
      onEvent?.(name, { ...safe });
    } catch (error) {
      console.error(`MotorQuote: the host's onEvent handler threw on "${name}"; the widget carries on.`, error);
    }
    host.dispatchEvent(new CustomEvent(`motorquote:${name}`, { detail: { ...safe }, bubbles: true, composed: true }));
  };
}
