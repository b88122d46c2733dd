/** A complete, quotable proposal for a settled 40-year-old, dated from today so it never expires. */
import dayjs from 'dayjs';
import { emptyProposal, type Proposal } from '../../../src/api/contract/proposal';

export const daysFromToday = (days: number): string => dayjs().add(days, 'day').format('YYYY-MM-DD');
export const yearsAgo = (years: number): string => dayjs().subtract(years, 'year').format('YYYY-MM-DD');

export function proposalFixture(change: (p: Proposal) => void = () => {}): Proposal {
  const p = emptyProposal();
  const { risk } = p;
  risk.start_date = daysFromToday(1);
  risk.proposer.name = { title: 'Mrs', forenames: 'Jane', surname: 'Driver', salutation: 'Mrs Driver' };
  risk.proposer.date_of_birth = yearsAgo(40);
  risk.proposer.email_address = 'jane@example.com';
  risk.proposer.phone_numbers.mobile = '07700900123';
  risk.proposer.address = {
    line_1: '1 High Street',
    line_2: null,
    line_3: 'Taunton',
    line_4: 'Somerset',
    line_5: null,
    postcode: 'TA1 1AA',
  };
  risk.proposer.has_insurance_refused = false;
  risk.proposer.has_non_rta_conviction = false;
  risk.proposer.driver_details.licence = { ...risk.proposer.driver_details.licence, type: 'F', date: yearsAgo(20), has_convictions: false };
  risk.proposer.driver_details.has_claims = false;
  risk.vehicle = {
    ...risk.vehicle,
    has_registration: true,
    registration: 'AB12CDE',
    abi_code: '32010104',
    manufacturer: 'Ford',
    model: 'Fiesta',
    description: 'FIESTA ZETEC 1.25 5DR',
    year: 2012,
    value: 4000,
    cover_type: 'C',
    class_of_use: 'SDP',
    has_tracker: false,
    is_modified: false,
    is_left_hand_drive: false,
    is_kept_at_proposer_postcode: true,
  };
  risk.total_mileage = 7000;
  risk.has_previous_insurance = true;
  risk.previous_insurance = { type: 'own', ncd: { years: 5, is_protected: false } };
  risk.has_additional_drivers = false;
  risk.voluntary_excess = 250;
  change(p);
  return p;
}
