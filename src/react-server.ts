// The first screen for `<MotorQuote>` rendered on the server (`motor-quote-widget/react/server`):
//   import { renderShell } from 'motor-quote-widget/react/server';
//   <MotorQuote config={config} shell={renderShell(config, { assetsBase: 'https://cdn.example.co.uk/motor-quote/' })} />
// The same declarative shadow root `npx motor-quote-shell` writes for the config, which the widget
// adopts as it adopts a pasted one (docs/embedding.md#the-first-screen-from-the-server). Its build
// holds React's server renderer and the components with their own React, so it runs wherever the
// host renders (a React Server Component's `react` has no hooks to draw them with) and never enters
// a browser's bundle: its package export has no browser condition.
import type { MotorQuoteModuleConfig } from './module';
import { cssFileName, renderShell as render } from './shell-render';
// The package's version, as the command reads it: the stylesheet's name carries it.
import { version } from '../package.json';

export interface ShellAddresses {
  /** The folder the script and its stylesheet are served from (the command's `--assets-base`). */
  assetsBase: string;
  /** With a brand theme: where its stylesheet is served (the command's `--theme-href`). */
  themeHref?: string;
}

/**
 * The first screen's HTML for `<MotorQuote shell>`: byte for byte what `npx motor-quote-shell`
 * writes for the same config and addresses. A config the script would refuse throws, with the
 * config reader's messages, as the command stops: a shell it would not match is never drawn.
 */
export function renderShell(
  config: Omit<MotorQuoteModuleConfig, 'onEvent' | 'onError'>,
  { assetsBase, themeHref }: ShellAddresses,
): string {
  const { html, problems } = render(config, { cssHref: `${assetsBase.replace(/\/?$/, '/')}${cssFileName(version)}`, themeHref });
  if (problems.length) throw new Error(`MotorQuote shell: the script would not use these settings as written:\n  ${problems.join('\n  ')}`);
  return html;
}
