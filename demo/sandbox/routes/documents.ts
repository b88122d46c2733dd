/**
 * GET /sandbox/documents/ipid/{code}: insurance product information documents for the policy
 * ('motor') and each add-on, so every ipid url the sandbox hands out opens a real page.
 */
import { BREAKDOWN_TIERS } from '../rating/addons';
import { sendPage } from '../pages/shell';
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

export const documentPages: readonly PageRoute[] = [
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
<p class="note">Sandbox document. It shows where the real IPID would be.</p>
<h2>What is insured?</h2><p>${escapeHtml(doc.covers)}</p>
<h2>What is not insured?</h2><p>${escapeHtml(doc.excludes)}</p>`,
      );
    },
  },
];
