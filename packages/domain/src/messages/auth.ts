// Sign-in and session toasts: a module of its own because the app's entry shows the logout toast, so it is in
// every page's first download.

export const AUTH_MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  loginSuccess: 'Login successful!',
  registrationSuccess: 'Registration successful!',
  logoutSuccess: 'Logged out successfully',
  profileUpdated: 'Profile updated successfully!',
} as const;
