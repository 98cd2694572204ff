/** features/calendar: the operator's base amount (BHM) and working-day calendar desks (issue 28). */
export { BhmDesk } from './components/bhm-desk';
export { WorkingDaysDesk } from './components/working-days-desk';
