import type { BusinessDetailsValues } from './BusinessDetails.rules';

/** A business's saved details, shared by the stories and tests (example data that needs no translation). */
export const exampleBusinessDetails: BusinessDetailsValues = {
  legalName: 'Lumen Coffee Roasters, Lda.',
  registrationNumber: 'PT514203987',
  website: 'https://lumencoffee.example',
  email: 'hello@lumencoffee.example',
  phone: '+351 21 555 0142',
  street: 'Rua das Flores 28',
  city: 'Lisboa',
  state: '',
  postalCode: '1200-195',
  country: 'PT',
  currency: 'EUR',
};
