import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { pageTitle } from '../../../lib/use-page-meta.ts';
import { renderPage } from '../../../test/render.tsx';
import { ForgotPasswordPage } from './ForgotPasswordPage.tsx';
import { LoginPage } from './LoginPage.tsx';
import { RegisterPage } from './RegisterPage.tsx';
import { ResetPasswordPage } from './ResetPasswordPage.tsx';

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe('sign-in and password pages have their own title and description', () => {
  it.each<[string, ReactNode, string, string]>([
    ['/login', <LoginPage key="login" />, 'Log In', 'Log in to'],
    ['/register', <RegisterPage key="register" />, 'Create an Account', 'Create a free'],
    ['/forgot-password', <ForgotPasswordPage key="forgot" />, 'Forgot Password', 'send you a link'],
    ['/reset-password?token=abc', <ResetPasswordPage key="reset" />, 'Reset Password', 'new password'],
  ])('%s', (path, page, title, describes) => {
    document.title = 'UK Ghana Shipping';
    document.head.querySelector('meta[name="description"]')?.remove();
    renderPage(page, path);
    expect(document.title).toBe(pageTitle(title));
    expect(description()).toContain(describes);
  });

  it('no two of them share a description', () => {
    const seen = new Set<string | undefined>();
    for (const page of [<LoginPage key="l" />, <RegisterPage key="r" />, <ForgotPasswordPage key="f" />]) {
      const { unmount } = renderPage(page);
      seen.add(description());
      unmount();
    }
    expect(seen.size).toBe(3);
  });
});
