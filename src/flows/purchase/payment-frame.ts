import { ROUTES, withUuid, type RoutePath } from '../routes';

/** The host page's own address without its hash: the widget's routes live in the hash. */
export const pageAddress = (pageUrl: string) => pageUrl.split('#')[0];

/** The page's own address opened at one of the widget's routes. */
export const pageAt = (pageUrl: string, route: RoutePath, uuid: string) => `${pageAddress(pageUrl)}#${withUuid(route, uuid)}`;

/** Where the hosted card page sends the frame when it is done: this page at /quote/complete. */
export const returnUrlFor = (pageUrl: string, uuid: string) => pageAt(pageUrl, ROUTES.complete, uuid);

/** The thank-you route on this page, for the top window once the frame has returned. */
export const thankYouUrlFor = (pageUrl: string, uuid: string) => pageAt(pageUrl, ROUTES.thankYou, uuid);

/**
 * Inside the card frame, the returning widget moves the top window on instead of showing the
 * journey in the frame. Returns false when not framed, or when the browser refuses (a top window
 * on another origin): the caller then carries on in place or offers a link.
 */
export function sendTopWindowTo(win: Window, url: string): boolean {
  try {
    if (!win.top || win.top === win.self) return false;
    win.top.location.href = url;
    return true;
  } catch {
    return false;
  }
}

/** True when this window is someone else's frame (a cross-origin top throws on access). */
export function isFramed(win: Window): boolean {
  try {
    return win.top !== win.self;
  } catch {
    return true;
  }
}
