import { useCallback, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateInput } from '../../../src/ui/date-input';
import { MaskedInput } from '../../../src/ui/masked-input';
import { TextInput } from '../../../src/ui/text-input';

const renders: Record<string, number> = {};

// Every field renders its label through Field, so counting Field renders per id counts the
// renders of each memoised primitive: a field whose memo bailed out renders no Field.
vi.mock('../../../src/ui/field', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/ui/field')>();
  return {
    ...actual,
    Field: (props: Parameters<typeof actual.Field>[0]) => {
      renders[props.id] = (renders[props.id] ?? 0) + 1;
      return actual.Field(props);
    },
  };
});

function Form() {
  const [values, setValues] = useState({ forenames: '', mobile: '', dob: '' });
  const setForenames = useCallback((forenames: string) => setValues((v) => ({ ...v, forenames })), []);
  const setMobile = useCallback((mobile: string) => setValues((v) => ({ ...v, mobile })), []);
  const setDob = useCallback((dob: string) => setValues((v) => ({ ...v, dob })), []);
  return (
    <form noValidate>
      <TextInput id="forenames" label="First name" value={values.forenames} onChange={setForenames} />
      <MaskedInput id="mobile" label="Mobile number" mask="phone" value={values.mobile} onChange={setMobile} />
      <DateInput id="dob" label="Date of birth" value={values.dob} onChange={setDob} />
    </form>
  );
}

describe('memoised fields', () => {
  it('re-render only the field being typed into', async () => {
    render(<Form />);
    for (const key of Object.keys(renders)) renders[key] = 0;

    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Ann');
    expect(renders).toEqual({ forenames: 3, mobile: 0, dob: 0 });

    await userEvent.type(screen.getByRole('textbox', { name: 'Mobile number' }), '07');
    expect(renders).toEqual({ forenames: 3, mobile: 2, dob: 0 });

    await userEvent.type(screen.getByRole('textbox', { name: 'Date of birth' }), '0102');
    expect(renders.forenames).toBe(3);
    expect(renders.mobile).toBe(2);
    expect(renders.dob).toBeGreaterThan(0);
  });
});
