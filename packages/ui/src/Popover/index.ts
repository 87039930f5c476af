export {
  Popover,
  PopoverDialog,
  PopoverTrigger,
  type PopoverProps,
  type PopoverDialogProps,
  type PopoverTriggerProps,
} from './Popover';
