// @vitest-environment jsdom
// The counterparty form on the shared directory schemas, as a person types: a blank name
// and a bad email said at their fields when left, a metadata line without a colon said
// with its line, a submit with problems sending nothing and putting focus on the first
// one, main's field errors landing on the form's own fields with nothing typed cleared,
// and an edit sending only what differs from the counterparty as shown.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CounterpartyForm } from '../../../../renderer/src/screens/counterparties/counterparty-form';
import { EMPTY_COUNTERPARTY, type CounterpartyFields } from '../../../../renderer/src/screens/counterparties/counterparty-fields';

const errorOf = (id: string) => document.getElementById(`${id}-error`)?.textContent;

function renderForm(prepare = vi.fn(), editing?: { counterpartyId: string; shown: CounterpartyFields }) {
  const onPrepared = vi.fn();
  render(createElement(CounterpartyForm, { initial: editing?.shown ?? EMPTY_COUNTERPARTY, prepare, onPrepared, ...(editing === undefined ? {} : { editing }) }));
  return { prepare, onPrepared, user: userEvent.setup() };
}

afterEach(cleanup);

const TYPE_ERROR = 'Choose Business (a company) or Individual (a person): the type cannot be changed once the counterparty is created.';

describe('CounterpartyForm (new)', () => {
  it('says what to fix at the field when it is left, and clears it once fixed', async () => {
    const { user } = renderForm();
    const name = screen.getByLabelText('Name');
    await user.click(name);
    await user.tab();
    await waitFor(() => expect(errorOf('counterparty-name')).toBe('Enter the name of the counterparty, as their bank knows it.'));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe('counterparty-name-hint counterparty-name-error');
    await user.type(screen.getByLabelText('Email (optional)'), 'ap@');
    await user.tab();
    await waitFor(() => expect(errorOf('counterparty-email')).toBe('The email must be an email address such as ap@example.com.'));
    await user.type(name, 'شركة الأفق');
    await waitFor(() => expect(errorOf('counterparty-name')).toBe(''));
    await user.type(screen.getByLabelText('Metadata (optional)'), 'erp_id: 4471{Enter}region EMEA');
    await user.tab();
    await waitFor(() => expect(errorOf('counterparty-metadata')).toBe('Line 2 has no colon: write each entry as key: value, such as erp_id: 4471.'));
  });

  it('sends nothing while a field has a problem and puts focus on the first one', async () => {
    const { user, prepare } = renderForm();
    await user.type(screen.getByLabelText('Address line 1'), 'Rue 1');
    await user.click(screen.getByRole('button', { name: 'Review the counterparty' }));
    await waitFor(() => expect(errorOf('counterparty-type')).toBe(TYPE_ERROR));
    expect(document.activeElement?.getAttribute('name')).toBe('entityType');
    // No type is chosen for the person (it cannot be changed later): both radios say they are the problem.
    expect(screen.getByLabelText<HTMLInputElement>('Business').checked).toBe(false);
    expect(screen.getByLabelText<HTMLInputElement>('Individual').checked).toBe(false);
    expect(screen.getByLabelText('Business').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Individual').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf('counterparty-address-city')).toBe('Enter the city (or leave the whole address blank).');
    expect(errorOf('counterparty-address-country')).toBe('Enter the two-letter country code, such as US (or leave the whole address blank).');
    expect(prepare).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Address line 1') as HTMLInputElement).value).toBe('Rue 1');
  });

  it('a Type group tabbed through without a choice (it reads null): the choice asked for in its own words at the group, focused', async () => {
    const { user, prepare } = renderForm();
    await user.tab();
    expect(document.activeElement?.getAttribute('name')).toBe('entityType');
    await user.tab();
    await user.type(screen.getByLabelText('Name'), 'Acme GmbH');
    await user.click(screen.getByRole('button', { name: 'Review the counterparty' }));
    await waitFor(() => expect(errorOf('counterparty-type')).toBe(TYPE_ERROR));
    expect(document.activeElement?.getAttribute('name')).toBe('entityType');
    expect(prepare).not.toHaveBeenCalled();
  });

  it("puts main's field errors on the form's fields, focus on the first, nothing typed cleared", async () => {
    const prepare = vi.fn().mockResolvedValue({ ok: true, value: { ok: false, fieldErrors: [{ field: 'address.country', message: 'XK is not a country the provider serves.' }] } });
    const { user, onPrepared } = renderForm(prepare);
    await user.click(screen.getByLabelText('Business'));
    await user.type(screen.getByLabelText('Name'), 'Acme GmbH');
    await user.type(screen.getByLabelText('Address line 1'), 'Hauptstr. 1');
    await user.type(screen.getByLabelText('City'), 'Berlin');
    await user.type(screen.getByLabelText('Country'), 'xk');
    await user.type(screen.getByLabelText('Metadata (optional)'), 'erp_id: 4471');
    await user.click(screen.getByRole('button', { name: 'Review the counterparty' }));
    await waitFor(() => expect(errorOf('counterparty-address-country')).toBe('XK is not a country the provider serves.'));
    expect(prepare).toHaveBeenCalledWith({
      entityType: 'business', name: 'Acme GmbH', email: '', address: { line1: 'Hauptstr. 1', line2: '', city: 'Berlin', state: '', postalCode: '', country: 'XK' }, metadata: { erp_id: '4471' },
    });
    expect(document.activeElement?.id).toBe('counterparty-address-country');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Acme GmbH');
    expect(onPrepared).not.toHaveBeenCalled();
  });
});

describe('CounterpartyForm (edit)', () => {
  const shown: CounterpartyFields = { ...EMPTY_COUNTERPARTY, entityType: 'business', name: 'Acme GmbH', email: 'ap@acme.example' };

  it('sends only the fields that differ, and says an email cannot be removed', async () => {
    const prepared = { id: 'prep_1' };
    const prepare = vi.fn().mockResolvedValue({ ok: true, value: { ok: true, prepared } });
    const { user, onPrepared } = renderForm(prepare, { counterpartyId: 'cpt_acme1', shown });
    const email = screen.getByLabelText('Email (optional)');
    await user.clear(email);
    await user.tab();
    await waitFor(() => expect(errorOf('counterparty-edit-email')).toBe('An email cannot be removed, only changed: type the new email or put the old one back.'));
    await user.type(email, 'billing@acme.example');
    await user.click(screen.getByRole('button', { name: 'Review the changes' }));
    await waitFor(() => expect(prepare).toHaveBeenCalledWith({ counterpartyId: 'cpt_acme1', email: 'billing@acme.example' }));
    expect(onPrepared).toHaveBeenCalledWith(prepared, expect.objectContaining({ email: 'billing@acme.example', name: 'Acme GmbH' }));
  });

  it('says when nothing has changed, and sends nothing', async () => {
    const { user, prepare } = renderForm(vi.fn(), { counterpartyId: 'cpt_acme1', shown });
    await user.click(screen.getByRole('button', { name: 'Review the changes' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Nothing has changed yet: change the name, email, address or metadata first.'));
    expect(prepare).not.toHaveBeenCalled();
  });
});
