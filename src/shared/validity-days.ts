import { addDays, SITE_TIME_ZONE, wallClockInstant, zonedClock } from './time';

/**
 * A discount's validity (events and restaurants): edited and shown as days in the site's time zone, the first and
 * the last day it can be used, and stored as instants, from the first day's midnight to the midnight after the last
 * day (valid from ≤ now < valid until). The one conversion both ways, for every page and manager that shows them.
 */

export interface ValidityDays {
  validFrom: string | null;
  validUntil: string | null;
}

export interface ValidityInstants {
  validFrom: Date | null;
  validUntil: Date | null;
}

/** The instants stored for a first and last day (YYYY-MM-DD); null is no bound. */
export function validityInstants(days: ValidityDays): ValidityInstants {
  return {
    validFrom: days.validFrom ? wallClockInstant(days.validFrom, '00:00', SITE_TIME_ZONE) : null,
    validUntil: days.validUntil
      ? wallClockInstant(addDays(days.validUntil, 1), '00:00', SITE_TIME_ZONE)
      : null,
  };
}

const siteDate = (instant: Date) => zonedClock(instant, SITE_TIME_ZONE).date;

/**
 * The first and the last day of stored bounds. The end is exclusive, so its last day is the one before it ends:
 * an end at midnight after March 31 (or, as older rows hold it, at 23:59:59.999 on March 31) is March 31.
 */
export function validityDays(instants: ValidityInstants): ValidityDays {
  const { validFrom, validUntil } = instants;
  return {
    validFrom: validFrom ? siteDate(validFrom) : null,
    validUntil: validUntil ? siteDate(new Date(validUntil.getTime() - 1)) : null,
  };
}
