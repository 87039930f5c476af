import { Check, ChevronsUpDown, LogIn, Plus, UserPlus } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Avatar, Menu, MenuItem, MenuSection, MenuSeparator, Stack } from '@meridian/ui';
import { canManageMembers, type WorkspaceRole } from '../../common/roles';
import { messages } from './DefaultLayout.messages';
import { IconSpacer, SwitcherLabel, SwitcherName, SwitcherTrigger } from './DefaultLayout.styles';
import type { DefaultLayoutLinks, ShellWorkspace } from './DefaultLayout.types';

interface DefaultLayoutSwitcherProps {
  links: Pick<DefaultLayoutLinks, 'createWorkspace' | 'joinWorkspace' | 'addMembers'>;
  workspaces: ShellWorkspace[];
  selectedWorkspaceId: string;
  onSelectWorkspace: (workspaceId: string) => void;
  callerRole: WorkspaceRole;
}

/** The workspace switcher: the selected workspace, the others to switch to, and create, join and invite. */
export function DefaultLayoutSwitcher({
  links,
  workspaces,
  selectedWorkspaceId,
  onSelectWorkspace,
  callerRole,
}: DefaultLayoutSwitcherProps) {
  const intl = useIntl();
  const selected = workspaces.find((workspace) => workspace.id === selectedWorkspaceId);
  return (
    <Menu
      placement="bottom start"
      trigger={
        <SwitcherTrigger>
          <Avatar name={selected?.name} size="sm" isDecorative />
          <Stack as="span" gap={1}>
            <SwitcherLabel>{intl.formatMessage(messages.switcherLabel)}</SwitcherLabel>
            <SwitcherName>{selected?.name}</SwitcherName>
          </Stack>
          <ChevronsUpDown aria-hidden />
        </SwitcherTrigger>
      }
    >
      <MenuSection
        title={intl.formatMessage(messages.workspaces)}
        selectionMode="single"
        selectedKeys={[selectedWorkspaceId]}
        disallowEmptySelection
        onSelectionChange={(keys) => {
          const [key] = keys === 'all' ? [] : [...keys];
          if (key !== undefined && key !== selectedWorkspaceId) onSelectWorkspace(String(key));
        }}
      >
        {workspaces.map((workspace) => (
          <MenuItem
            key={workspace.id}
            id={workspace.id}
            textValue={workspace.name}
            icon={workspace.id === selectedWorkspaceId ? <Check /> : <IconSpacer />}
          >
            {workspace.name}
          </MenuItem>
        ))}
      </MenuSection>
      <MenuSeparator />
      <MenuSection>
        <MenuItem id="create" href={links.createWorkspace} icon={<Plus />}>
          {intl.formatMessage(messages.createWorkspace)}
        </MenuItem>
        <MenuItem id="join" href={links.joinWorkspace} icon={<LogIn />}>
          {intl.formatMessage(messages.joinWorkspace)}
        </MenuItem>
        {canManageMembers(callerRole) ? (
          <MenuItem id="add-members" href={links.addMembers} icon={<UserPlus />}>
            {intl.formatMessage(messages.addMembers)}
          </MenuItem>
        ) : null}
      </MenuSection>
    </Menu>
  );
}
