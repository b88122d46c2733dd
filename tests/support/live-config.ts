// A brand's whole live-mode config: every setting live mode asks for, each the brand's own (docs/configuration.md).
export const LIVE_FIRM = {
  legalName: 'Northgate Motor Ltd',
  frn: '123456',
  address: '1 High Street, Leeds LS1 1AA',
  registerUrl: 'https://register.fca.org.uk/s/firm?id=1',
  status: 'broker' as const,
  scope: 1,
  commission: true,
  fee: 0,
};
export const LIVE_CONFIG = {
  apiBase: 'https://api.brand.example',
  brand: {
    phone: '0300 000 1111',
    email: 'help@brand.example',
    faqUrl: 'https://brand.example/faq',
    contactUrl: 'https://brand.example/contact',
    documents: {
      ipid: 'https://brand.example/ipid.pdf',
      policyWording: 'https://brand.example/wording.pdf',
      administrationContract: 'https://brand.example/admin.pdf',
      terms: 'https://brand.example/terms.pdf',
      privacyNotice: 'https://brand.example/privacy',
      complaints: 'https://brand.example/complaints',
      accessibility: 'https://brand.example/accessibility',
      products: { LE: { ipid: 'https://brand.example/le-ipid.pdf', wording: 'https://brand.example/le-wording.pdf' } },
    },
    firm: LIVE_FIRM,
    insurer: { name: 'Ins Ltd', address: '1 Road, Leeds', frn: '202020', regulator: 'pra' as const },
    credit: {
      lender: 'Lend Ltd',
      lenderAddress: '2 Road, Leeds',
      broker: true,
      commission: true,
      serviceUser: 'Lend',
      creditReferenceAgency: { name: 'CRA Ltd', address: 'PO Box 1', contact: '0800 000 0000' },
    },
    cancellation: { fee: 0 },
  },
  captcha: { scriptUrl: 'https://captcha.example/api.js', siteKey: 'key' },
  deviceRisk: { scriptUrl: 'https://risk.example/snare.js' },
};
