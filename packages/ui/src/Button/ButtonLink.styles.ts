import { Link as RACLink } from 'react-aria-components';
import { styled } from '../theme/stitches.config';
import { StyledButton } from './Button.styles';

/**
 * @internal A link drawn as a button: the same look, hover, press and focus ring (react-aria's
 * Link sets the same data attributes). A module of its own, so that a page with buttons only
 * does not carry it.
 */
export const StyledButtonLink = styled(RACLink, StyledButton, {
  textDecoration: 'none',
  '& svg': { size: '$iconSm', flexShrink: 0 },
});
