// One schema per write for the form's values as typed (amounts as text), parsed by the
// window's forms (react-hook-form's zodResolver) and again by main's dispatcher, each
// built on the strict request schema of what it sends (shared/requests/).
export * from './typed-amount';
export * from './form-messages';
export * from './form-fields';
export * from './payment-forms';
export * from './directory-forms';
export * from './account-forms';
