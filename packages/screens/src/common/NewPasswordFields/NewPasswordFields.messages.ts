import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  password: { id: 'screens.common.NewPasswordFields.password', defaultMessage: 'Password' },
  newPassword: { id: 'screens.common.NewPasswordFields.newPassword', defaultMessage: 'New password' },
  confirmPassword: { id: 'screens.common.NewPasswordFields.confirmPassword', defaultMessage: 'Confirm new password' },
});

export const valueMessages = defineMessages<{ rules: { min: number; max: number } }>({
  rules: {
    id: 'screens.common.NewPasswordFields.rules',
    defaultMessage: '{max, plural, one {Use {min, number} to # character.} other {Use {min, number} to # characters.}}',
  },
});
