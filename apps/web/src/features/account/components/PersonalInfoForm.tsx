import { TextInput } from '@mantine/core';
import type { UserDto } from '@ukgh/domain';
import { deferredCheck } from '../../../lib/form-errors.ts';
import { usePutProfile } from '../api/update-profile.ts';
import { ProfileNameForm } from './ProfileNameForm.tsx';

const check = deferredCheck(() => import('../account-schemas.ts').then((m) => m.profileUpdateSchema));

/** Profile Settings → Personal Info: PUT /auth/profile/. Email is required-looking but fixed. */
export function PersonalInfoForm({ user }: { user: UserDto }) {
  const put = usePutProfile();
  return (
    <ProfileNameForm user={user} label="Personal info" check={check} save={put}>
      <TextInput
        label="Email"
        withAsterisk
        value={user.email}
        readOnly
        variant="filled"
        description="Email cannot be changed here"
      />
    </ProfileNameForm>
  );
}
