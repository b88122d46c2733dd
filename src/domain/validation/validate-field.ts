import * as v from 'valibot';
import type { Message } from '../../config/label-message';
import { messageOf } from './rule-message';

type AnySchema = v.GenericSchema<unknown, unknown>;

/** The first error message for a value, or null when it is valid: what a field shows under itself. */
export function validateField(schema: AnySchema, value: unknown): Message | null {
  const result = v.safeParse(schema, value);
  const issue = result.success ? undefined : result.issues[0];
  return issue ? messageOf(issue) : null;
}

/**
 * The first message per field of an object schema, keyed by dot path ('business_mileage',
 * 'claims.0.date'); issues without a path (the whole value) are keyed ''.
 */
export function fieldErrors(schema: AnySchema, value: unknown): Record<string, Message> {
  const result = v.safeParse(schema, value);
  const errors: Record<string, Message> = {};
  if (result.success) return errors;
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    errors[path] ??= messageOf(issue);
  }
  return errors;
}
