import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Button } from '../src/ui/button';
import { DateInput } from '../src/ui/date-input';
import { ErrorSummary, type SummaryError } from '../src/ui/error-summary';
import { scrollToFirstError } from '../src/ui/focus-error';
import { MaskedInput } from '../src/ui/masked-input';
import { Select } from '../src/ui/select';
import { TextInput } from '../src/ui/text-input';
import { Typeahead } from '../src/ui/typeahead';
import { useDelayedValidation } from '../src/ui/use-delayed-validation';
import { YesNo } from '../src/ui/yes-no';
import type { Option } from '../src/api/contract/lists';

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

/** A live little form: typed fields validate after a pause, choices at once, Check answers shows the summary. */
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
  const [errors, setErrors] = useState<Partial<Record<FieldName, string | null>>>({ email: MESSAGES.email, dob: MESSAGES.dob });
  const [attempt, setAttempt] = useState(1);
  const formRef = useRef<HTMLFormElement>(null);
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  }, [values]);
  const report = useCallback(
    ([name, value]: [FieldName, Values[FieldName]]) => setErrors((e) => ({ ...e, [name]: problem(name, value) })),
    [],
  );
  const timing = useDelayedValidation(report);

  // One stable handler per field, so typing re-renders only that field.
  const handlers = useMemo(() => {
    const make = (name: FieldName, typed: boolean) => ({
      onChange: (value: Values[FieldName]) => {
        setValues((v) => ({ ...v, [name]: value }));
        if (typed) timing.later([name, value]);
        else timing.now([name, value]);
      },
      onBlur: () => timing.now([name, latest.current[name]]),
    });
    return Object.fromEntries(FIELDS.map((name) => [name, make(name, !['title', 'ukBorn', 'occupation'].includes(name))])) as Record<
      FieldName,
      { onChange: (value: Values[FieldName]) => void; onBlur: () => void }
    >;
  }, [timing]);

  const summary: SummaryError[] = FIELDS.flatMap((name) => (errors[name] ? [{ id: `g-${name}`, message: errors[name]! }] : []));
  const check = (event: FormEvent) => {
    event.preventDefault();
    setErrors(Object.fromEntries(FIELDS.map((name) => [name, problem(name, values[name])])));
    setAttempt((n) => n + 1);
    void scrollToFirstError(formRef.current, 200);
  };
  const err = (name: FieldName) => errors[name] ?? null;

  return (
    <form ref={formRef} noValidate onSubmit={check}>
      <ErrorSummary errors={summary} focusKey={attempt} />
      <Select id="g-title" label="Title" options={TITLES} value={values.title as string | null} {...handlers.title} error={err('title')} />
      <TextInput
        id="g-forenames"
        label="First name"
        autoComplete="given-name"
        value={values.forenames as string}
        {...handlers.forenames}
        error={err('forenames')}
      />
      <TextInput
        id="g-email"
        label="Email address"
        type="email"
        autoComplete="email"
        spellCheck={false}
        hint="We'll send your quote to this address"
        value={values.email as string}
        {...handlers.email}
        error={err('email')}
      />
      <DateInput id="g-dob" label="Date of birth" autoComplete="bday" value={values.dob as string} {...handlers.dob} error={err('dob')} />
      <MaskedInput
        id="g-mobile"
        label="Mobile number"
        mask="phone"
        autoComplete="tel"
        value={values.mobile as string}
        {...handlers.mobile}
        error={err('mobile')}
      />
      <Typeahead
        id="g-occupation"
        label="Occupation"
        hint="Start typing, for example 'engineer'"
        options={jobTitles}
        value={values.occupation as string}
        {...handlers.occupation}
        error={err('occupation')}
      />
      <YesNo
        id="g-ukBorn"
        label="Were you born in the UK?"
        value={values.ukBorn as boolean | null}
        {...handlers.ukBorn}
        error={err('ukBorn')}
      />
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
