import { expect, it } from 'vitest';
import * as screens from './index';

// The public API is a deliberate decision: the app wires screens by these names.
it('exports exactly the public screens and helpers', () => {
  expect(Object.keys(screens).sort()).toMatchInlineSnapshot(`
    [
      "ConfirmCode",
      "ForgotPassword",
      "GuestLayout",
      "Login",
      "NotFound",
      "ResetPassword",
      "ServerError",
      "Signup",
      "UpdatePassword",
      "authErrorKeys",
    ]
  `);
});
