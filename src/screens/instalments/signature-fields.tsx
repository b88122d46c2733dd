import type { Signature, SignatureField } from '../../flows/purchase/sign-agreement';
import { Checkbox } from '../../ui/checkbox';
import { TextInput } from '../../ui/text-input';
import { useUiText } from '../../ui/ui-text';
import type { useFormState } from '../../ui/use-form-state';

export const SIGNATURE_IDS: Record<SignatureField, string> = { name: 'mq-agreement-name', agreed: 'mq-agreement-agreed' };

/** A signature: the signer's full name typed and an explicit "I agree"; the borrower's and the account holder's alike. */
export function SignatureFields(props: {
  signature: Signature;
  form: ReturnType<typeof useFormState<SignatureField>>;
  onChange: (field: SignatureField, value: string | boolean) => void;
  hint: string;
  agree: string;
  legal?: string;
}) {
  const { t } = useUiText();
  const { signature, form, onChange } = props;
  return (
    <form className="mq-dd-form" noValidate onSubmit={(event) => event.preventDefault()}>
      {props.legal ? (
        <p>
          <strong>{props.legal}</strong>
        </p>
      ) : null}
      <TextInput
        id={SIGNATURE_IDS.name}
        label={t('agreement.name')}
        hint={props.hint}
        value={signature.name}
        error={form.error('name')}
        onChange={(value) => onChange('name', value)}
        onBlur={() => form.touch('name')}
        autoComplete="name"
        maxLength={100}
        required
      />
      <Checkbox
        id={SIGNATURE_IDS.agreed}
        label={props.agree}
        checked={signature.agreed}
        error={form.error('agreed')}
        required
        onChange={(value) => {
          onChange('agreed', value);
          form.touch('agreed');
        }}
      />
    </form>
  );
}
