import { Button, type ButtonProps } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import { forwardRef, Suspense } from 'react';
import { deferredLazy } from '../../lib/deferred-lazy.tsx';

// The menu's popover code (floating-ui and Mantine's Menu, about 20 KB) downloads as the button draws, not
// with the screen: on the booking wizard and a booking's page nothing else on the first screen needs it.
const ContactSupportMenu = deferredLazy(() =>
  import('./ContactSupportMenu.tsx').then((m) => m.ContactSupportMenu),
);

/** The button itself: the menu's target, and its look until the menu's code has arrived. */
export const ContactSupportTarget = forwardRef<HTMLButtonElement, ButtonProps>((props, ref) => (
  <Button
    ref={ref}
    variant="default"
    fullWidth
    leftSection={<IconHeadset size={16} />}
    data-testid="contact-support"
    {...props}
  >
    Contact Support
  </Button>
));

/** Contact Support: opens the company's email and phone numbers (ContactSupportMenu.tsx). */
export function ContactSupportButton() {
  return (
    <Suspense fallback={<ContactSupportTarget />}>
      <ContactSupportMenu />
    </Suspense>
  );
}
