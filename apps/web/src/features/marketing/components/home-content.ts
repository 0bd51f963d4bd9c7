import {
  IconBox,
  IconCalendarCheck,
  IconDeviceLaptop,
  IconFileText,
  IconGift,
  IconHomeHeart,
  IconMapPin,
  IconPackage,
  IconPlane,
  IconRoute,
  IconShieldCheck,
  IconShirt,
  IconShoppingBag,
  IconToolsKitchen2,
  IconTruck,
} from '@tabler/icons-react';

/** Home page copy (spec 000 §1 and §2), kept apart from the layout code. */
export const FEATURES = [
  {
    icon: IconRoute,
    title: 'Reliable shipping',
    text: 'One route, done well: from your door in the UK to your family and customers anywhere in Ghana.',
  },
  {
    icon: IconShieldCheck,
    title: 'Optional insurance',
    text: 'Cover the declared value of what you send, for peace of mind on the things that matter.',
  },
  {
    icon: IconPlane,
    title: 'Express or standard',
    text: 'Choose Flight when it needs to be there fast, or Ship for the best price on heavier loads.',
  },
  {
    icon: IconMapPin,
    title: 'Real-time tracking',
    text: 'Every parcel gets a UKG tracking number and a timeline updated at each stage of the journey.',
  },
  {
    icon: IconGift,
    title: 'Free packaging',
    text: 'Boxes and packing materials at no extra cost, so your items travel safely.',
  },
] as const;

export const SHIPPABLE = [
  { icon: IconPackage, label: 'Packages & parcels' },
  { icon: IconFileText, label: 'Documents' },
  { icon: IconShirt, label: 'Personal effects' },
  { icon: IconShoppingBag, label: 'Commercial goods' },
  { icon: IconToolsKitchen2, label: 'Non-perishable food' },
  { icon: IconDeviceLaptop, label: 'Electronics' },
] as const;

export const STEPS = [
  {
    icon: IconCalendarCheck,
    title: 'Book',
    text: 'Tell us what you are sending and choose a pickup time that suits you.',
  },
  {
    icon: IconTruck,
    title: 'Pickup',
    text: 'Our agent collects from your address anywhere we cover in the UK.',
  },
  {
    icon: IconBox,
    title: 'Track',
    text: 'Follow the parcel through our UK warehouse, the journey and Ghana customs.',
  },
  {
    icon: IconHomeHeart,
    title: 'Receive',
    text: 'We deliver to the recipient’s door in Ghana, with proof of delivery.',
  },
] as const;
