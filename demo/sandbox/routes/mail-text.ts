/**
 * What the brand's e-mails may carry (docs/security.md#what-the-api-must-hold-to): the insurer's
 * words, the car as the vehicle record names it, and the customer's own answers only as plain text
 * without a link, so nobody can use a quote to send phishing under the brand.
 */
import type { Vehicle } from '../../../src/contract/vehicle';
import { vehicleByAbiCode } from '../data/vehicles';
import { unacceptableText } from '../server/errors';

/**
 * A link in any form a mail client turns into one: a scheme (https://, mailto:, javascript:), www., or a bare
 * host name with a top-level domain (evil.example/login). No car, name or model in the data holds one.
 */
const LINK = /\b[a-z][a-z\d+.-]*:\/\/\S*|\b(?:mailto|tel|sms|data|javascript):\S+|\bwww\.\S+|\b[a-z\d-]+(?:\.[a-z\d-]+)*\.[a-z]{2,}\b\S*/gi;

export const holdsLink = (text: string): boolean => new RegExp(LINK.source, 'i').test(text);

/**
 * The customer's free text as an e-mail may show it: links removed, and the characters markup
 * starts with (< > &) left out, so neither a plain-text nor an HTML mail client makes a link or a
 * tag of it. The outbox page escapes the whole body again when it shows it.
 */
export const mailText = (text: string): string => text.replace(LINK, '').replace(/[<>&]/g, '').replace(/\s+/g, ' ').trim();

/**
 * The car as the e-mail names it: make and model re-read from the vehicle record of its ABI code,
 * never the proposal's own text; no record, no car named.
 */
export function carName(vehicle: Pick<Vehicle, 'abi_code'>): string {
  const record = vehicle.abi_code ? vehicleByAbiCode(vehicle.abi_code) : undefined;
  return record ? `${record.manufacturer} ${record.model}` : '';
}

/** The car's own words on a proposal (make, model, description) may not hold a link: 422 names each. */
export function refuseVehicleLinks(vehicle: Pick<Vehicle, 'manufacturer' | 'model' | 'description'>): void {
  const fields = (['manufacturer', 'model', 'description'] as const).filter((field) => holdsLink(vehicle[field] ?? ''));
  if (fields.length === 0) return;
  throw unacceptableText(fields.map((field) => ({ path: `risk.vehicle.${field}`, message: 'expected no link' })));
}
