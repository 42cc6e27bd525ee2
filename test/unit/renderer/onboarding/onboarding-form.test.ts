// @vitest-environment jsdom
// The onboarding form on the shared onboarding form schema, as a person types: a
// nationality's error at its field when it is left and gone once fixed, a submit with
// problems sending nothing and putting focus on the first (each saying what to fix, a
// mistyped document id named), switching between individual and business keeping what
// was typed, the input sent (the chosen kind's fields, document ids split, a related
// person), and main's field errors landing on the form's own fields.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_ONBOARDING } from '../../../../renderer/src/screens/onboarding/onboarding-fields';
import { OnboardingForm } from '../../../../renderer/src/screens/onboarding/onboarding-form';

function renderForm(prepare = vi.fn()) {
  const onPrepared = vi.fn();
  render(createElement(OnboardingForm, { initial: EMPTY_ONBOARDING, prepare, onPrepared }));
  return { prepare, onPrepared, user: userEvent.setup() };
}
const errorOf = (id: string) => document.getElementById(`${id}-error`)?.textContent;

afterEach(cleanup);

describe('OnboardingForm', () => {
  it('shows a nationality error when the field is left, and clears it once fixed', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'An individual' }));
    const nationality = screen.getByLabelText('Nationality');
    await user.type(nationality, 'gb');
    expect(errorOf('onboarding-nationality')).toBe('');
    await user.tab();
    await waitFor(() => expect(errorOf('onboarding-nationality')).toBe('The nationality must be a two-letter uppercase country code, e.g. US.'));
    expect(nationality.getAttribute('aria-invalid')).toBe('true');
    expect(nationality.getAttribute('aria-describedby')).toBe('onboarding-nationality-hint onboarding-nationality-error');
    await user.clear(nationality);
    await user.type(nationality, 'GB');
    await waitFor(() => expect(errorOf('onboarding-nationality')).toBe(''));
  });

  it('sends nothing while a field has a problem, puts focus on the first, and names a mistyped document id', async () => {
    const { user, prepare } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Review the onboarding' }));
    await waitFor(() => expect(errorOf('onboarding-kind')).toBe('Choose whether you onboard an individual or a business.'));

    await user.click(screen.getByRole('radio', { name: 'An individual' }));
    await user.type(screen.getByLabelText('Date of birth'), '1990-13-01');
    await user.type(screen.getByLabelText('Documents already uploaded (optional)'), 'doc_passport1, passport.pdf');
    await user.click(screen.getByRole('button', { name: 'Review the onboarding' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('onboarding-full-name'));
    expect(errorOf('onboarding-full-name')).toBe('Enter the full legal name.');
    expect(errorOf('onboarding-birth-date')).toBe('The date of birth must be a real day: there is no month 13 (months are 01 to 12).');
    expect(errorOf('onboarding-nationality')).toBe('Enter the nationality.');
    expect(errorOf('onboarding-documents')).toBe('“passport.pdf” must be an id of the form doc_<letters and digits>.');
    expect(prepare).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Date of birth') as HTMLInputElement).value).toBe('1990-13-01');
  });

  it('keeps what was typed for the other kind, and sends the chosen kind with its related person and documents', async () => {
    const prepare = vi.fn().mockResolvedValue({ ok: true, value: { ok: false, fieldErrors: [{ field: 'relationships.0.entityId', message: 'No entity ent_owner1 exists with the provider.' }] } });
    const { user, onPrepared } = renderForm(prepare);
    await user.click(screen.getByRole('radio', { name: 'An individual' }));
    await user.type(screen.getByLabelText('Full legal name'), 'Ada Lovelace');
    await user.click(screen.getByRole('radio', { name: 'A business' }));
    await user.type(screen.getByLabelText('Legal name'), 'Globex Holdings LLC');
    await user.type(screen.getByLabelText('Country of incorporation (optional)'), 'US');
    await user.selectOptions(screen.getByLabelText('Business structure (optional)'), 'llc');
    await user.type(screen.getByLabelText('Documents already uploaded (optional)'), 'doc_articles1 doc_register2');
    await user.click(screen.getByRole('button', { name: 'Add a related person' }));
    await user.type(screen.getByLabelText('Person 1: entity id'), 'ent_owner1');
    await user.selectOptions(screen.getByLabelText('Person 1: role'), 'beneficial_owner');
    await user.type(screen.getByLabelText('Person 1: ownership in % (optional)'), '60');
    await user.click(screen.getByRole('button', { name: 'Review the onboarding' }));

    await waitFor(() => expect(errorOf('onboarding-rel-0-entity')).toBe('No entity ent_owner1 exists with the provider.'));
    expect(document.activeElement?.id).toBe('onboarding-rel-0-entity');
    expect(prepare).toHaveBeenCalledWith({
      entityType: 'business', legalName: 'Globex Holdings LLC', tradingName: '', registrationNumber: '', jurisdiction: 'US', incorporationDate: '', businessStructure: 'llc', industryCode: '',
      email: '', phone: '', autoSubmit: true, documentIds: ['doc_articles1', 'doc_register2'],
      relationships: [{ entityId: 'ent_owner1', relationshipType: 'beneficial_owner', ownershipPercentage: '60' }],
    });
    expect(onPrepared).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'An individual' }));
    expect((screen.getByLabelText('Full legal name') as HTMLInputElement).value).toBe('Ada Lovelace');
  });

  it("puts main's error on the identity document's number", async () => {
    const prepare = vi.fn().mockResolvedValue({ ok: true, value: { ok: false, fieldErrors: [{ field: 'governmentId.number', message: 'This passport number is already on file for another customer.' }] } });
    const { user } = renderForm(prepare);
    await user.click(screen.getByRole('radio', { name: 'An individual' }));
    await user.type(screen.getByLabelText('Full legal name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Date of birth'), '1990-12-10');
    await user.type(screen.getByLabelText('Nationality'), 'GB');
    await user.selectOptions(screen.getByLabelText('Kind of document'), 'passport');
    await user.type(screen.getByLabelText('Document number'), 'P1234567');
    await user.type(screen.getByLabelText('Issuing country'), 'GB');
    await user.click(screen.getByRole('button', { name: 'Review the onboarding' }));
    await waitFor(() => expect(errorOf('onboarding-id-number')).toBe('This passport number is already on file for another customer.'));
    expect(document.activeElement?.id).toBe('onboarding-id-number');
    expect(prepare.mock.calls[0]?.[0]).toMatchObject({ entityType: 'individual', governmentId: { type: 'passport', number: 'P1234567', issuingCountry: 'GB' } });
  });
});
