import { Check } from 'lucide-react';
import { createContext, useContext, type ReactNode } from 'react';
import type {
  CheckboxGroupProps as RACCheckboxGroupProps,
  RadioGroupProps as RACRadioGroupProps,
} from 'react-aria-components';
import { CheckboxBox } from '../Checkbox/Checkbox.styles';
import { StyledCheckboxGroup } from '../CheckboxGroup/CheckboxGroup.styles';
import { FieldHelp, FieldLabel, type FieldProps } from '../Field';
import { RadioCircle, StyledRadioGroup } from '../RadioGroup/RadioGroup.styles';
import {
  CardBody,
  CardDescription,
  CardGrid,
  CardIcon,
  CardIndicator,
  CheckboxCard,
  CheckboxCardLabel,
  RadioCard,
  RadioCardLabel,
} from './ChoiceCards.styles';

interface ChoiceCardsOwnProps extends FieldProps {
  /** Cards per row from the small breakpoint up; one column on narrow screens. */
  columns?: 1 | 2 | 3;
  /** `ChoiceCard` elements. */
  children: ReactNode;
}

export interface SingleChoiceCardsProps
  extends Omit<RACRadioGroupProps, 'children' | 'className' | 'style' | 'orientation'>, ChoiceCardsOwnProps {
  /** One choice (radios; the value is the chosen card's `value`). The default. */
  selectionMode?: 'single';
}

export interface MultipleChoiceCardsProps
  extends Omit<RACCheckboxGroupProps, 'children' | 'className' | 'style'>, ChoiceCardsOwnProps {
  /** Any number of choices (checkboxes; the value is the list of chosen cards' `value`s). */
  selectionMode: 'multiple';
}

export type ChoiceCardsProps = SingleChoiceCardsProps | MultipleChoiceCardsProps;

const SelectionModeContext = createContext<'single' | 'multiple'>('single');

/**
 * Large cards for onboarding-style choices. In `single` mode they are a radio group (arrow
 * keys move and select), in `multiple` mode a checkbox group (Tab moves, Space toggles).
 */
export function ChoiceCards({ label, description, errorMessage, columns, children, ...group }: ChoiceCardsProps) {
  const mode = group.selectionMode === 'multiple' ? 'multiple' : 'single';
  const content = <ChoiceCardsContent {...{ label, description, errorMessage, columns, children }} mode={mode} />;
  if (group.selectionMode === 'multiple') {
    const { selectionMode: _multiple, ...props } = group;
    return <StyledCheckboxGroup {...props}>{content}</StyledCheckboxGroup>;
  }
  const { selectionMode: _single, ...props } = group;
  return <StyledRadioGroup {...props}>{content}</StyledRadioGroup>;
}

/** The group's label, its cards in a grid, and its description or error. */
function ChoiceCardsContent({
  label,
  description,
  errorMessage,
  columns,
  children,
  mode,
}: ChoiceCardsOwnProps & { mode: 'single' | 'multiple' }) {
  return (
    <>
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <SelectionModeContext.Provider value={mode}>
        <CardGrid columns={columns}>{children}</CardGrid>
      </SelectionModeContext.Provider>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </>
  );
}

export interface ChoiceCardProps {
  /** The value this card stands for in the group's value. */
  value: string;
  /** The card's title: its accessible name. */
  title: ReactNode;
  /** A line or two under the title, linked with `aria-describedby`. */
  description?: ReactNode;
  /** A decorative icon (for example a lucide-react icon) shown in a tile before the text. */
  icon?: ReactNode;
  isDisabled?: boolean;
}

/** One card of ChoiceCards; a radio or a checkbox depending on the group's `selectionMode`. */
export function ChoiceCard({ value, title, description, icon, isDisabled }: ChoiceCardProps) {
  const mode = useContext(SelectionModeContext);
  const body = (label: ReactNode) => (
    <>
      {icon ? <CardIcon aria-hidden="true">{icon}</CardIcon> : null}
      <CardBody>
        {label}
        {description ? <CardDescription slot="description">{description}</CardDescription> : null}
      </CardBody>
    </>
  );
  if (mode === 'multiple') {
    return (
      <CheckboxCard value={value} isDisabled={isDisabled}>
        {({ isSelected }) => (
          <>
            {body(<CheckboxCardLabel>{title}</CheckboxCardLabel>)}
            <CardIndicator aria-hidden="true">
              <CheckboxBox>{isSelected ? <Check /> : null}</CheckboxBox>
            </CardIndicator>
          </>
        )}
      </CheckboxCard>
    );
  }
  return (
    <RadioCard value={value} isDisabled={isDisabled}>
      {body(<RadioCardLabel>{title}</RadioCardLabel>)}
      <CardIndicator aria-hidden="true">
        <RadioCircle />
      </CardIndicator>
    </RadioCard>
  );
}
