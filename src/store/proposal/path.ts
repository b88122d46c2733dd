/** A dot path into the proposal draft, e.g. 'risk.vehicle.value' or 'risk.additional_drivers.0.name.title'. */
export type Path = string;

const isIndex = (key: string) => /^\d+$/.test(key);

export function getPath(source: unknown, path: Path): unknown {
  let node = source;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * Returns a copy of `source` with `value` at `path`, copying only the objects along the path, so
 * zustand selectors of untouched branches keep their identity and their fields do not re-render.
 */
export function setPath<T>(source: T, path: Path, value: unknown): T {
  const [key, ...rest] = path.split('.');
  const node = (source ?? (isIndex(key) ? [] : {})) as Record<string, unknown> | unknown[];
  const child = rest.length ? setPath((node as Record<string, unknown>)[key], rest.join('.'), value) : value;
  if (Array.isArray(node)) {
    const copy = node.slice();
    copy[Number(key)] = child;
    return copy as T;
  }
  return { ...node, [key]: child } as T;
}
