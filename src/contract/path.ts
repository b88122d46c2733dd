/** Placeholder names of a path template: '/api/proposal/{uuid}/quote' -> 'uuid'. */
export type PathParamName<T extends string> = T extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamName<Rest> : never;
export type PathParams<T extends string> = { [K in PathParamName<T>]: string };

const PLACEHOLDER = /\{(\w+)\}/g;

export function fillPath(template: string, params: Record<string, string>): string {
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** Parameters of pathname when it fits the template, else null. A parameter never spans a '/'. */
export function matchPath(template: string, pathname: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = template
    .split(PLACEHOLDER)
    .map((part, index) => {
      if (index % 2 === 0) return escapeRegExp(part);
      names.push(part);
      return '([^/]+)';
    })
    .join('');
  const match = new RegExp(`^${pattern}$`).exec(pathname);
  if (!match) return null;
  try {
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1])]));
  } catch {
    return null;
  }
}

export const paramCount = (template: string) => template.match(PLACEHOLDER)?.length ?? 0;
