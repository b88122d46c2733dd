// The summary's check-answers part (GOV.UK's pattern): her answers shown back before she declares them.
export const CHECK_ANSWERS_LABELS = {
  'check.title': 'Check your answers',
  'check.intro': 'These are the answers your price is based on. If one is wrong, change it and we’ll work out your price again.',
  'check.change': 'Change',
  'check.notGiven': 'Not given',
} as const;
