// A type-level test: this file only has to compile (`tsc --noEmit` runs in `npm test`). It uses
// the public API the way an integrator's code would, and the @ts-expect-error lines prove that
// mistakes an integrator could make are caught by the shipped types.
import {
  mount,
  version,
  type Identifiers,
  type MotorQuoteConfig,
  type MountedWidget,
  type WidgetError,
  type WidgetEventDetail,
  type WidgetEventHandler,
  type WidgetEventListener,
  type WidgetEventMap,
  type WidgetEventName,
} from '../../src/module';

const config: MotorQuoteConfig = {
  apiBase: 'https://api.example.co.uk',
  brand: {
    name: 'Example',
    phone: '0330 000 0000',
    theme: { '--mq-color-primary': '#003366' },
    openingHours: [{ days: 'Mon-Fri', hours: '9am-5pm' }],
  },
  partner: { sourceOfBusiness: '105' },
  deepLink: { reference: 'MQ-7KQ4-2P9D', postcode: 'SW1A 1AA', dob: '1990-03-27', campaign: 'spring' },
  onEvent(name, detail) {
    const event: string = name;
    void event;
    void detail;
  },
  routing: 'memory',
};
// The ES module has no script address to find the card's return page beside: the host names it.
const returnPage = { paymentReturnUrl: '/motor-quote/motor-quote-return.html' };
const widget: MountedWidget = mount('#motor-quote', { ...config, ...returnPage });
// @ts-expect-error the ES module needs paymentReturnUrl
mount('#motor-quote', config);
widget.unmount();
const v: string = version;
void v;

const detail: WidgetEventDetail = { uuid: 'u', reference: 'r', screen: 'price', step: 2 };
const name: WidgetEventName = 'quote_shown';
void detail;
void name;

// @ts-expect-error routing is 'hash' or 'memory'
mount('#motor-quote', { ...returnPage, routing: 'history' });
// @ts-expect-error the phone is text
mount('#motor-quote', { ...returnPage, brand: { phone: 3301234567 } });
// @ts-expect-error unmount takes nothing and the handle has no other method
widget.remount();
// @ts-expect-error event detail never carries personal data fields
const leaky: WidgetEventDetail = { email: 'a@b.c' };
void leaky;

// A handler typed with the package's own event types is accepted (it was TS2322).
const analytics = (eventName: WidgetEventName, eventDetail: WidgetEventDetail): void => {
  void eventName;
  void eventDetail;
};
mount('#motor-quote', { ...returnPage, onEvent: analytics });
// A handler of the package's own type; purchase_completed's detail carries the sale's value.
const sales: WidgetEventHandler = (eventName, eventDetail) => {
  if (eventName === 'purchase_completed') {
    const amount: number | undefined = eventDetail.amount;
    const currency: 'GBP' | undefined = eventDetail.currency;
    void amount;
    void currency;
  }
};
mount('#motor-quote', { ...returnPage, onEvent: sales, brand: { name: 'Example' } });
// A one-argument handler fits too.
mount('#motor-quote', { ...returnPage, onEvent: (eventName) => void eventName });
const sale: WidgetEventMap['purchase_completed'] = { option: 'monthly', amount: 840.12, currency: 'GBP' };
void sale;
const shown: Promise<boolean> = widget.ready;
void shown;
// @ts-expect-error a misspelt event name is caught
const typo: WidgetEventName = 'purchase_complete';
void typo;

// Label keys are the widget's own: a misspelt one is a type error.
mount('#motor-quote', { ...returnPage, labels: { 'header.testMode': 'Demo' } });
// @ts-expect-error 'header.testmode' is not a label key
mount('#motor-quote', { ...returnPage, labels: { 'header.testmode': 'Demo' } });
// Theme keys are the theme's own custom properties (styles/tokens.css).
mount('#motor-quote', { ...returnPage, brand: { theme: { '--mq-color-accent': '#c2185b' } } });
// @ts-expect-error a theme key without the --mq- prefix
mount('#motor-quote', { ...returnPage, brand: { theme: { 'color-accent': '#c2185b' } } });
// @ts-expect-error a misspelt theme key is caught, not only a missing prefix
mount('#motor-quote', { ...returnPage, brand: { theme: { '--mq-colour-accent': '#c2185b' } } });

// onError gets a stable code; a failed call also names the call and its status.
mount('#motor-quote', {
  ...returnPage,
  onError(error: WidgetError) {
    const code: string = error.code;
    if (error.kind === 'api') {
      const call: string = error.call;
      const status: number = error.status;
      void call;
      void status;
    }
    void code;
  },
});

// update() changes brand, theme and labels while the widget runs; other fields are not accepted.
widget.update({ brand: { name: 'Renamed', theme: { '--mq-color-primary': '#004b87' } }, labels: { 'header.testMode': 'Demo' } });
widget.update({ partner: { sourceOfBusiness: '105' } });
// A partner code may be a number, as docs/configuration.md's table writes it (read as text).
widget.update({ partner: { sourceOfBusiness: 105 } });
// @ts-expect-error update() does not change the routing
widget.update({ routing: 'memory' });

// A script tag integrator's globals, queue and loaded event are declared.
window.MotorQuoteQueue = window.MotorQuoteQueue || [];
window.MotorQuoteQueue.push(
  (motorQuote) => void motorQuote.mount('#motor-quote', { routing: 'memory', partner: { sourceOfBusiness: 105 } }),
);
window.addEventListener('motorquote:loaded', (event) => {
  const loaded: string = event.detail.version;
  void loaded;
});
const scriptWidget: MountedWidget | undefined = window.MotorQuote?.mount();
void scriptWidget;
window.MotorQuoteConfig = { brand: { name: 'Example' }, attribution: { campaign: 'spring-2027', partnerClickRef: 'CLK-8842' } };
// @ts-expect-error a script tag config is checked too
window.MotorQuoteConfig = { routing: 'history' };

// The host element's events: `detail` is typed by the event's name.
const hostElement = document.createElement('div');
hostElement.addEventListener('motorquote:purchase_completed', (event) => {
  const paid: number | undefined = event.detail.amount;
  const currency: 'GBP' = event.detail.currency;
  const campaign: string | undefined = event.detail.attribution?.campaign;
  void [paid, currency, campaign];
});
// @ts-expect-error a misspelt event name is an untyped Event: its detail does not compile
hostElement.addEventListener('motorquote:purchase_complete', (event) => event.detail);
document.addEventListener('motorquote:step_viewed', (event) => {
  const step: number = event.detail.step;
  void step;
});

// on(): the milestone's name is checked and its detail narrowed.
const off: () => void = widget.on('purchase_completed', (detail) => {
  const currency: 'GBP' = detail.currency;
  void currency;
});
off();
// @ts-expect-error a misspelt milestone name is a type error
widget.on('purchase_complete', () => {});
// @ts-expect-error step_viewed's detail has no sale value
widget.on('step_viewed', (detail) => detail.amount);
// @ts-expect-error the ES module's mount() takes a target and a config, nothing more
mount('#motor-quote', { ...returnPage }, {});

// The identifiers every milestone carries are a named type, and each milestone has its listener type.
const ids: Identifiers = { screen: 'details-form', uuid: 'u', reference: 'r' };
void ids;
const onSale: WidgetEventListener<'purchase_completed'> = (detail) => void detail.amount;
widget.on('purchase_completed', onSale);
// @ts-expect-error a purchase listener does not fit a step: each milestone's listener is its own
widget.on('step_viewed', onSale);
// @ts-expect-error Identifiers carry no personal data
const named: Identifiers = { email: 'a@b.c' };
void named;
