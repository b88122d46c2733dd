/**
 * The checker's named checks against a sandbox of their own: a test that breaks the API for one
 * property runs that property's check alone, on a fresh sandbox, since a run spends its client's
 * limits (the recall burst, the flood).
 */
import { checkApi, type CheckName } from '../../../scripts/check-api';
import type { CheckResult, FetchLike } from '../../../scripts/check-api-call';
import { openApiDocument } from '../../../scripts/openapi';
import type { SandboxOptions } from '../../../demo/sandbox/app';
import { removeDir, startSandbox } from '../sandbox/harness';

export const document = openApiDocument('test');

export async function checkFresh(
  only: readonly CheckName[] | undefined,
  fetchImpl?: FetchLike,
  options: Partial<SandboxOptions> = {},
): Promise<CheckResult> {
  const app = await startSandbox({ outbox: true, ...options });
  try {
    return await checkApi(app.base, { document, fetch: fetchImpl, only });
  } finally {
    await app.stop();
    removeDir(app.dataDir);
  }
}
