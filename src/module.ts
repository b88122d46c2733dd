// The ES module entry, for a host application that bundles its own code with its own React:
//   import { mount } from 'motor-quote-widget';
//   const widget = mount('#motor-quote', { brand: { name: 'My Brand' } });
// Unlike the script tag build, importing it mounts nothing by itself.
export { mount, type MountedWidget } from './embed/mount';
export type { ConfigInput as MotorQuoteConfig } from './config/config-input';
export type {
  WidgetError,
  WidgetErrorHandler,
  WidgetEventDetail,
  WidgetEventHandler,
  WidgetEventMap,
  WidgetEventName,
} from './config/widget-events';

/** The widget's version, as in package.json. */
export const version: string = __VERSION__;
