// The ES module entry, for a host application that bundles its own code with its own React:
//   import { mount } from 'motor-quote-widget';
//   const widget = mount('#motor-quote', { brand: { name: 'My Brand' }, paymentReturnUrl: '/motor-quote/motor-quote-return.html' });
// Unlike the script tag build, importing it mounts nothing by itself.
import type { ConfigInput } from './config/config-input';
import { mount as mountWidget, type MountedWidget } from './embed/mount';

/**
 * The ES module's config: as the script tag's, but `paymentReturnUrl` is required, since this build
 * has no script address to find the return page beside (docs/embedding.md#the-npm-package-for-applications-that-bundle-their-own-code).
 */
export type MotorQuoteModuleConfig = ConfigInput & { paymentReturnUrl: string };

/**
 * Mounts the journey into `target` (a CSS selector or an element; default `config.target`, else
 * '#motor-quote') and returns its handle. Never throws into the host page: a bad field is reported
 * on the console and replaced by its default. Without `paymentReturnUrl` (plain JavaScript, where
 * the types cannot say so) it shows "This quote service isn’t set up yet" and the console says why.
 */
export function mount(target: string | Element | undefined, config: MotorQuoteModuleConfig): MountedWidget {
  return mountWidget(target, config);
}

export type { MountedWidget } from './embed/mount';
// The script tag build's window globals and the typed DOM events, declared for every integrator.
export type { MotorQuoteCommand, MotorQuoteEventMap, MotorQuoteGlobal, MotorQuoteQueue } from './embed/globals';
export type { ConfigInput as MotorQuoteConfig } from './config/config-input';
export type {
  WidgetError,
  WidgetErrorHandler,
  WidgetEventDetail,
  WidgetEventHandler,
  WidgetEventMap,
  WidgetEventName,
  WidgetAttribution,
  WidgetEventListener,
  Identifiers,
} from './config/widget-events';

/** The widget's version, as in package.json. */
export const version: string = __VERSION__;
