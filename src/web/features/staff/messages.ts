/** The staff pages' texts: the spec's words, shared with the server (src/shared/domains/staff.ts). */
export { staffMessages } from '../../../shared/domains/staff';
