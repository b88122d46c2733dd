/**
 * GET /sandbox/documents/ipid/{code} and /wording/{code}: the insurance product information document
 * and policy wording of the policy ('motor') and of each add-on, so every document url the sandbox
 * hands out opens a real page. Each document carries its version (a Document-Version header and a
 * visible line), and GET /sandbox/documents/index.json lists them all, so a sale can record the
 * versions the customer saw (docs/product/regulation.md#product-documents).
 */
import { BREAKDOWN_TIERS } from '../rating/addons';
import { sendPage } from '../pages/shell';
import { invalid } from '../server/errors';
import { escapeHtml } from '../server/http';
import { own } from '../server/own';
import type { PageRoute } from '../server/pages';

const DOCUMENTS: Readonly<Record<string, { title: string; covers: string; excludes: string }>> = {
  motor: {
    title: 'Private Car Insurance',
    covers:
      'Damage to other people’s property and injury to others; with comprehensive cover, damage to your car, fire and theft, windscreen, personal accident up to £5,000.',
    excludes: 'The excesses shown in your quote; wear and tear; driving by anyone not named on the policy.',
  },
  PA: {
    title: 'Personal Accident Cover',
    covers: 'Death or permanent injury in a road accident in your car, included with comprehensive cover.',
    excludes: 'Injury while driving under the influence of alcohol or drugs.',
  },
  EPA: {
    title: 'Enhanced Personal Accident Cover',
    covers: 'Up to £25,000 per person and £175,000 per incident for death or serious injury in a road accident in your car.',
    excludes: 'Drivers aged 75 or over; injury while driving under the influence of alcohol or drugs.',
  },
  LE: {
    title: 'Motor Legal Protection',
    covers: 'Up to £100,000 of legal costs to recover uninsured losses after an accident that was not your fault.',
    excludes: 'Claims with less than a 51% chance of success; costs incurred without our agreement.',
  },
  KEY: {
    title: 'Key Cover',
    covers: 'Replacement of lost or stolen car keys and locks, up to £1,500 a claim.',
    excludes: 'Keys left in or on the car.',
  },
  ...Object.fromEntries(
    BREAKDOWN_TIERS.map((tier) => [
      tier.code,
      {
        title: `Breakdown Cover: ${tier.description}`,
        covers: `Help when your car breaks down: ${tier.description}.`,
        excludes: 'Breakdowns within the first 24 hours of cover; repeat call-outs for the same fault.',
      },
    ]),
  ),
};

/**
 * The demo brand's privacy notice, complaints procedure and accessibility statement (brand.documents'
 * defaults, docs/configuration.md#what-the-customer-is-told-before-she-pays): sample texts, marked as the demo's.
 */
const LEGAL: Readonly<Record<string, { title: string; paragraphs: string[] }>> = {
  'privacy-notice.html': {
    title: 'Privacy notice',
    paragraphs: [
      'Juniper Car Insurance Ltd (demo) uses your answers to give you a quote, to sell and run your policy and to handle claims.',
      'We check your details with credit reference and fraud prevention agencies, and share them with them. Paying monthly adds a hard search to your credit file.',
      'We check claims history and cover with the Claims and Underwriting Exchange (CUE) and the Motor Insurance Database (MID), and driving licences with the DVLA.',
      'To stop fraud and automated abuse, a captcha service checks the form is filled in by a person, and a device check reads details of your browser and device (a device fingerprint) before a purchase.',
      'Your price, and whether we can offer a quote, are decided automatically from your answers and these checks. You can ask for a person to review the decision, give your view and contest it: call 0330 123 4567.',
      'If you give us details of other people, such as named drivers, including their health or convictions, you must tell them and show them this notice.',
      'We keep your details for 7 years after your policy ends, or after your quote if you do not buy (the demo’s period: an insurer sets its own). You can ask for a copy, or for a mistake to be put right, and complain to the Information Commissioner’s Office.',
    ],
  },
  'complaints.html': {
    title: 'How to complain',
    paragraphs: [
      'Tell us by phone on 0330 123 4567 or by e-mail at help@juniper-insurance.example. We will reply within 8 weeks.',
      'If you are not happy with our answer, or we have not replied within 8 weeks, you can refer your complaint to the Financial Ombudsman Service, free of charge: www.financial-ombudsman.org.uk, 0800 023 4567.',
    ],
  },
  'ipid.html': {
    title: 'Insurance Product Information Document: Private Car Insurance',
    paragraphs: [
      'What is insured? Damage to other people’s property and injury to others; with comprehensive cover, damage to your car, fire and theft, windscreen, personal accident up to £5,000.',
      'What is not insured? The excesses shown in your quote; wear and tear; driving by anyone not named on the policy.',
    ],
  },
  'policy-wording.html': {
    title: 'Policy wording: Private Car Insurance',
    paragraphs: [
      'This is the contract between you and the insurer. It sets out what is covered, what is not, the excesses and the conditions you must keep to.',
      'Your cover lasts 12 months: from the start date and time on your schedule to 23:59 on the day before the same date a year later.',
    ],
  },
  'terms-and-conditions.html': {
    title: 'Terms and conditions',
    paragraphs: ['How we arrange your insurance, what we charge for our service, and how to cancel.'],
  },
  'administration-services-contract.html': {
    title: 'Administration services contract',
    paragraphs: ['What we do for you during the year: changes to your policy, renewal, and the fees for them.'],
  },
  'accessibility.html': {
    title: 'Accessibility statement',
    paragraphs: [
      'The quote form aims to meet WCAG 2.2 at level AA. It works with a keyboard, a screen reader and zoom up to 400%.',
      'If you need your documents in large print, braille or audio, or need more help for any reason, call us on 0330 123 4567.',
    ],
  },
};

