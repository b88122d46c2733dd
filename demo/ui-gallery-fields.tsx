import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../src/ui/button';
import { DateInput } from '../src/ui/date-input';
import { ErrorSummary } from '../src/ui/error-summary';
import { scrollToFirstError } from '../src/ui/focus-error';
import { MaskedInput } from '../src/ui/masked-input';
import { Select } from '../src/ui/select';
import { TextInput } from '../src/ui/text-input';
import { Typeahead } from '../src/ui/typeahead';
import { useFormState } from '../src/ui/use-form-state';
import { YesNo } from '../src/ui/yes-no';
import type { Option } from '../src/contract/lists';

const TITLES: Option[] = ['Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr'].map((t) => ({ value: t, name: t }));

const FIELDS = ['title', 'forenames', 'email', 'dob', 'mobile', 'occupation', 'ukBorn'] as const;
type FieldName = (typeof FIELDS)[number];
type Values = Record<FieldName, string | boolean | null>;

// Demo-only messages: the real rules live in src/domain/validation.
const MESSAGES: Record<FieldName, string> = {
  title: 'Select your title',
  forenames: 'Enter your first name',
  email: 'Enter an email address in the correct format, like name@example.com',
  dob: 'Enter your date of birth as a real date, like 27/03/1990',
  mobile: 'Enter your mobile number',
  occupation: 'Choose your job from the list',
  ukBorn: 'Select yes if you were born in the UK',
};

function problem(name: FieldName, value: Values[FieldName]): string | null {
  if (name === 'email') return typeof value === 'string' && /^\S+@\S+\.\S+$/.test(value) ? null : MESSAGES.email;
  if (name === 'dob') return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? null : MESSAGES.dob;
  return value === null || value === '' ? MESSAGES[name] : null;
}

/**
 * A live little form on the widget's own form-state hook (src/ui/use-form-state.ts): a typed field's
 * error shows once she leaves it, a choice's at once, Check answers shows them all with the summary.
 */
export function GalleryFields({ jobTitles }: { jobTitles: readonly Option[] }) {
  const [values, setValues] = useState<Values>({
    title: null,
    forenames: '',
    email: 'ann@',
    dob: '31/02/1990',
    mobile: '',
    occupation: '',
    ukBorn: null,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const errors: Partial<Record<FieldName, string>> = {};
  for (const name of FIELDS) {
    const message = problem(name, values[name]);
    if (message) errors[name] = message;
  }
  const form = useFormState<FieldName>({ errors, fieldId: (name) => `g-${name}` });
  const { touch } = form;
  // The two answers given wrong from the start show their errors, as if she had left them.
  useEffect(() => {
    touch('email');
    touch('dob');
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const field = (name: FieldName, choice = false) => ({
    onChange: (value: Values[FieldName]) => {
      setValues((v) => ({ ...v, [name]: value }));
      if (choice) form.touch(name);
    },
    onBlur: () => form.touch(name),
    error: form.error(name),
  });
  const handlers = Object.fromEntries(
    FIELDS.map((name) => [name, field(name, ['title', 'ukBorn', 'occupation'].includes(name))]),
  ) as Record<FieldName, ReturnType<typeof field>>;

  const check = (event: FormEvent) => {
    event.preventDefault();
    form.attempt();
    void scrollToFirstError(formRef.current, 200);
  };

  return (
    <form ref={formRef} noValidate onSubmit={check}>
      <ErrorSummary {...form.summary} />
      <Select id="g-title" label="Title" options={TITLES} value={values.title as string | null} {...handlers.title} />
      <TextInput id="g-forenames" label="First name" autoComplete="given-name" value={values.forenames as string} {...handlers.forenames} />
      <TextInput
        id="g-email"
        label="Email address"
        type="email"
        autoComplete="email"
        spellCheck={false}
        hint="We'll send your quote to this address"
        value={values.email as string}
        {...handlers.email}
      />
      <DateInput id="g-dob" label="Date of birth" autoComplete="bday" value={values.dob as string} {...handlers.dob} />
      <MaskedInput
        id="g-mobile"
        label="Mobile number"
        mask="phone"
        autoComplete="tel"
        value={values.mobile as string}
        {...handlers.mobile}
      />
      <Typeahead
        id="g-occupation"
        label="Occupation"
        hint="Start typing, for example 'engineer'"
        options={jobTitles}
        value={values.occupation as string}
        {...handlers.occupation}
      />
      <YesNo id="g-ukBorn" label="Were you born in the UK?" value={values.ukBorn as boolean | null} {...handlers.ukBorn} />
      <Button type="submit">Check answers</Button>
    </form>
  );
}

/** Every mask preset (src/ui/mask-definitions.ts), a loading select and a value missing from its list. */
export function GalleryMasks() {
  const [v, setV] = useState({ registration: 'AB12CDE', sortCode: '', account: '', value: '12500', other: '' });
  const set = (key: keyof typeof v) => (value: string) => setV((s) => ({ ...s, [key]: value }));
  return (
    <>
      <MaskedInput
        id="g-reg"
        label="Registration number"
        mask="registration"
        value={v.registration}
        onChange={set('registration')}
        hint="For example, AB12CDE"
      />
      <MaskedInput
        id="g-value"
        label="How much is the car worth?"
        hint="In pounds"
        mask="money"
        prefix="£"
        value={v.value}
        onChange={set('value')}
      />
      <MaskedInput
        id="g-sort"
        label="Sort code"
        mask="sortCode"
        hint="Must be 6 digits long"
        value={v.sortCode}
        onChange={set('sortCode')}
        width="short"
      />
      <MaskedInput
        id="g-account"
        label="Account number"
        mask="accountNumber"
        hint="Must be 8 digits long"
        value={v.account}
        onChange={set('account')}
        autoComplete="off"
        width="short"
      />
      <MaskedInput
        id="g-other"
        label="Other phone number (optional)"
        mask="phone"
        value={v.other}
        onChange={set('other')}
        autoComplete="tel"
      />
      <Select id="g-loading" label="Fuel type" options={[]} value={null} onChange={() => undefined} loading />
      <Select
        id="g-unknown"
        label="Marital status"
        options={[
          { value: 'M', name: 'Married' },
          { value: 'S', name: 'Single' },
        ]}
        value="Z"
        onChange={() => undefined}
      />
    </>
  );
}
