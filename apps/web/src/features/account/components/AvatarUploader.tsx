import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { AVATAR_MIME_TYPES, type UserDto } from '@ukgh/domain';
import { UserAvatar } from '../../../components/ui/UserAvatar.tsx';
import { toast } from '../../../lib/toast.ts';
import { avatarProblem, useRemoveAvatar, useUploadAvatar } from '../api/avatar.ts';

export function AvatarUploader({ user }: { user: UserDto }) {
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();

  const onFile = (file: File | null) => {
    if (!file) return;
    const problem = avatarProblem(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    upload.mutate(file);
  };

  return (
    <Group gap="lg" wrap="nowrap" align="center">
      <UserAvatar user={user} size={88} />
      <Stack gap={8}>
        <Group gap="sm">
          <FileButton onChange={onFile} accept={AVATAR_MIME_TYPES.join(',')}>
            {(props) => (
              <Button
                {...props}
                leftSection={<IconUpload size={16} />}
                loading={upload.isPending}
                variant="light"
                data-testid="avatar-upload"
              >
                Upload photo
              </Button>
            )}
          </FileButton>
          {user.avatar_url && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              loading={remove.isPending}
              onClick={() => remove.mutate()}
              data-testid="avatar-remove"
            >
              Remove
            </Button>
          )}
        </Group>
        <Text fz="xs" c="dimmed">
          JPEG, PNG, GIF or WebP, up to 5MB.
        </Text>
      </Stack>
    </Group>
  );
}
