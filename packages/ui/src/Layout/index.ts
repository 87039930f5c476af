export { Stack, type StackProps, type Space } from './Stack';
export { Inline, type InlineProps } from './Inline';
export { Grid, type GridProps } from './Grid';
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden';
export { Heading, type HeadingProps } from './Heading';
export { Text, type TextProps } from './Text';
