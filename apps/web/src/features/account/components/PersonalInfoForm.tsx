import { TextInput } from '@mantine/core';
import { PROFILE_MESSAGES, profileUpdateSchema, type UserDto } from '@ukgh/domain';
import { usePutProfile } from '../api/update-profile.ts';
import { ProfileNameForm } from './ProfileNameForm.tsx';

/** Profile Settings → Personal Info: PUT /auth/profile/. Email is required-looking but fixed. */
export function PersonalInfoForm({ user }: { user: UserDto }) {
  const put = usePutProfile();
  return (
    <ProfileNameForm user={user} label="Personal info" schema={profileUpdateSchema} save={put}>
      <TextInput
        label="Email"
        withAsterisk
        value={user.email}
        readOnly
        variant="filled"
        description={PROFILE_MESSAGES.emailFixedHint}
      />
    </ProfileNameForm>
  );
}
