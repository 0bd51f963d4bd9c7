import { Badge, type BadgeProps } from '@mantine/core';
import { ROLE_LABELS, type Role } from '@ukgh/domain';

const ROLE_COLORS: Record<Role, string> = {
  ADMIN: 'grape',
  PICKUP: 'blue',
  WAREHOUSE: 'orange',
  DELIVERY: 'teal',
  CUSTOMER: 'gray',
};

export function RoleBadge({ role, ...props }: { role: Role } & Omit<BadgeProps, 'color' | 'children'>) {
  return (
    <Badge color={ROLE_COLORS[role] ?? 'gray'} variant="light" {...props}>
      {ROLE_LABELS[role] ?? role}
    </Badge>
  );
}
