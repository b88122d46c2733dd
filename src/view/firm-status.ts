import type * as v from 'valibot';
import type { BrandSchema } from '../config/brand-schema';
import { msg, type FieldMessage } from '../config/label-message';
import { formatMoney } from '../domain/money';

type Brand = Pick<v.InferOutput<typeof BrandSchema>, 'firm' | 'insurer' | 'credit'>;

/**
 * Who insures her and in what capacity the firm sells (ICOBS 4.1.2R; GEN 4 Annex 1R for an appointed
 * representative; docs/product/regulation.md#who-insures-her-and-in-what-capacity-we-sell), written
 * from brand config, never a fixed sentence: the insurer and its regulator, the firm's status, whose
 * policies it offers and how it is paid.
 */
export function firmStatus({ firm, insurer }: Brand): FieldMessage[] {
  const { legalName, address, frn } = firm;
  const vars = { legalName, address, frn, insurer: insurer.name, insurerAddress: insurer.address, insurerFrn: insurer.frn };
  const parts = [msg(insurer.regulator === 'pra' ? 'status.pra' : 'status.fca', vars)];
  // The insurer selling its own policies has no intermediary's status, panel or commission to tell.
  if (firm.status === 'insurer') return parts;
  const principal = firm.principal ?? { name: '', frn: '' };
  parts.push(
    msg(`status.${firm.status}`, { ...vars, principal: principal.name, principalFrn: principal.frn }),
    firm.scope > 1 ? msg('status.panel', { count: firm.scope }) : msg('status.single', vars),
  );
  if (firm.commission) parts.push(msg('status.commission'));
  if (firm.fee > 0) parts.push(msg('status.fee', { fee: formatMoney(firm.fee) }));
  return parts;
}

/** The firm's part in the credit (CONC 3.7.3R, 4.5.3R): the lender, and as a credit broker that it is not one and how it is paid. */
export function creditStatus({ firm, credit }: Brand): FieldMessage[] {
  const vars = { lender: credit.lender, lenderAddress: credit.lenderAddress, legalName: firm.legalName };
  const parts = [msg('credit.lender', vars)];
  if (credit.broker) parts.push(msg('credit.broker', vars));
  if (credit.commission) parts.push(msg('credit.commission', vars));
  return parts;
}
