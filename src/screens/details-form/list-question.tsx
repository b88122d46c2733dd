import { useMemo } from 'react';
import type { ListName } from '../../contract/lists';

import { Button } from '../../ui/button';
import type { FieldBaseProps } from '../../ui/field';
import { focusById } from '../../ui/focus-error';
import { Notice } from '../../ui/notice';
import { RadioGroup } from '../../ui/radio-group';
import { Select } from '../../ui/select';
import { Typeahead } from '../../ui/typeahead';
import { useOptions } from './use-options';
import { useUiText } from '../../ui/ui-text';

interface ListQuestionProps extends FieldBaseProps {
  kind: 'select' | 'typeahead' | 'radios';
  list: ListName;
  allowed: readonly string[] | null;
  /** Each option reads 'SP30 – Exceeding…' (codes people know, such as conviction codes). */
  showCode?: boolean;
  /** The select's autocomplete token (WCAG 1.3.5), e.g. honorific-prefix for the title. */
  autoComplete?: string;
  value: string | null;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

/**
 * A select (short lists), radios (a few long answers) or typeahead (long lists) over a named option
 * list from the API; radios wait behind the select's 'Loading' while the list loads. A list
 * that failed to load says so, with Try again: an empty select would leave the proposer stuck.
 */
export function ListQuestion({ kind, list, allowed, showCode, ...field }: ListQuestionProps) {
  const { t } = useUiText();
  const { options, loading, failed, retry } = useOptions(list);
  const shown = useMemo(() => {
    const kept = allowed ? options.filter((option) => allowed.includes(option.value)) : options;
    return showCode ? kept.map((option) => ({ value: option.value, name: `${option.value} – ${option.name}` })) : kept;
  }, [options, allowed, showCode]);
  return (
    <>
      {kind === 'typeahead' ? (
        <Typeahead {...field} options={shown} />
      ) : kind === 'radios' && !loading ? (
        <RadioGroup {...field} options={shown.map((option) => ({ value: option.value, label: option.name }))} />
      ) : (
        <Select {...field} options={shown} loading={loading} />
      )}
      {failed && (
        <Notice tone="error" live>
          <p>{t('form.listFailed')}</p>
          <Button
            variant="secondary"
            onClick={(event) => {
              // The notice and this button go as the list loads again: focus moves to the question,
              // not to the page's <body>, where a keyboard or screen-reader user would be lost.
              focusById(event.currentTarget, field.id);
              retry();
            }}
          >
            {t('form.listRetry')}
          </Button>
        </Notice>
      )}
    </>
  );
}
