// The staff console's taxonomy and bulk door (issue 20 item 3): categories, collections, weekly deals
// and holiday events (taxonomy.ts), and the CSV export and import of offers and partners (bulk.ts).
export {
  listCategories,
  getCategory,
  createCategory,
  updateCategory,
  deleteCategory,
  listCollections,
  getCollection,
  createCollection,
  updateCollection,
  deleteCollection,
  listWeeklyDeals,
  getWeeklyDeal,
  createWeeklyDeal,
  updateWeeklyDeal,
  deleteWeeklyDeal,
  listHolidayEvents,
  getHolidayEvent,
  createHolidayEvent,
  updateHolidayEvent,
  deleteHolidayEvent,
  searchOfferOptions,
  type RecordChange,
  type TaxonomyDeps,
} from './taxonomy.ts';
export { exportCsv, importCsv } from './bulk.ts';
