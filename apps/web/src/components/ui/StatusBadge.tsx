import { Badge, type BadgeProps } from '@mantine/core';
import { type BadgeClass, badgeClass, statusLabel } from '@ukgh/domain';

/** One colour per badge class of spec 000 §4, so every screen draws a status the same way. */
export const BADGE_COLORS: Readonly<Record<BadgeClass, string>> = {
  pending: 'yellow',
  confirmed: 'blue',
  'in-transit': 'indigo',
  delivered: 'teal',
  exception: 'red',
  cancelled: 'gray',
};

interface Props extends Omit<BadgeProps, 'color' | 'children'> {
  status: string | null | undefined;
  /** Text to show instead of the status's own label (the class still comes from `status`). */
  label?: string;
}

export function StatusBadge({ status, label, ...props }: Props) {
  const cls = badgeClass(status);
  return (
    <Badge
      color={BADGE_COLORS[cls]}
      variant="light"
      data-testid="status-badge"
      data-badge-class={cls}
      style={{ flexShrink: 0 }}
      {...props}
    >
      {label ?? statusLabel(status)}
    </Badge>
  );
}
