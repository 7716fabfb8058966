import { notifications, type NewNotification } from '../schema';
import { inserter } from './util';

/** An unread notice; the default is a badge award. */
export function notificationInput(userId: string, overrides: Partial<NewNotification> = {}): NewNotification {
  return {
    userId,
    title: 'New Badge Awarded!',
    message: 'You have been awarded the Road Warrior badge.',
    type: 'badge_awarded',
    data: {},
    read: false,
    ...overrides,
  };
}

export const createNotification = inserter(notifications, notificationInput);
