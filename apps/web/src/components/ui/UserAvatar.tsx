import { Avatar, type AvatarProps } from '@mantine/core';

interface Props extends Omit<AvatarProps, 'src' | 'alt' | 'children'> {
  user: { first_name?: string; last_name?: string; full_name?: string; avatar_url?: string | null };
}

const initials = (user: Props['user']) =>
  `${user.first_name?.[0] ?? ''}${user.last_name?.[0] ?? ''}`.toUpperCase() || '?';

/** The photo when there is one and it loads; the person's initials otherwise. */
export function UserAvatar({ user, ...props }: Props) {
  return (
    <Avatar src={user.avatar_url || null} alt={user.full_name ?? ''} color="brand" radius="xl" {...props}>
      {initials(user)}
    </Avatar>
  );
}
