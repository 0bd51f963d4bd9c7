// The demo seed's logins (apps/api/src/seed/demo-data.ts): the e2e server and `npm run screenshots` start with it.
export const DEMO_PASSWORD = 'DemoPass123!';
const demo = (name: string) => ({ email: `${name}@demo.ukghanashipping.com`, password: DEMO_PASSWORD });
export const ADMIN = demo('admin');
export const DEMO_CUSTOMER = demo('ama.mensah');
export const DEMO_PICKUP = demo('pickup');
export const DEMO_WAREHOUSE = demo('warehouse');
export const DEMO_DELIVERY = demo('delivery');
