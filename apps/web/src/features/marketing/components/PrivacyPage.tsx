import { Anchor } from '@mantine/core';
import { PublicPageHero } from '../../../components/ui/PublicPageHero.tsx';
import { useCompanyDetails } from '../../../lib/use-company.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { type DocSection, LegalDocument } from './parts/LegalDocument.tsx';

/** /privacy: a UK GDPR notice for customers, recipients and visitors. */
export function PrivacyPage() {
  const company = useCompanyDetails();
  usePageMeta(
    'Privacy Policy',
    'How UK Ghana Shipping collects, uses, shares and protects your personal data under the UK GDPR and the Data Protection Act 2018, and your rights.',
  );
  const email = (
    <Anchor href={`mailto:${company.support_email}`} inherit>
      {company.support_email}
    </Anchor>
  );

  const sections: DocSection[] = [
    {
      id: 'who',
      title: 'Who we are',
      body: (
        <p>
          {company.name}, {company.uk_address.line1}, {company.uk_address.city} {company.uk_address.postcode},
          is the controller of the personal data described here under the UK General Data Protection
          Regulation (UK GDPR) and the Data Protection Act 2018. Contact us about your data at {email}.
        </p>
      ),
    },
    {
      id: 'what',
      title: 'What we collect',
      body: (
        <ul>
          <li>
            <strong>Your account:</strong> name, email address, phone number, password (stored only as a
            secure hash) and profile picture if you add one.
          </li>
          <li>
            <strong>Bookings:</strong> sender and recipient names, addresses, phone numbers and email
            addresses; what you are sending, its weight, size and value; collection times and notes.
          </li>
          <li>
            <strong>Delivery records:</strong> tracking events, and the photo or signature taken as proof of
            delivery.
          </li>
          <li>
            <strong>Payments:</strong> the receipts you upload and whether a booking is paid. We do not store
            card numbers.
          </li>
          <li>
            <strong>Messages:</strong> what you send through the contact form or by email.
          </li>
          <li>
            <strong>Technical data:</strong> IP address and request logs, used for security and to stop abuse.
          </li>
        </ul>
      ),
    },
    {
      id: 'why',
      title: 'Why we use it and our lawful basis',
      body: (
        <ul>
          <li>
            <strong>To carry out your shipment</strong> (collection, customs, delivery, tracking, support):
            performance of our contract with you.
          </li>
          <li>
            <strong>To meet legal duties</strong> such as customs declarations and keeping accounting records:
            legal obligation.
          </li>
          <li>
            <strong>To keep the service secure</strong> and prevent fraud: our legitimate interests.
          </li>
          <li>
            <strong>To send service emails</strong> about your bookings; you choose which notifications you
            receive in your settings. We send marketing only with your consent, and you can withdraw it at any
            time.
          </li>
        </ul>
      ),
    },
    {
      id: 'recipients',
      title: 'Recipients’ data',
      body: (
        <p>
          When you book, you give us details of the person receiving the goods. Please let them know. We use
          their details only to deliver the shipment and contact them about it. The public tracking page shows
          names only, never addresses or phone numbers.
        </p>
      ),
    },
    {
      id: 'sharing',
      title: 'Who we share it with',
      body: (
        <ul>
          <li>Our own staff and agents in the UK and Ghana who collect, handle and deliver your goods.</li>
          <li>Shipping lines, airlines and freight forwarders carrying the consolidated cargo.</li>
          <li>Customs authorities in the UK and Ghana, as the law requires.</li>
          <li>
            IT providers who host our systems and send our emails, under contracts that protect your data.
          </li>
        </ul>
      ),
    },
    {
      id: 'transfers',
      title: 'Transfers to Ghana',
      body: (
        <p>
          Delivering your shipment means sending the recipient’s and shipment details to our team in Ghana,
          which is outside the UK. This transfer is necessary to perform the contract you ask us to carry out;
          we limit it to what delivery needs, and our Ghana team works under the same policies and security as
          our UK team.
        </p>
      ),
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      body: (
        <p>
          Booking, payment and customs records are kept for six years after the shipment to meet UK tax and
          accounting rules. Proof-of-delivery photos and signatures are kept for two years. Contact form
          messages are kept for two years. If you close your account we delete your profile, keeping only the
          records we must.
        </p>
      ),
    },
    {
      id: 'rights',
      title: 'Your rights',
      body: (
        <>
          <p>
            You have the right to access your data, to have it corrected, to have it erased, to restrict or
            object to its use, and to receive it in a portable format. Where we rely on consent you may
            withdraw it at any time. Write to {email}; we answer within one month.
          </p>
          <p>
            If you are unhappy with how we handle your data, please tell us first. You can also complain to
            the Information Commissioner’s Office at{' '}
            <Anchor href="https://ico.org.uk/make-a-complaint/" target="_blank" rel="noreferrer" inherit>
              ico.org.uk
            </Anchor>{' '}
            or on 0303 123 1113.
          </p>
        </>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies and local storage',
      body: (
        <p>
          We do not use advertising or tracking cookies. Your browser’s local storage keeps you signed in
          (your access token and basic account details); this is strictly necessary for the service and is
          cleared when you log out.
        </p>
      ),
    },
    {
      id: 'security',
      title: 'Security',
      body: (
        <p>
          Your data is sent over encrypted connections, passwords are stored only as hashes, proof photos and
          receipts are never public, and only the staff who need a booking’s details can see them.
        </p>
      ),
    },
  ];

  return (
    <>
      <PublicPageHero
        eyebrow="Legal"
        title="Privacy Policy"
        text="What personal data we collect, why, who sees it and your rights under UK data protection law."
      />
      <LegalDocument updated="1 January 2026" sections={sections} />
    </>
  );
}
