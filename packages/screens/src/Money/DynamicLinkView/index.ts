export {
  DynamicLinkView,
  type DynamicLinkViewProps,
  type DynamicLinkDetails,
  type DynamicLinkPayment,
} from './DynamicLinkView';
