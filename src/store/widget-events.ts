import type { WidgetEventDetail, WidgetEventHandler, WidgetEventName } from '../config/widget-events';

export type { WidgetEventDetail, WidgetEventName } from '../config/widget-events';

export type EmitEvent = (name: WidgetEventName, detail?: WidgetEventDetail) => void;

const ALLOWED: (keyof WidgetEventDetail)[] = ['screen', 'uuid', 'reference', 'step', 'option', 'addons', 'amount', 'currency'];

/**
 * Builds the emitter of one widget. The detail is rebuilt from an allow-list so a caller cannot
 * leak personal data by accident, and a host callback that throws never breaks the journey.
 */
export function createEmitter(host: Element, onEvent?: WidgetEventHandler): EmitEvent {
  return (name, detail = {}) => {
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
