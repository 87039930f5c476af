import { SearchField as RACSearchField } from 'react-aria-components';
import { FieldRoot } from '../Field/Field.styles';
import { styled } from '../theme/stitches.config';
import { EndButton, TextInput } from '../TextField/TextField.styles';

/** @internal */
export const StyledSearchField = styled(RACSearchField, FieldRoot);

/** @internal Without the browser's own clear control: the field has its own, labelled one. */
export const SearchInput = styled(TextInput, {
  '&::-webkit-search-cancel-button, &::-webkit-search-decoration': { appearance: 'none' },
});

/** @internal Shown only when there is something to clear. */
export const ClearButton = styled(EndButton, {
  '[data-empty] &': { display: 'none' },
});
