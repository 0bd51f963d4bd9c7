import { Anchor } from '@mantine/core';
import { PublicPageHero } from '../../../components/ui/PublicPageHero.tsx';
import { formatGbp } from '../../../lib/format-money.ts';
import { useCompanyDetails } from '../../../lib/use-company.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { type DocSection, LegalDocument } from './parts/LegalDocument.tsx';
import { useRatesForCopy } from './parts/rates-for-copy.ts';
import { TextLink } from './parts/TextLink.tsx';

/** /terms */
export function TermsPage() {
  const company = useCompanyDetails();
  const card = useRatesForCopy();
  usePageMeta(
    'Terms of Service',
    'The terms on which UK Ghana Shipping collects, carries and delivers parcels from the UK to Ghana: bookings, prices, packing, customs, liability and claims.',
  );

  const sections: DocSection[] = [
    {
      id: 'about',
      title: 'About these terms',
      body: (
        <>
          <p>
            These terms apply to every shipment you book with {company.name} (“we”, “us”) on this website. By
            making a booking you agree to them. If you book for a business, you confirm that you may bind it
            to these terms.
          </p>
          <p>Nothing in these terms affects your statutory rights as a consumer under UK law.</p>
        </>
      ),
    },
    {
      id: 'bookings',
      title: 'Bookings and quotes',
      body: (
        <>
          <p>
            A booking is a request until we confirm it. We may decline a booking, for example if we cannot
            collect from the address or the goods are not allowed. When we confirm a booking it gets a
            tracking number.
          </p>
          <p>
            The price shown when you book is calculated from the weight, size, type and number of packages you
            enter. We weigh and measure at collection; if the goods are heavier or larger than booked we tell
            you the new price before shipping, and you may cancel instead.
          </p>
        </>
      ),
    },
    {
      id: 'contents',
      title: 'What you send and how it is packed',
      body: (
        <>
          <p>You are responsible for describing the contents and their value accurately and completely.</p>
          <p>
            You must not send anything on our <TextLink to="/prohibited">prohibited items list</TextLink> or
            anything whose export from the UK or import into Ghana is unlawful. We may open and inspect
            packages, and customs authorities in both countries may do so too.
          </p>
          <p>Goods must be packed to withstand a journey by sea or air with normal handling.</p>
        </>
      ),
    },
    {
      id: 'prices',
      title: 'Prices and payment',
      body: (
        <>
          <p>
            Our prices are published on the <TextLink to="/rates">rates page</TextLink>, in pounds sterling.
            The cedi amount is shown for information at the exchange rate on the day of booking and is kept on
            the booking.
          </p>
          <p>Payment is due once we confirm the booking and before the goods leave our UK warehouse.</p>
        </>
      ),
    },
    {
      id: 'customs',
      title: 'Customs, duties and taxes',
      body: (
        <p>
          We clear your goods through customs in Ghana on your behalf. Any import duty, VAT or other charges
          levied by the Ghana Revenue Authority are payable by the recipient on delivery unless we have agreed
          otherwise with you in writing. Goods held by customs because of their contents or missing paperwork
          are your responsibility.
        </p>
      ),
    },
    {
      id: 'transit',
      title: 'Transit times and delivery',
      body: (
        <>
          <p>
            Transit times are estimates and not guaranteed: sailings, flights, customs checks and public
            holidays can cause delays. We are not liable for losses caused by delay.
          </p>
          <p>
            We deliver to the recipient’s address in the booking after contacting them by phone. If we cannot
            deliver after three attempts, the goods are held at our Ghana warehouse for 30 days for
            collection; after that a storage charge may apply.
          </p>
        </>
      ),
    },
    {
      id: 'liability',
      title: 'Our liability',
      body: (
        <>
          <p>
            If goods are lost or damaged while in our care and you did not buy insurance, our liability is
            limited to the shipping charge paid for the affected package, plus up to {formatGbp(50)} per
            booking, unless the loss was caused by our negligence in a way the law does not allow us to limit.
          </p>
          <p>
            With <TextLink to="/services/insurance">insurance</TextLink> (
            {card.insurance.percent_of_declared_value}% of the declared value, minimum{' '}
            {formatGbp(card.insurance.minimum)}) we cover loss and damage up to the declared value, subject to
            its exclusions.
          </p>
          <p>
            We are not liable for damage caused by inadequate packing or by the nature of the goods
            themselves.
          </p>
        </>
      ),
    },
    {
      id: 'claims',
      title: 'Claims',
      body: (
        <p>
          Tell us about loss or damage within 14 days of delivery, or of the estimated delivery date for a
          lost package, at{' '}
          <Anchor href={`mailto:${company.support_email}`} inherit>
            {company.support_email}
          </Anchor>
          , with your tracking number, photos and proof of value. Keep the packaging until the claim is
          settled.
        </p>
      ),
    },
    {
      id: 'cancellations',
      title: 'Cancellations',
      body: (
        <p>
          You may cancel free of charge while your booking is pending. After confirmation and before
          collection, contact us to cancel; we refund anything you have paid. Once the goods are collected, a
          shipment can be stopped only at our UK warehouse, and the collection and handling costs are deducted
          from any refund.
        </p>
      ),
    },
    {
      id: 'law',
      title: 'Governing law',
      body: (
        <p>
          These terms are governed by the law of England and Wales, and the courts of England and Wales have
          jurisdiction. If you live in Scotland or Northern Ireland you may also bring proceedings in your
          local courts.
        </p>
      ),
    },
  ];

  return (
    <>
      <PublicPageHero
        eyebrow="Legal"
        title="Terms of Service"
        text="The agreement between you and us when you send a parcel with us, in plain English."
      />
      <LegalDocument updated="1 January 2026" sections={sections} />
    </>
  );
}
