import { messagesIn } from '@meridian/ui';

export const messages = messagesIn('screens.common.NewPasswordFields', {
  password: 'Password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
});

export const valueMessages = messagesIn<{ rules: { min: number; max: number } }>('screens.common.NewPasswordFields', {
  rules: '{max, plural, one {Use {min, number} to # character.} other {Use {min, number} to # characters.}}',
});
