// What {you}, {You} and {your} in a validation message stand for (docs/labels.md#validation-messages):
// the proposer's words ('you.*'), and an additional driver's ('them.*', docs/product/validation.md#additional-drivers).
export const PRONOUN_LABELS = {
  'you.you': 'you',
  'you.You': 'You',
  'you.your': 'your',
  'them.you': 'they',
  'them.You': 'They',
  'them.your': 'their',
} as const;
