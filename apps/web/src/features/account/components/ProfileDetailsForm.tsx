import { SimpleGrid, TextInput } from '@mantine/core';
import { PROFILE_MESSAGES, profilePatchSchema, ROLE_LABELS, type UserDto } from '@ukgh/domain';
import { usePatchProfile } from '../api/update-profile.ts';
import { ProfileNameForm } from './ProfileNameForm.tsx';

/** The Settings page's profile form: names and phone; email and role are shown, not edited. */
export function ProfileDetailsForm({ user }: { user: UserDto }) {
  const patch = usePatchProfile();
  return (
    <ProfileNameForm user={user} label="Profile details" schema={profilePatchSchema} save={patch}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Email"
          value={user.email}
          readOnly
          variant="filled"
          description={PROFILE_MESSAGES.emailFixedHint}
        />
        <TextInput
          label="Role"
          value={ROLE_LABELS[user.role]}
          readOnly
          variant="filled"
          description="Set by an administrator"
        />
      </SimpleGrid>
    </ProfileNameForm>
  );
}
