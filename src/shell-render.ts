// The first screen as static HTML in declarative shadow DOM (docs/embedding.md#the-first-screen-in-your-page):
// the same components the script draws, rendered with react-dom/server at build time, never in the
// script, which hydrates it. `npm run build` writes the default brand's (scripts/shell-build.ts); `npx motor-quote-shell`
// an integrator's (scripts/shell-cli.ts).
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createApiClient } from './api/client';
import { App } from './app/app';
import { resolveLabels } from './config/labels';
import { readConfig } from './config/parse-config';
import { createCaptchaProvider, createDeviceRiskProvider } from './embed/providers';
import { resolveAddresses } from './embed/resolve-addresses';
import { themeCss } from './embed/theme-css';
import type { Settings, Widget } from './widget/widget';
import { createDetailsFormStore } from './details-form/model/form-store';
import { createListsStore } from './store/lists-store';
import { createProposalStore } from './store/proposal/proposal-store';

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

// The page the shell is pasted into is not known here: an address resolved against this stand-in
// is a path on the page's own origin (the integrator's own, or the sandbox's with no apiBase given),
// left as a path for the page to resolve as the script would.
const PAGE = 'https://page.invalid';

/** The config with every address of the page's origin back to a path (see PAGE). */
function onPage(resolved: unknown): unknown {
  if (typeof resolved === 'string') return resolved.startsWith(`${PAGE}/`) ? resolved.slice(PAGE.length) : resolved;
  if (!resolved || typeof resolved !== 'object' || Array.isArray(resolved)) return resolved;
  return Object.fromEntries(Object.entries(resolved).map(([key, value]) => [key, onPage(value)]));
}

/**
 * Each icon and the wordmark sized by attributes from its viewBox: until the stylesheet applies (or
 * if it never loads) an SVG with no size fills its whole box, the wordmark a screen-wide black disc.
 * Attributes, not a style: the shell holds no inline style (a strict style-src). The stylesheet's
 * sizes win over them once it applies, so nothing moves.
 */
const sizedSvgs = (html: string) =>
  html.replace(/<svg\b(?![^>]*\swidth=)([^>]*?)\sviewBox="0 0 (\d+) (\d+)"/g, '<svg$1 viewBox="0 0 $2 $3" width="$2" height="$3"');

/**
 * Renders the shell for a config (the mount config's JSON part: brand, its theme, labels, mode),
 * read by the script's own config reader. The shell holds no inline style: a host whose
 * Content-Security-Policy has no 'unsafe-inline' for styles shows it as it is (docs/security.md).
 */
export function renderShell(raw: unknown, { cssHref, themeHref }: ShellOptions): RenderedShell {
  const problems: string[] = [];
  const { config: given, missingForLive } = readConfig(raw, (message) => problems.push(message));
  const config = onPage(resolveAddresses(given, given.apiBase?.replace(/\/$/, '') ?? '', `${PAGE}/`)) as typeof given;
  if (missingForLive.length)
    problems.push(
      `MotorQuote config: mode "live" needs the brand's own settings, and these are missing or not valid: ${missingForLive.join(', ')}.`,
    );
  // The widget as mount() builds it, minus what a first screen never reaches: no call is made while
  // rendering, and addresses stay as given (the page resolves them as it would any link of its own).
  const api = createApiClient({ apiBase: config.apiBase ?? '' });
  const widget: Widget = {
    // Drawn as hash routing draws it: memory routing's first screen is the same new quote, but it
    // reads the page's address at mount and its router has no server rendering (wouter's memory
    // location), neither of which a page not yet made can give.
    config: { ...config, routing: 'hash' },
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
  const app = sizedSvgs(renderToString(createElement(App, { widget, settings, portalRoot })));
  const theme = themeCss(config.brand.theme);
  const links = [cssHref, ...(theme && themeHref ? [themeHref] : [])]
    .map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`)
    .join('');
  if (theme && !themeHref) problems.push('The brand has a theme: give the address its stylesheet is served at (--theme-css).');
  const html = `<template shadowrootmode="open">${links}<div class="mq-root">${app}</div></template>`;
  return { html, theme, problems };
}
