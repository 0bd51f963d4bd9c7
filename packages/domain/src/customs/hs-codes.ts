/**
 * The Harmonized System subheadings most often declared on parcels from the UK to Ghana, for the booking
 * form's search. Codes and descriptions from the World Customs Organization's HS Nomenclature, 2022 edition
 * (https://www.wcoomd.org/en/topics/nomenclature/instrument-and-tools/hs-nomenclature-2022-edition.aspx),
 * which Ghana's customs tariff follows to six digits; descriptions are shortened.
 */
export interface HsCode {
  code: string;
  description: string;
}

export const COMMON_HS_CODES: readonly HsCode[] = [
  { code: '6309.00', description: 'Worn clothing and other worn articles' },
  { code: '6109.10', description: 'T-shirts and vests, of cotton, knitted' },
  { code: '6110.20', description: 'Jerseys, pullovers and cardigans, of cotton, knitted' },
  { code: '6203.42', description: "Men's or boys' trousers and shorts, of cotton" },
  { code: '6204.42', description: "Women's or girls' dresses, of cotton" },
  { code: '6302.21', description: 'Bed linen, of cotton, printed' },
  { code: '6302.60', description: 'Toilet and kitchen linen, of cotton terry towelling' },
  { code: '5208.52', description: 'Woven cotton fabrics, printed' },
  { code: '6403.99', description: 'Footwear with leather uppers' },
  { code: '6404.19', description: 'Footwear with textile uppers' },
  { code: '4202.22', description: 'Handbags with an outer surface of plastics or textile' },
  { code: '4901.99', description: 'Printed books, brochures and similar printed matter' },
  { code: '9503.00', description: 'Toys, puzzles and scale models' },
  { code: '3304.99', description: 'Beauty, make-up and skin-care preparations' },
  { code: '3305.10', description: 'Shampoos' },
  { code: '3401.11', description: 'Soap for toilet use' },
  { code: '3004.90', description: 'Medicaments in measured doses, for retail sale' },
  { code: '1905.31', description: 'Sweet biscuits' },
  { code: '2106.90', description: 'Food preparations not elsewhere specified' },
  { code: '1006.30', description: 'Rice, semi-milled or wholly milled' },
  { code: '0402.21', description: 'Milk and cream in powder, unsweetened' },
  { code: '2202.10', description: 'Waters and soft drinks, with added sugar or flavour' },
  { code: '7323.93', description: 'Table, kitchen and household articles of stainless steel' },
  { code: '8509.40', description: 'Food grinders, mixers and juice extractors, domestic' },
  { code: '8516.50', description: 'Microwave ovens' },
  { code: '8418.21', description: 'Household refrigerators, compression type' },
  { code: '8450.11', description: 'Household washing machines, fully automatic, up to 10 kg' },
  { code: '8471.30', description: 'Laptops and other portable computers' },
  { code: '8517.13', description: 'Smartphones' },
  { code: '8528.72', description: 'Television receivers, colour' },
  { code: '9403.60', description: 'Wooden furniture' },
  { code: '8712.00', description: 'Bicycles, not motorised' },
  { code: '8708.99', description: 'Parts and accessories of motor vehicles' },
  { code: '4011.10', description: 'New pneumatic tyres, for motor cars' },
];
