import { styled } from '@meridian/ui/theme';

/** @internal */
export const ProductList = styled('ul', {
  bareList: true,
  display: 'flex',
  flexDirection: 'column',
});

/** @internal */
export const ProductRow = styled('li', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  padding: '$3 0',
  minWidth: 0,
  borderBottom: '$borderWidths$thin solid $border',
  '&:last-child': { borderBottom: 'none' },
  '& > :first-child': { minWidth: 0 },
});

/** @internal */
export const LogList = styled('ol', {
  bareList: true,
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
});
