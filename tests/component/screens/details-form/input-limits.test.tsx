import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEXT_MAX } from '../../../../src/contract/common';
import { DetailsFormScreen } from '../../../../src/screens/details-form/details-form-screen';
import { fakeFetch } from '../../support/fake-fetch';
import { renderWidget } from '../../support/render-widget';
import { FORM_ROUTES } from './fixtures';

describe('details form inputs take their limits from the contract', () => {
  it('stops typing where the API would refuse the text', () => {
    const { fetch } = fakeFetch(FORM_ROUTES);
    renderWidget(<DetailsFormScreen mode="create" />, { fetch });
    expect((screen.getByLabelText('First name') as HTMLInputElement).maxLength).toBe(TEXT_MAX.short);
    expect((screen.getByLabelText('Last name') as HTMLInputElement).maxLength).toBe(TEXT_MAX.short);
    expect((screen.getByLabelText('Email address') as HTMLInputElement).maxLength).toBe(TEXT_MAX.email);
  });
});
