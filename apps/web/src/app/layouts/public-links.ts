/** Header links for signed-out visitors (spec 000 §2). */
export const PUBLIC_NAV = [
  { to: '/', label: 'Home' },
  { to: '/track', label: 'Track Package' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const;

/** Footer columns (spec 000 §2: every footer link, grouped the way people look for them). */
export const FOOTER_COLUMNS = [
  {
    title: 'Services',
    links: [
      { to: '/services/uk-ghana', label: 'UK to Ghana Shipping' },
      { to: '/services/express', label: 'Express Delivery' },
      { to: '/services/insurance', label: 'Shipping Insurance' },
      { to: '/track', label: 'Track Package' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About Us' },
      { to: '/contact', label: 'Contact' },
      { to: '/terms', label: 'Terms of Service' },
      { to: '/privacy', label: 'Privacy Policy' },
    ],
  },
  {
    title: 'Help',
    links: [
      { to: '/help', label: 'Help Centre' },
      { to: '/rates', label: 'Shipping Rates' },
      { to: '/prohibited', label: 'Prohibited Items' },
      { to: '/faq', label: 'FAQ' },
    ],
  },
] as const;
