import type { Proposal } from '../../contract/proposal';
import type { ConfirmDetailsRequest, PaymentOptionRequest } from '../../contract/requests';

/** The confirm call's body: the registration and contact details as confirmed, with the renewal choice. */
export function confirmDetailsRequest(proposal: Proposal, consentToAutoRenew: boolean): ConfirmDetailsRequest {
  const { proposer, vehicle } = proposal.risk;
  return {
    risk: {
      vehicle: { registration: vehicle.registration },
      proposer: { email_address: proposer.email_address ?? '', phone_numbers: { mobile: proposer.phone_numbers.mobile ?? '' } },
    },
    consent_to_auto_renew: consentToAutoRenew,
  };
}

/** The payment options as saved from the summary: check is true because the final points are ticked. */
export function paymentOptionRequest(proposal: Proposal): PaymentOptionRequest {
  const { userfields, vehicle } = proposal.risk;
  return {
    check: true,
    has_email_consent: userfields.has_email_consent,
    is_pay_monthly: proposal.is_pay_monthly,
    consent_to_auto_renew: proposal.consent_to_auto_renew,
    risk: {
      vehicle: { registration: vehicle.registration },
      userfields: {
        has_third_party_authority: userfields.has_third_party_authority,
        tpa_title: userfields.tpa_title,
        tpa_forename: userfields.tpa_forename,
        tpa_surname: userfields.tpa_surname,
        tpa_date_of_birth: userfields.tpa_date_of_birth,
        tpa_email: userfields.tpa_email,
        tpa_phone: userfields.tpa_phone,
      },
    },
  };
}
