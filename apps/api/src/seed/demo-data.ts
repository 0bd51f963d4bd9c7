import { type Role, SHIPMENT_STATUSES, type ShipmentStatus } from '@ukgh/domain';

export const DEMO_PASSWORD = 'DemoPass123!';

export const DEMO_USERS: { email: string; firstName: string; lastName: string; role: Role; phone: string }[] =
  [
    {
      email: 'admin@demo.ukghanashipping.com',
      firstName: 'Abena',
      lastName: 'Owusu',
      role: 'ADMIN',
      phone: '+442079460001',
    },
    {
      email: 'pickup@demo.ukghanashipping.com',
      firstName: 'Daniel',
      lastName: 'Clarke',
      role: 'PICKUP',
      phone: '+447700900101',
    },
    {
      email: 'warehouse@demo.ukghanashipping.com',
      firstName: 'Grace',
      lastName: 'Adjei',
      role: 'WAREHOUSE',
      phone: '+447700900102',
    },
    {
      email: 'delivery@demo.ukghanashipping.com',
      firstName: 'Kwabena',
      lastName: 'Asante',
      role: 'DELIVERY',
      phone: '+233244000103',
    },
    {
      email: 'ama.mensah@demo.ukghanashipping.com',
      firstName: 'Ama',
      lastName: 'Mensah',
      role: 'CUSTOMER',
      phone: '+447700900201',
    },
    {
      email: 'kofi.boateng@demo.ukghanashipping.com',
      firstName: 'Kofi',
      lastName: 'Boateng',
      role: 'CUSTOMER',
      phone: '+447700900202',
    },
    {
      email: 'sarah.thompson@demo.ukghanashipping.com',
      firstName: 'Sarah',
      lastName: 'Thompson',
      role: 'CUSTOMER',
      phone: '+447700900203',
    },
  ];

/** The route a shipment travels, in order; each demo booking stops at one of these or is set aside. */
export type RouteStatus = Exclude<ShipmentStatus, 'exception'>;
export const ROUTE = SHIPMENT_STATUSES.filter((s): s is RouteStatus => s !== 'exception');

export interface DemoScenario {
  customer: number;
  outcome: RouteStatus | 'REJECTED' | 'CANCELLED' | 'exception';
  service: 'STANDARD' | 'EXPRESS';
  recipient: { name: string; phone: string; line1: string; city: string; region: string; postcode?: string };
  packages: {
    description: string;
    pkg_type: 'BOX' | 'BARREL' | 'ENVELOPE' | 'BAG';
    weight_kg: number;
    qty: number;
    declared_value: number;
    dims?: [number, number, number];
  }[];
  insurance?: boolean;
  daysAgo: number;
}

