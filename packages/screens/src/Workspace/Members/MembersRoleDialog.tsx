import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Select, SelectItem } from '@meridian/ui';
import { ChoiceDialog } from '../../common/ChoiceDialog';
import { assignableRoles, useRoleText, type WorkspaceRole } from '../../common/roles';
import { messages, valueMessages } from './Members.messages';
import type { WorkspaceMember } from './MembersTable';

interface MembersRoleDialogProps {
  member: WorkspaceMember;
  /** The signed-in user's role: the roles offered go up to it. */
  callerRole: WorkspaceRole;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The change is in flight: the dialog stays open and its buttons wait. */
  isPending: boolean;
  onSave: (role: WorkspaceRole) => void;
}

/** Changes one member's role; Save is enabled once another role is chosen. */
export function MembersRoleDialog({
  member,
  callerRole,
  isOpen,
  onOpenChange,
  isPending,
  onSave,
}: MembersRoleDialogProps) {
  const intl = useIntl();
  const roleText = useRoleText();
  // Starts from the member's role; the parent mounts a new dialog each time one opens.
  const [role, setRole] = useState<WorkspaceRole>(member.role);

  return (
    <ChoiceDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(valueMessages.changeRoleTitle, { email: member.email })}
      description={intl.formatMessage(valueMessages.changeRoleDescription, { email: member.email })}
      isPending={isPending}
      cancelLabel={intl.formatMessage(messages.cancel)}
      confirmLabel={intl.formatMessage(messages.save)}
      isConfirmDisabled={role === member.role}
      onConfirm={() => onSave(role)}
    >
      <Select
        name="role"
        label={intl.formatMessage(messages.role)}
        fullWidth
        value={role}
        onChange={(value) => {
          if (value != null) setRole(value as WorkspaceRole);
        }}
      >
        {assignableRoles(callerRole).map((option) => (
          <SelectItem
            key={option}
            id={option}
            textValue={roleText.name(option)}
            description={roleText.description(option)}
          >
            {roleText.name(option)}
          </SelectItem>
        ))}
      </Select>
    </ChoiceDialog>
  );
}
