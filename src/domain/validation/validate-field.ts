import * as v from 'valibot';

type AnySchema = v.GenericSchema<unknown, unknown>;

/** The first error message for a value, or null when it is valid: what a field shows under itself. */
export function validateField(schema: AnySchema, value: unknown): string | null {
  const result = v.safeParse(schema, value);
  return result.success ? null : (result.issues[0]?.message ?? null);
}

/**
 * The first message per field of an object schema, keyed by dot path ('business_mileage',
 * 'claims.0.date'); issues without a path (the whole value) are keyed ''.
 */
export function fieldErrors(schema: AnySchema, value: unknown): Record<string, string> {
  const result = v.safeParse(schema, value);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    errors[path] ??= issue.message;
  }
  return errors;
}
