/**
 * What the customer screens read from the bookings API: the response contracts of packages/domain
 * (contracts/bookings.ts), the same schemas the server answers through. A field the screens need is added
 * to the contract first.
 */
export type {
  AddressDto,
  AgentDto,
  BookingDetail,
  BookingListItem,
  BookingStats,
  PackageDto,
  PackageListItem,
  PaymentDto,
  ReceiptDto,
  ServiceLevelDto,
  ShipmentRefDto,
  ShippingLabelDto,
  TravelHistoryDto,
} from '@ukgh/domain';

export type BookingTab = 'bookings' | 'shipments' | 'packages' | 'all';