/** The version of each document the sandbox serves: a date-stamped edition, as an insurer's would be. */
const VERSION = '2026-01';

/** The catalogue of every document, by its path: its title and version (what a sale records). */
export const DOCUMENT_INDEX: ReadonlyMap<string, { title: string; version: string }> = new Map([
  ...Object.entries(LEGAL).map(([name, doc]) => [`/sandbox/documents/${name}`, { title: doc.title, version: VERSION }] as const),
  ...Object.entries(DOCUMENTS).flatMap(([code, doc]) => [
    [`/sandbox/documents/ipid/${code}`, { title: `IPID: ${doc.title}`, version: VERSION }] as const,
    [`/sandbox/documents/wording/${code}`, { title: `Policy wording: ${doc.title}`, version: VERSION }] as const,
  ]),
]);

/**
 * The documents named by address, each with its title and version: what accept records and the
 * copy before she pays lists. An address the insurer never issued is refused (422), not recorded.
 */
export function issuedDocuments(urls: readonly string[]): { url: string; title: string; version: string }[] {
  return urls.map((url, index) => {
    const doc = DOCUMENT_INDEX.get(URL.canParse(url) ? new URL(url).pathname : '');
    if (!doc) throw invalid([{ path: `documents.${index}`, message: 'not a document this insurer issued' }]);
    return { url, ...doc };
  });
}

/** The version line every document shows, and the header a client can read without parsing it. */
function versioned(res: Parameters<PageRoute['handle']>[0]['res'], path: string): string {
  const version = DOCUMENT_INDEX.get(path)?.version ?? VERSION;
  res.setHeader('Document-Version', version);
  return `<p class="note">Version ${escapeHtml(version)}</p>`;
}

export const documentPages: readonly PageRoute[] = [
  {
    method: 'GET',
    path: '/sandbox/documents/index.json',
    handle: async ({ res }) => {
      const body = JSON.stringify([...DOCUMENT_INDEX].map(([path, doc]) => ({ path, ...doc })));
      res.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
      res.end(body);
    },
  },
  {
    method: 'GET',
    path: '/sandbox/documents/{name}',
    handle: async ({ res, params }) => {
      const doc = own(LEGAL, params.name);
      if (!doc) {
        sendPage(res, 404, 'Document not found', '<h1>Document not found</h1>');
        return;
      }
      sendPage(
        res,
        200,
        doc.title,
        `<h1>${escapeHtml(doc.title)}</h1>
${versioned(res, `/sandbox/documents/${params.name}`)}
<p class="note">Sandbox document: sample text for the demo brand. This is a demonstration.</p>
${doc.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n')}`,
      );
    },
  },
  {
    method: 'GET',
    path: '/sandbox/documents/ipid/{code}',
    handle: async ({ res, params }) => {
      const doc = own(DOCUMENTS, params.code);
      if (!doc) {
        sendPage(res, 404, 'Document not found', '<h1>Document not found</h1>');
        return;
      }
      sendPage(
        res,
        200,
        `IPID: ${doc.title}`,
        `<h1>Insurance Product Information Document</h1>
<h2>${escapeHtml(doc.title)}</h2>
${versioned(res, `/sandbox/documents/ipid/${params.code}`)}
<p class="note">Sandbox document. It shows where the real IPID would be.</p>
<h2>What is insured?</h2><p>${escapeHtml(doc.covers)}</p>
<h2>What is not insured?</h2><p>${escapeHtml(doc.excludes)}</p>`,
      );
    },
  },
  {
    method: 'GET',
    path: '/sandbox/documents/wording/{code}',
    handle: async ({ res, params }) => {
      const doc = own(DOCUMENTS, params.code);
      if (!doc) {
        sendPage(res, 404, 'Document not found', '<h1>Document not found</h1>');
        return;
      }
      sendPage(
        res,
        200,
        `Policy wording: ${doc.title}`,
        `<h1>Policy wording</h1>
<h2>${escapeHtml(doc.title)}</h2>
${versioned(res, `/sandbox/documents/wording/${params.code}`)}
<p class="note">Sandbox document. It shows where the real policy wording would be.</p>
<h2>What is covered</h2><p>${escapeHtml(doc.covers)}</p>
<h2>What is not covered</h2><p>${escapeHtml(doc.excludes)}</p>`,
      );
    },
  },
];
