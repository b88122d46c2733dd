import type { WidgetError, WidgetErrorHandler, WidgetEventDetail, WidgetEventHandler, WidgetEventName } from '../config/widget-events';

export type { WidgetEventDetail, WidgetEventName } from '../config/widget-events';

export type EmitEvent = (name: WidgetEventName, detail?: WidgetEventDetail) => void;

const ALLOWED: (keyof WidgetEventDetail)[] = [
  'screen',
  'uuid',
  'reference',
  'step',
  'option',
  'addons',
  'amount',
  'currency',
  'attribution',
  'code',
];

/** Calls the host's onError, never letting a handler that throws break the journey. */
export function reportError(onError: WidgetErrorHandler | undefined, error: WidgetError): void {
  try {
    onError?.(error);
  } catch (thrown) {
    console.error(`MotorQuote: the host's onError handler threw on "${error.code}"; the widget carries on.`, thrown);
  }
}

/**
 * Builds the emitter of one widget. The detail is rebuilt from an allow-list so a caller cannot
 * leak personal data by accident, and a host callback that throws never breaks the journey.
 */
export function createEmitter(host: Element, onEvent?: WidgetEventHandler, onError?: WidgetErrorHandler): EmitEvent {
  return (name, detail = {}) => {
    // An error screen is also an error for the host's alerting: its stable code is the screen's name.
    if (name === 'error_screen_shown' && detail.screen) reportError(onError, { kind: 'screen', code: detail.screen });
    // A blocked source is heard the same three ways as a milestone, and by onError as before.
    if (name === 'error') reportError(onError, { kind: 'csp', code: detail.code! });
    const safe: Record<string, unknown> = {};
    for (const key of ALLOWED) if (detail[key] !== undefined) safe[key] = detail[key];
    try {
      onEvent?.(name, { ...safe } as WidgetEventDetail);
    } catch (error) {
      console.error(`MotorQuote: the host's onEvent handler threw on "${name}"; the widget carries on.`, error);
    }
    host.dispatchEvent(new CustomEvent(`motorquote:${name}`, { detail: { ...safe }, bubbles: true, composed: true }));
  };
}
