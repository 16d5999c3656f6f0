/**
 * The demo data (docs/decisions/040 and 043): the seed's record of the customers it made
 * (`demo_customers`, written by the seed and emptied with those customers). What the removal
 * workflow uses.
 */
export { startDemoRemoval } from './demo-data.service';
