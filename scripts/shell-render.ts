// The first screen as static HTML in declarative shadow DOM (docs/embedding.md#the-first-screen-in-your-page):
// the same components the script draws, rendered with react-dom/server at build time, never in the
// script, which hydrates it. `npm run build` writes the default brand's (scripts/shell-build.ts); `npx motor-quote-shell`
// an integrator's (scripts/shell-cli.ts).
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createApiClient } from '../src/api/client';
import { App } from '../src/app/app';
import { resolveLabels } from '../src/config/labels';
import { readConfig } from '../src/config/parse-config';
import { createCaptchaProvider, createDeviceRiskProvider } from '../src/embed/providers';
import { themeCss } from '../src/embed/theme-css';
import type { Settings, Widget } from '../src/widget/widget';
import { createDetailsFormStore } from '../src/details-form/model/form-store';
import { createListsStore } from '../src/store/lists-store';
import { createProposalStore } from '../src/store/proposal/proposal-store';

/** The stylesheet's file name beside the script: versioned, so a CDN may cache it as immutable. */
export const cssFileName = (version: string) => `motor-quote.${version}.css`;

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export interface ShellOptions {
  /** The stylesheet's address as the host page writes it (its folder and cssFileName). */
  cssHref: string;
  /** Where the brand's theme stylesheet is served (see themeCss), when the config has a theme. */
  themeHref?: string;
}

export interface RenderedShell {
  html: string;
  /** The brand's theme as a stylesheet (`:host{…}`), empty without one: served at themeHref. */
  theme: string;
  /** What the config reader refused, each message saying what to write instead. */
  problems: string[];
}

/**
 * Renders the shell for a config (the mount config's JSON part: brand, its theme, labels, mode),
 * read by the script's own config reader. The shell holds no inline style: a host whose
 * Content-Security-Policy has no 'unsafe-inline' for styles shows it as it is (docs/security.md).
 */
export function renderShell(raw: unknown, { cssHref, themeHref }: ShellOptions): RenderedShell {
  const problems: string[] = [];
  const { config, missingForLive } = readConfig(raw, (message) => problems.push(message));
  if (missingForLive.length)
    problems.push(
      `MotorQuote config: mode "live" needs the brand's own settings, and these are missing or not valid: ${missingForLive.join(', ')}.`,
    );
  // The widget as mount() builds it, minus what a first screen never reaches: no call is made while
  // rendering, and addresses stay as given (the page resolves them as it would any link of its own).
  const api = createApiClient({ apiBase: config.apiBase ?? '' });
  const widget: Widget = {
    config,
    emit: () => {},
    api,
    paymentReturnPage: null,
    captcha: createCaptchaProvider(config),
    deviceRisk: createDeviceRiskProvider(config),
    stores: {
      proposal: createProposalStore({ storageKey: 'shell', sourceOfBusiness: config.partner.sourceOfBusiness }),
      detailsForm: createDetailsFormStore('shell'),
      lists: createListsStore(api.listOne),
    },
  };
  const settings: Settings = { brand: config.brand, partner: config.partner, labels: resolveLabels(config.labels) };
  // Only a modal or the calendar portals, and neither is open on the first screen.
  const portalRoot = {} as HTMLElement;
  // renderToString, not renderToStaticMarkup: the script hydrates this markup (src/embed/mount.ts),
  // which needs the comments it writes between adjacent pieces of text to find each text node.
  const app = renderToString(createElement(App, { widget, settings, portalRoot }));
  const theme = themeCss(config.brand.theme);
  const links = [cssHref, ...(theme && themeHref ? [themeHref] : [])]
    .map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`)
    .join('');
  if (theme && !themeHref) problems.push('The brand has a theme: give the address its stylesheet is served at (--theme-css).');
  const html = `<template shadowrootmode="open">${links}<div class="mq-root">${app}</div></template>`;
  return { html, theme, problems };
}
