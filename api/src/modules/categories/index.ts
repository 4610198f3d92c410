// The category tree with its prices (spec §7 categories): what an enrolment is priced by.
export { findCategory, type Category, type PriceRange } from './repository';
