export const GUIDE: string[];
export function fillGuide(
  page: string,
  text: string,
  manifest: { version: string; script: string; files: Record<string, { integrity: string }> },
): string;
export function writeGuide(dist: string, manifest: { version: string; script: string; files: Record<string, { integrity: string }> }): void;