export const SCENARIOS: DemoScenario[] = [
  {
    customer: 0,
    outcome: 'pending',
    service: 'STANDARD',
    daysAgo: 1,
    recipient: {
      name: 'Yaw Mensah',
      phone: '+233244123456',
      line1: '14 Oxford Street, Osu',
      city: 'Accra',
      region: 'GR',
      postcode: 'GA-123-4567',
    },
    packages: [
      {
        description: 'Clothes and shoes',
        pkg_type: 'BOX',
        weight_kg: 18,
        qty: 1,
        declared_value: 250,
        dims: [60, 40, 40],
      },
      { description: 'Provisions', pkg_type: 'BARREL', weight_kg: 85, qty: 1, declared_value: 180 },
    ],
  },
  {
    customer: 1,
    outcome: 'pending',
    service: 'EXPRESS',
    daysAgo: 0,
    recipient: {
      name: 'Akosua Boateng',
      phone: '+233201234567',
      line1: '7 Prempeh II Street, Adum',
      city: 'Kumasi',
      region: 'AR',
    },
    packages: [
      {
        description: 'Documents for university',
        pkg_type: 'ENVELOPE',
        weight_kg: 0.4,
        qty: 1,
        declared_value: 0,
      },
    ],
  },
  {
    customer: 2,
    outcome: 'REJECTED',
    service: 'STANDARD',
    daysAgo: 12,
    recipient: {
      name: 'Efua Quaye',
      phone: '+233277000111',
      line1: '3 Beach Road',
      city: 'Cape Coast',
      region: 'CR',
    },
    packages: [{ description: 'Car battery', pkg_type: 'BOX', weight_kg: 22, qty: 1, declared_value: 120 }],
  },
  {
    customer: 0,
    outcome: 'CANCELLED',
    service: 'STANDARD',
    daysAgo: 9,
    recipient: {
      name: 'Yaw Mensah',
      phone: '+233244123456',
      line1: '14 Oxford Street, Osu',
      city: 'Accra',
      region: 'GR',
    },
    packages: [{ description: 'Kitchenware', pkg_type: 'BOX', weight_kg: 12, qty: 2, declared_value: 90 }],
  },
  {
    customer: 1,
    outcome: 'confirmed',
    service: 'STANDARD',
    daysAgo: 3,
    recipient: {
      name: 'Kwame Ofori',
      phone: '+233245556677',
      line1: '21 Liberation Road',
      city: 'Takoradi',
      region: 'WR',
    },
    packages: [{ description: 'School books', pkg_type: 'BOX', weight_kg: 15, qty: 1, declared_value: 60 }],
  },
  {
    customer: 2,
    outcome: 'pickup_assigned',
    service: 'EXPRESS',
    daysAgo: 4,
    recipient: {
      name: 'Adwoa Sarpong',
      phone: '+233209998877',
      line1: '5 Hospital Road',
      city: 'Koforidua',
      region: 'ER',
    },
    packages: [
      {
        description: 'Laptop',
        pkg_type: 'BOX',
        weight_kg: 3,
        qty: 1,
        declared_value: 650,
        dims: [45, 35, 12],
      },
    ],
    insurance: true,
  },
  {
    customer: 0,
    outcome: 'picked_up',
    service: 'STANDARD',
    daysAgo: 6,
    recipient: {
      name: 'Esi Mensah',
      phone: '+233244765432',
      line1: '9 Market Street',
      city: 'Ho',
      region: 'VR',
    },
    packages: [
      { description: 'Bedding and towels', pkg_type: 'BAG', weight_kg: 9, qty: 2, declared_value: 80 },
    ],
  },
  {
    customer: 1,
    outcome: 'at_warehouse',
    service: 'STANDARD',
    daysAgo: 10,
    recipient: {
      name: 'Nana Yeboah',
      phone: '+233501112233',
      line1: '2 Zongo Junction',
      city: 'Tamale',
      region: 'NR',
    },
    packages: [
      { description: 'Sewing machine', pkg_type: 'BOX', weight_kg: 14, qty: 1, declared_value: 220 },
    ],
    insurance: true,
  },
  {
    customer: 2,
    outcome: 'consolidated',
    service: 'STANDARD',
    daysAgo: 16,
    recipient: {
      name: 'Kojo Asare',
      phone: '+233277123123',
      line1: '11 Bolga Road',
      city: 'Bolgatanga',
      region: 'UE',
    },
    packages: [
      {
        description: 'Rice and cooking oil',
        pkg_type: 'BARREL',
        weight_kg: 110,
        qty: 1,
        declared_value: 150,
      },
    ],
  },
  {
    customer: 0,
    outcome: 'in_transit',
    service: 'STANDARD',
    daysAgo: 24,
    recipient: {
      name: 'Yaw Mensah',
      phone: '+233244123456',
      line1: '14 Oxford Street, Osu',
      city: 'Accra',
      region: 'GR',
    },
    packages: [
      {
        description: 'Television 43"',
        pkg_type: 'BOX',
        weight_kg: 11,
        qty: 1,
        declared_value: 320,
        dims: [105, 65, 15],
      },
    ],
    insurance: true,
  },
  {
    customer: 1,
    outcome: 'arrived_ghana',
    service: 'EXPRESS',
    daysAgo: 6,
    recipient: {
      name: 'Akosua Boateng',
      phone: '+233201234567',
      line1: '7 Prempeh II Street, Adum',
      city: 'Kumasi',
      region: 'AR',
    },
    packages: [
      { description: 'Medicines (prescribed)', pkg_type: 'BOX', weight_kg: 2, qty: 1, declared_value: 90 },
    ],
  },
  {
    customer: 2,
    outcome: 'at_ghana_warehouse',
    service: 'STANDARD',
    daysAgo: 38,
    recipient: {
      name: 'Abena Darko',
      phone: '+233244909090',
      line1: '40 Spintex Road',
      city: 'Tema',
      region: 'GR',
    },
    packages: [
      {
        description: 'Furniture parts',
        pkg_type: 'BOX',
        weight_kg: 30,
        qty: 2,
        declared_value: 200,
        dims: [80, 50, 40],
      },
    ],
  },
  {
    customer: 0,
    outcome: 'out_for_delivery',
    service: 'EXPRESS',
    daysAgo: 8,
    recipient: {
      name: 'Esi Mensah',
      phone: '+233244765432',
      line1: '9 Market Street',
      city: 'Ho',
      region: 'VR',
    },
    packages: [
      { description: 'Birthday presents', pkg_type: 'BOX', weight_kg: 4, qty: 1, declared_value: 120 },
    ],
  },
  {
    customer: 1,
    outcome: 'delivered',
    service: 'STANDARD',
    daysAgo: 45,
    recipient: {
      name: 'Kwame Ofori',
      phone: '+233245556677',
      line1: '21 Liberation Road',
      city: 'Takoradi',
      region: 'WR',
    },
    packages: [{ description: 'Generator', pkg_type: 'BOX', weight_kg: 40, qty: 1, declared_value: 400 }],
    insurance: true,
  },
  {
    customer: 2,
    outcome: 'exception',
    service: 'EXPRESS',
    daysAgo: 7,
    recipient: {
      name: 'Adwoa Sarpong',
      phone: '+233209998877',
      line1: '5 Hospital Road',
      city: 'Koforidua',
      region: 'ER',
    },
    packages: [
      { description: 'Mobile phones', pkg_type: 'BOX', weight_kg: 1.5, qty: 1, declared_value: 500 },
    ],
    insurance: true,
  },
];

export const LOCATIONS: Record<RouteStatus, (s: DemoScenario) => string> = {
  pending: () => 'London, UK',
  confirmed: () => 'London, UK',
  pickup_assigned: () => 'London, UK',
  picked_up: () => 'London, UK',
  at_warehouse: () => 'UK Warehouse, London',
  consolidated: () => 'UK Warehouse, London',
  in_transit: (s) =>
    s.service === 'EXPRESS' ? 'In flight: London Heathrow to Accra' : 'At sea: Tilbury to Tema',
  arrived_ghana: (s) => (s.service === 'EXPRESS' ? 'Kotoka International Airport, Accra' : 'Tema Port'),
  at_ghana_warehouse: () => 'Ghana Warehouse, Accra',
  out_for_delivery: (s) => s.recipient.city,
  delivered: (s) => s.recipient.city,
};
