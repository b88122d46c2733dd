import type { Proposal } from '../contract/proposal';
import type { UiText } from '../config/ui-text';
import { cardAddons, isBreakdown, selectedAddons } from '../domain/addons';
import { isCoverType } from '../domain/constants';
import type { DemandsNeeds } from '../domain/disclosures';
import { paysMonthly } from '../domain/journey';
import { formatMoney } from '../domain/money';
import { proposalAddons } from '../domain/proposal-addons';
import { excessView } from './summary-view';

type Person = { name?: { forenames?: string | null; surname?: string | null } | null };

// Names are tidied (trimmed, single spaces) as they leave the form: src/contract/name.ts, tidyName.
const fullName = (person: Person): string => [person.name?.forenames, person.name?.surname].filter(Boolean).join(' ');

/** 'A', 'A and B', 'A, B and C': the last two joined by the label's 'and'. */
function listed(items: string[], and: string): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/**
 * The demands-and-needs statement (docs/configuration.md#what-the-customer-is-told-before-she-pays) from the
 * proposal as it will be bought; the summary, the thank-you screen and the sandbox's confirmation
 * e-mail all show these words. `useName` is the class of use's display
 * name (from its option list, which the caller holds); null leaves that line out.
 */
export function demandsNeeds(proposal: Proposal, t: UiText['t'], useName: string | null): DemandsNeeds {
  const { vehicle, proposer, additional_drivers: drivers } = proposal.risk;
  const and = t('needs.and');
  const needs: string[] = [];
  if (isCoverType(vehicle.cover_type)) needs.push(t('needs.cover', { cover: t(`cover.${vehicle.cover_type}`) }));
  const names = [proposer, ...drivers].map(fullName).filter(Boolean);
  if (names.length > 0) needs.push(t('needs.drivers', { drivers: listed(names, and) }));
  if (useName) needs.push(t('needs.use', { use: useName }));

  const addons = proposalAddons(proposal);
  const named = (addon: { description: string; code: string }) =>
    isBreakdown(addon) ? t('summary.extras.breakdown', { name: addon.description }) : addon.description;
  const chosen = selectedAddons(addons).map(named);
  needs.push(chosen.length > 0 ? t('needs.chosen', { extras: listed(chosen, and) }) : t('needs.chosenNone'));
  const declined = cardAddons(addons)
    .filter((addon) => addon.is_selected === false)
    .map(named);
  // Breakdown is offered as tiers: choosing none of them declines breakdown cover.
  const tiers = addons.filter(isBreakdown);
  if (tiers.length > 0 && !tiers.some((tier) => tier.is_selected === true)) declined.push(t('needs.breakdown'));
  if (declined.length > 0) needs.push(t('needs.declined', { extras: listed(declined, and) }));

  const { compulsory, voluntary } = excessView(proposal);
  if (compulsory !== null || voluntary !== null) {
    const [c, v] = [compulsory ?? 0, voluntary ?? 0];
    needs.push(t('needs.excess', { total: formatMoney(c + v), compulsory: formatMoney(c), voluntary: formatMoney(v) }));
  }
  needs.push(t(paysMonthly(proposal) ? 'needs.monthly' : 'needs.annual'));
  return { intro: t('needs.intro'), needs, meets: t('needs.meets'), noAdvice: t('needs.noAdvice') };
}

/** The statement as plain text, for an e-mail: a heading, the needs as a list, then the two sentences. */
export function demandsNeedsText(statement: DemandsNeeds, title: string): string {
  return [title, '', statement.intro, ...statement.needs.map((need) => `- ${need}`), '', statement.meets, statement.noAdvice].join('\n');
}
