import { emptyClaim, type Claim } from '../../../contract/claim';
import { emptyConviction, type Conviction } from '../../../contract/conviction';
import { formatDisplayDate } from '../../../domain/dates';
import { CLAIM_QUESTIONS, CONVICTION_QUESTIONS } from '../../../details-form/model/tables';
import type { UiText } from '../../../config/ui-text';
import type { ListItem } from './item-list';

export type Name = (code: string | null | undefined) => string;
type Label = UiText['t'];
export type Describe = (item: unknown, name: Name, t: Label) => ListItem;

/** What differs between the claims and the convictions repeater: questions, list, words, summary line. */
export const HISTORY_KINDS = {
  claims: {
    questions: CLAIM_QUESTIONS,
    empty: emptyClaim,
    list: 'motor_claim',
    heading: 'q.claims',
    add: 'claim.add',
    title: 'claim.title',
    editTitle: 'claim.editTitle',
    describe: (item: Claim, name: Name): ListItem => ({ title: name(item.description), detail: formatDisplayDate(item.date) }),
  },
  convictions: {
    questions: CONVICTION_QUESTIONS,
    empty: emptyConviction,
    list: 'motor_convictions',
    heading: 'q.convictions',
    add: 'conviction.add',
    title: 'conviction.title',
    editTitle: 'conviction.editTitle',
    describe: (item: Conviction, name: Name, t: Label): ListItem => ({
      title: `${item.code ?? ''} – ${name(item.code)}`,
      detail: [
        formatDisplayDate(item.conviction_date),
        item.points === null || item.points === undefined ? '' : t('conviction.pointsCount', { points: item.points }),
      ]
        .filter(Boolean)
        .join(', '),
    }),
  },
} as const;
