export {
  UpdatePassword,
  type UpdatePasswordProps,
  type UpdatePasswordValues,
  type UpdatePasswordFields,
} from './UpdatePassword';
