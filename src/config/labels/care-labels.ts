// The reminder to take reasonable care (docs/product/regulation.md#her-answers-and-misrepresentation:
// only a careless, reckless or deliberate wrong answer has consequences), the heading of every
// question's "Why we ask this" (each why is in its question's step file, beside the question), and
// the sidebar's line for customers who need more support.
export const CARE_LABELS = {
  'ui.whyWeAsk': 'Why we ask this',
  'form.takeCare':
    'Please take reasonable care to answer every question accurately and fully. If an answer is wrong because it was given carelessly, recklessly or on purpose, a claim may be refused or paid in part, or the policy cancelled or its terms changed.',
  'summary.final.takeCare':
    'Before you tick, check your answers. If one is wrong because it was given carelessly, recklessly or on purpose, a claim may be refused or paid in part, or the policy cancelled or its terms changed.',
  'sidebar.supportTitle': 'Need more support?',
  'sidebar.support':
    'If a health condition, a bereavement or difficulty reading or using this form makes things harder, or you need large print, braille or another format, call {phone} or email {email}.',
  'sidebar.accessibility': 'Accessibility statement',
} as const;
