/**
 * A host page whose Content-Security-Policy leaves the card payment's return page out of frame-src
 * (docs/security.md#content-security-policy-per-mode), in each engine: the widget asks the browser
 * whether the frame would be refused before it asks for a card page, and each engine answers its own
 * way (Chromium refuses before the frame's load, WebKit just after it, Firefox fires the frame's error
 * instead of its load). She is told no payment was taken and no card page opens; the host hears
 * `frame-src`. Each engine's file only says which engine.
 */
import { describe, expect, it } from 'vitest';
import { accessHeaders } from '../support/access';
import { createQuotedProposal } from '../support/quote';
import type { useEngine } from './harness';

/** Runs in the page: the saved quote's access as the widget keeps it, for a customer whose widget already holds it. */
function seedAccess(access: { uuid: string; token: string }) {
  sessionStorage.setItem('motor-quote:motor-quote:proposal', JSON.stringify({ state: { access }, version: 1 }));
}

/** Runs in the page: the frames the widget opened, and what the host's csp-blocked-config.js recorded. */
function heard() {
  const root = document.querySelector('#motor-quote')!.shadowRoot!;
  const { hostErrors, hostErrorEvents, hostErrorDomEvents } = window as unknown as Record<string, unknown[]>;
  return {
    frames: root.querySelectorAll('iframe').length + document.querySelectorAll('iframe').length,
    hostErrors,
    hostErrorEvents,
    hostErrorDomEvents,
  };
}

export function defineBlockedFrame(engine: ReturnType<typeof useEngine>) {
  describe('a host page whose CSP refuses the card payment’s return page', () => {
    it('opens no card page: she is told no payment was taken, and the host hears frame-src', async () => {
      const { uuid } = await createQuotedProposal(engine.origin());
      const token = accessHeaders(uuid).Authorization.replace('Bearer ', '');
      const u = await engine.user();
      // A page of the integrator's site without the widget, where its storage is seeded.
      await u.open(engine.integrator.url('site.css'));
      await u.run(seedAccess, { uuid, token });
      await u.open(engine.integrator.url(`csp-return-blocked.html#/quote/payment?uuid=${uuid}`));
      await u.heading('Pay for your policy');
      await u.text(/The secure payment form can’t open on this page, so no payment has been taken\./);
      expect(await u.run(heard)).toEqual({
        frames: 0,
        hostErrors: [{ kind: 'csp', code: 'frame-src' }],
        hostErrorEvents: [{ code: 'frame-src' }],
        hostErrorDomEvents: [{ code: 'frame-src' }],
      });
    });
  });
}
