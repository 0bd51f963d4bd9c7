/**
 * What an agent is asked on logging out while actions wait on the phone (not in the spec). A module of its own:
 * the app's entry is in every page's first download, these only in the signed-in screens that can log out.
 */
export const LOGOUT_WAITING_MESSAGES = {
  title: 'Not sent yet',
  message: (count: number) =>
    `${count === 1 ? '1 action is' : `${count} actions are`} still on this phone, not yet sent. If you log out, ${count === 1 ? 'it is' : 'they are'} sent only when you sign in again on this phone.`,
  stay: 'Stay signed in',
  logOutAnyway: 'Log out anyway',
} as const;
