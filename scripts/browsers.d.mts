interface Browser {
  id: string;
  name: string;
  package: string;
  env?: string;
  paths: string[];
  onPath?: string;
  dpkg?: string;
  file?: string;
}

export interface BrowserSystem {
  env: Record<string, string | undefined>;
  isRoot: boolean;
  isExecutable(file: string): boolean;
  run(
    command: string,
    args: string[],
    options?: { show?: boolean; env?: Record<string, string> },
  ): { status: number | null; stdout: string };
  log(line: string): void;
}

export const BROWSERS: Browser[];
export function realSystem(): BrowserSystem;
export function locate(id: 'chromium' | 'firefox' | 'webkit-driver' | 'minibrowser' | 'xvfb', system?: BrowserSystem): string | null;
export function installCommand(packages: string[], options: { root: boolean }): string;
export function ensureBrowsers(system?: BrowserSystem): boolean;
