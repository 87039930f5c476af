export {
  ChoiceCards,
  ChoiceCard,
  type ChoiceCardsProps,
  type SingleChoiceCardsProps,
  type MultipleChoiceCardsProps,
  type ChoiceCardProps,
} from './ChoiceCards';
