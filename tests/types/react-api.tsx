// A type-level test of the React component's public API: this file only has to compile (`tsc
// --noEmit`, `npm run typecheck`); each @ts-expect-error line proves a host's mistake is caught.
import { useRef } from 'react';
import type { MountedWidget } from '../../src/module';
import { MotorQuote } from '../../src/react';

export function Host() {
  // The handle as a ref: on(), update(), unmount() and ready, typed as mount()'s.
  const widget = useRef<MountedWidget | null>(null);
  const stop = widget.current?.on('purchase_completed', (detail) => void detail.currency);
  void stop;
  widget.current?.update({ brand: { name: 'Renamed' } });
  return (
    <>
      <MotorQuote ref={widget} config={{ paymentReturnUrl: '/motor-quote-return.html' }} />
      <MotorQuote
        config={{ paymentReturnUrl: '/motor-quote-return.html' }}
        onMount={(mounted) => {
          const off: () => void = mounted.on('step_viewed', (detail) => void detail.step);
          void off;
          // @ts-expect-error a misspelt milestone name is a type error on the handle too
          mounted.on('purchase_complete', () => {});
        }}
      />
      {/* @ts-expect-error the ref holds the widget's handle, not the element */}
      <MotorQuote ref={useRef<HTMLDivElement>(null)} config={{ paymentReturnUrl: '/motor-quote-return.html' }} />
    </>
  );
}
