import { messagesIn } from '../i18n';
import { X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DialogTrigger } from 'react-aria-components';
import { IconButton } from '../IconButton';
import {
  DialogBody,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitleGroup,
  StyledDialog,
  StyledHeading,
  StyledModal,
  StyledModalOverlay,
} from './Dialog.styles';
import type { Size } from '../theme/vocabulary';

const messages = messagesIn('ui.Dialog', {
  close: 'Close',
});

/** Content that may need to close the dialog, such as a Cancel button or a form's submit handler. */
export type DialogContent = ReactNode | ((opts: { close: () => void }) => ReactNode);

export interface DialogProps {
  /** The dialog's heading; it also names the dialog. */
  title: ReactNode;
  /** A sentence under the title, read out with it when the dialog opens. */
  description?: ReactNode;
  /** The body. A function receives `close`. */
  children?: DialogContent;
  /** The actions row (Cancel, Save...), right-aligned below the body. A function receives `close`. */
  footer?: DialogContent;
  /** Width: 400, 560 or 760 px at most. @default 'md' */
  size?: Extract<Size, 'sm' | 'md' | 'lg'>;
  /**
   * The element that opens the dialog, a RAC-based pressable such as `Button`. Without it, open
   * the dialog with `isOpen`/`onOpenChange` (or `defaultOpen`).
   */
  trigger?: ReactNode;
  isOpen?: boolean;
  defaultOpen?: boolean;
  /** Called with `false` when the dialog closes (close button, Escape, a press outside, `close()`). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Whether a press outside the dialog closes it. Turn it off for forms that would lose input. @default true */
  isDismissable?: boolean;
  /** Whether Escape is ignored, e.g. while a request is pending. @default false */
  isKeyboardDismissDisabled?: boolean;
  /** Hides the close button in the corner (the footer must then offer a way out). */
  hideCloseButton?: boolean;
  /** `alertdialog` for confirmations that interrupt the person. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
}

function renderContent(content: DialogContent, close: () => void) {
  return typeof content === 'function' ? content({ close }) : content;
}

/**
 * A modal dialog: focus moves into it and stays there, the page behind is inert, Escape closes
 * it and focus returns to what opened it.
 */
export function Dialog({
  title,
  description,
  children,
  footer,
  size = 'md',
  trigger,
  isOpen,
  defaultOpen,
  onOpenChange,
  isDismissable = true,
  isKeyboardDismissDisabled = false,
  hideCloseButton = false,
  role = 'dialog',
}: DialogProps) {
  const intl = useIntl();
  const descriptionId = useId();
  const modal = (
    <StyledModalOverlay
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      {...(trigger ? {} : { isOpen, defaultOpen, onOpenChange })}
    >
      <StyledModal size={size}>
        <StyledDialog role={role} aria-describedby={description ? descriptionId : undefined}>
          {({ close }) => (
            <>
              <DialogHeader>
                <DialogTitleGroup>
                  <StyledHeading slot="title" level={2}>
                    {title}
                  </StyledHeading>
                  {description ? <DialogDescription id={descriptionId}>{description}</DialogDescription> : null}
                </DialogTitleGroup>
                {hideCloseButton ? null : (
                  <IconButton slot="close" label={intl.formatMessage(messages.close)} icon={<X />} size="sm" />
                )}
              </DialogHeader>
              {children != null ? <DialogBody>{renderContent(children, close)}</DialogBody> : null}
              {footer != null ? <DialogFooter>{renderContent(footer, close)}</DialogFooter> : null}
            </>
          )}
        </StyledDialog>
      </StyledModal>
    </StyledModalOverlay>
  );
  if (!trigger) return modal;
  return (
    <DialogTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger}
      {modal}
    </DialogTrigger>
  );
}
