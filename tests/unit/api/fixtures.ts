/**
 * Realistic wire bodies, as the sandbox would send them: raw JSON with the wire's quirks (numbers as
 * strings, codes in capitals), for the contract's parsing tests. A test that needs a proposal to
 * work with builds it with tests/support/proposal.ts.
 */
export function quoteBody() {
  return {
    reference: 'MQ-000123',
    created_at: '2025-03-01T10:15:00.000Z',
    is_quoted: true,
    is_purchased: false,
    is_accepted: false,
    is_referred: false,
    premium: 612.34,
    addons: [
      { code: 'PA', description: 'Personal Accident', premium: 19.99, is_selected: null, ipid: { url: 'https://example.test/pa.pdf' } },
      { code: 'SAB1', description: 'Roadside', premium: 29.5, is_selected: false, ipid: null },
    ],
    metadata: { premium_subtotal: 612.34, monthly_total_payable_subtotal: '680.10' },
    compulsory_excess: 250,
    granted_voluntary_excess: 100,
    protected_ncd_implied_price: 41.2,
    monthly_payment: 56.12,
    monthly_deposit: 61.23,
    monthly_interest: 68.22,
    monthly_interest_percent: 11.14,
    monthly_apr: 23.9,
    monthly_installments: 10,
    monthly_initial_payment: 0,
    monthly_total_payable: '123.45',
    excesses: [
      { policy_section: 'Accidental Damage', driver: null, value: 250 },
      { policy_section: 'Windscreen', driver: 0, value: 95 },
    ],
    endorsements: [{ text: '<h4>41 - Tracking device</h4><p>Theft cover excluded.</p>', extra_info: 41 }],
    ipids: [{ url: 'https://example.test/motor-ipid.pdf' }],
  };
}

export function proposalBody() {
  return {
    uuid: '6f1c1c1e-8d8e-4d57-9d3b-2b3f0c7c9a10',
    version: 4,
    addons: [],
    removed_addons: [{ code: 'EPA', description: 'Enhanced personal accident cover' }],
    is_pay_monthly: true,
    is_quoted: true,
    consent_to_auto_renew: true,
    risk: {
      proposer: {
        name: { title: 'Ms', forenames: 'Jane', surname: 'Doe', salutation: 'Ms Doe' },
        date_of_birth: '1985-06-15',
        resident: { is_uk_born: false, since: '1999-09-01' },
        full_time_occupation: { status: 'E', role: 'A01', industry: '186' },
        has_part_time_occupation: false,
        part_time_occupation: null,
        address: { line_1: '1 High Street', line_2: 'Leeds', postcode: 'LS1 1AA' },
        email_address: 'jane@example.com',
        phone_numbers: { mobile: '07700900123' },
        driver_details: {
          driver_type: 'proposer',
          licence: {
            type: 'F',
            date: '2004-01-20',
            has_convictions: true,
            convictions: [{ code: 'SP30', conviction_date: '2023-05-02', offence_date: '2023-03-11', points: 3, fine: 100 }],
          },
          has_claims: true,
          claims: [{ description: 'AD', date: '2022-11-30', has_own_damage_cost: true, own_damage_cost: 1200.5 }],
          has_medical_condition: false,
        },
      },
      has_additional_drivers: true,
      additional_drivers: [
        { name: { title: 'Mr', forenames: 'John', surname: 'Doe' }, date_of_birth: '1983-02-01', relationship_to_proposer: 'S' },
      ],
      source_of_business: 'Website',
      start_date: '2025-03-10',
      voluntary_excess: '100',
      duqs: {
        is_pay_monthly: true,
        marital_status_proposer: 'M',
        marital_status_driver_1: 'M',
        relationship_to_proposer_driver_1: 'S',
        vehicle_modification_1: 'ALLOYS',
      },
      has_previous_insurance: true,
      previous_insurance: { ncd: { years: 5, is_protected: true }, type: 'OWN' },
      vehicle: {
        has_registration: true,
        registration: 'AB12CDE',
        cover_type: 'C',
        value: 12500,
        year: 2018,
        purchased: { is_purchased: true, date_purchased: '2019-04-01' },
        is_modified: true,
        modifications: [{ type: 'ALLOYS', description: 'Alloy wheels' }],
        manufacturer: 'VOLKSWAGEN',
        model: 'GOLF',
        engine_size: 1395,
        seats: 5,
        doors: 5,
      },
    },
    direct_debit: { account_name: 'Jane Doe', collection_day: '10', is_proposer_account_holder: true },
    quote: quoteBody(),
  };
}
