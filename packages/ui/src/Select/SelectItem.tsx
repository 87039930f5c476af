import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Key, ListBoxItemProps } from 'react-aria-components';
import { ListOption, OptionDescription, OptionLabel, OptionText } from './Select.styles';

/** An option given as data to Select or ComboBox. */
export interface SelectOption {
  id: Key;
  /** The visible text; also what type-ahead and filtering match. */
  label: string;
  /** A second, muted line under the label; screen readers read it after the label. */
  description?: string;
  isDisabled?: boolean;
}

export interface SelectItemProps extends Omit<ListBoxItemProps<object>, 'children' | 'className' | 'style'> {
  /** The visible label. */
  children: ReactNode;
  /** A second, muted line under the label. */
  description?: ReactNode;
}

/** One option of a Select (or ComboBox) written as a child instead of the `items` array. */
export function SelectItem({ children, description, textValue, ...props }: SelectItemProps) {
  return (
    <ListOption {...props} textValue={textValue ?? (typeof children === 'string' ? children : undefined)}>
      {({ isSelected }) => (
        <>
          {/* The description is part of the option's name, not an aria-describedby text: an option's
              visible text must all be in its name for people who select by voice. */}
          <OptionText slot="label">
            <OptionLabel>{children}</OptionLabel>
            {description ? <OptionDescription>{description}</OptionDescription> : null}
          </OptionText>
          {isSelected ? <Check aria-hidden="true" /> : null}
        </>
      )}
    </ListOption>
  );
}

/** @internal Renders an option given as data. */
export function renderOption(option: SelectOption) {
  return (
    <SelectItem id={option.id} textValue={option.label} description={option.description} isDisabled={option.isDisabled}>
      {option.label}
    </SelectItem>
  );
}
