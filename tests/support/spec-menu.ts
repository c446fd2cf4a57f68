// The whole sidebar menu as spec section 6's table and section 2's fixed entries write it (what root and
// admin see), written out by hand from the spec on purpose, not computed from lib/access. A group title
// is in brackets: '[Airline]'.
export const SPEC_MENU_EVERYTHING = [
  'Overview',
  '[Airline]',
  'Routes & Schedules',
  'Web News',
  'Aircrafts',
  'Crews',
  'Airport',
  'Base & Area',
  'Careers',
  '[Marine]',
  'Product',
  'Warehouse',
  'Transaction',
  '[Watersports]',
  'Product',
  'Transaction',
  'Scrapbook',
  'Purchase',
  'User Manager',
  'Activity',
  'Inventory',
  'Customer',
  'Logout',
];
