import { listingPolicy } from './policies';

/** Products: withdrawn ones, or those of a lapsed vendor registration, are in the shop for administrators only. */
export const productPolicy = listingPolicy;
