import { describe, expect, it } from 'vitest';
import {
  choosePayMonthly,
  continueFromPrice as continueFromPriceOf,
  paymentOptionRequest,
} from '../../../../src/flows/price/payment-option';
import { quote } from '../../../support/proposal';
import { priceWidget, httpError, savedProposal, UUID } from './fake-widget';
import { inWords } from '../../support/default-words';

// Rules return label messages; these read them in the default words docs/product/README.md#required-wording gives.
const continueFromPrice: typeof continueFromPriceOf = (...args) => continueFromPriceOf(...args).then(inWords);

const BEFORE_START = new Date('2026-03-09T12:00:00');

const named = () =>
  savedProposal((p) => {
    Object.assign(p.risk.userfields, {
      has_email_consent: true,
      has_third_party_authority: true,
      tpa_title: 'Mr',
      tpa_forename: 'Tom',
      tpa_surname: 'Hart',
      tpa_date_of_birth: '1980-05-01',
      tpa_email: 'tom@example.com',
      tpa_phone: '07700900456',
    });
    p.is_pay_monthly = true;
    p.consent_to_auto_renew = true;
  });

describe('paymentOptionRequest', () => {
  it('sends the product’s fields: check null from the price screen, consent, pay monthly, registration and the authority', () => {
    expect(paymentOptionRequest(named())).toEqual({
      check: null,
      has_email_consent: true,
      is_pay_monthly: true,
      consent_to_auto_renew: true,
      risk: {
        vehicle: { registration: 'AB12CDE' },
        userfields: {
          has_third_party_authority: true,
          tpa_title: 'Mr',
          tpa_forename: 'Tom',
          tpa_surname: 'Hart',
          tpa_date_of_birth: '1980-05-01',
          tpa_email: 'tom@example.com',
          tpa_phone: '07700900456',
        },
      },
    });
  });

  it('sends an unanswered toggle as off, naming nobody', () => {
    const body = paymentOptionRequest(
      savedProposal((p) => (p.risk.userfields.tpa_forename = 'Left over')),
      true,
    );
    expect(body.check).toBe(true);
    expect(body.is_pay_monthly).toBe(false);
    expect(body.risk.userfields).toEqual({
      has_third_party_authority: false,
      tpa_title: null,
      tpa_forename: null,
      tpa_surname: null,
      tpa_date_of_birth: null,
      tpa_email: null,
      tpa_phone: null,
    });
  });
});

describe('continueFromPrice', () => {
  it('saves the payment options and goes to Addons', async () => {
    const { widget, api } = priceWidget(named());
    api.updatePaymentOption.mockImplementation(async () => named());
    await expect(continueFromPrice(widget, BEFORE_START)).resolves.toEqual({ kind: 'route', to: `/quote/addons?uuid=${UUID}` });
    expect(api.updatePaymentOption).toHaveBeenCalledWith(UUID, paymentOptionRequest(named()));
  });

  it('goes to Referred when the saved quote is referred', async () => {
    const { widget, api } = priceWidget();
    api.updatePaymentOption.mockResolvedValue(savedProposal((p) => (p.quote = quote({ is_referred: true }))));
    await expect(continueFromPrice(widget, BEFORE_START)).resolves.toEqual({ kind: 'route', to: `/declined?uuid=${UUID}` });
  });

  it('opens the expired modal, and sends nothing, once the start date has passed', async () => {
    const { widget, api } = priceWidget(
      savedProposal((p) => {
        p.risk.start_date = '2026-03-10';
      }),
    );
    await expect(continueFromPrice(widget, new Date('2026-03-11T00:00:00'))).resolves.toEqual({ kind: 'expired' });
    // The start day itself still counts as in the future until its end.
    api.updatePaymentOption.mockResolvedValue(savedProposal());
    await expect(continueFromPrice(widget, new Date('2026-03-10T23:59:00'))).resolves.toMatchObject({ kind: 'route' });
    expect(api.updatePaymentOption).toHaveBeenCalledTimes(1);
  });

  it('stops on an incomplete third party authority, with a message per field', async () => {
    const { widget, api, store } = priceWidget();
    store.getState().setAnswer('risk.userfields.has_third_party_authority', true);
    store.getState().setAnswer('risk.userfields.tpa_email', 'tom@');
    const result = await continueFromPrice(widget, BEFORE_START);
    expect(result).toEqual({
      kind: 'invalid',
      errors: {
        tpa_title: 'Select their title',
        tpa_forename: 'Enter their first name',
        tpa_surname: 'Enter their last name',
        tpa_date_of_birth: 'Enter their date of birth',
        tpa_email: expect.stringContaining('correct format'),
        tpa_phone: 'Enter their phone number',
      },
    });
    expect(api.updatePaymentOption).not.toHaveBeenCalled();
  });

  it('routes a failed save: non-200 to Exception', async () => {
    const { widget, api } = priceWidget();
    api.updatePaymentOption.mockRejectedValue(httpError(409));
    await expect(continueFromPrice(widget, BEFORE_START)).resolves.toEqual({ kind: 'route', to: '/error/exception' });
  });
});

describe('choosePayMonthly', () => {
  it('switches the choice in the draft and its duqs twin, telling the host which option only', () => {
    const { widget, store, emit } = priceWidget();
    choosePayMonthly(widget, true);
    expect(store.getState().draft.is_pay_monthly).toBe(true);
    expect(store.getState().draft.risk.duqs.is_pay_monthly).toBe(true);
    expect(emit).toHaveBeenCalledWith('price_option_changed', { uuid: UUID, screen: 'price-presentation', option: 'monthly' });
    choosePayMonthly(widget, true);
    expect(emit).toHaveBeenCalledTimes(1);
  });
});
