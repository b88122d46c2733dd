/** The sandbox's own routes that are not insurer API calls: hosted payment page, portal, scripts, test controls. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { matchPath } from '../../../src/contract/path';
import type { AllowedOrigins } from './cors';
import type { Services } from './services';

export interface PageContext {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  params: Record<string, string>;
  origin: string;
  services: Services;
  /** The sandbox options a page reads: who may frame the card page, whether the outbox is served. */
  options: PageOptions;
}

export interface PageOptions {
  allowedOrigins: AllowedOrigins;
  /** Origins the insurer registered for the brand's pages: the card page is framed by and returns to these only. */
  returnOrigins: readonly string[];
  outbox: boolean;
}

export interface PageRoute {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  handle(ctx: PageContext): Promise<void>;
}

export function findPage(
  routes: readonly PageRoute[],
  method: string,
  pathname: string,
): { route: PageRoute; params: Record<string, string> } | null {
  for (const route of routes) {
    if (route.method !== method.toUpperCase()) continue;
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}

export const pathKnown = (routes: readonly PageRoute[], pathname: string): boolean =>
  routes.some((route) => matchPath(route.path, pathname) !== null);
