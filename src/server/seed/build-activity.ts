import { randomUUID } from 'node:crypto';
import { chatMessageInput } from '../db/factories/chat';
import { notificationInput } from '../db/factories/notifications';
import {
  paymentScheduleInput,
  receiptInput,
  receiptItemInput,
  type ReceiptLine,
} from '../db/factories/receipts';
import { cents, dateFromToday, daysFromNow } from '../db/factories/util';
import {
  directConversationKey,
  type NewChatMessage,
  type NewNotification,
  type NewReceipt,
  type NewReceiptItem,
  type NewReceiptPaymentScheduleEntry,
} from '../db/schema';
import type { DemoAccounts } from './accounts';
import type { MemberRecords } from './build-members';

export interface ActivityRows {
  receipts: NewReceipt[];
  receiptItems: NewReceiptItem[];
  paymentSchedule: NewReceiptPaymentScheduleEntry[];
  notifications: NewNotification[];
  conversations: { id: string; directKey: string; createdAt: Date; updatedAt: Date }[];
  participants: { conversationId: string; userId: string; lastReadAt: Date | null }[];
  messages: NewChatMessage[];
}

/** What members did: receipts, notifications and chats. */
export function buildActivity(accounts: DemoAccounts, site: MemberRecords, today: Date): ActivityRows {
  const { member, community } = accounts;
  const receipts: NewReceipt[] = [];
  const receiptItems: NewReceiptItem[] = [];
  const paymentSchedule: NewReceiptPaymentScheduleEntry[] = [];
  const addReceipt = (
    userId: string,
    number: string,
    lines: ReceiptLine[],
    overrides: Partial<NewReceipt>,
    schedule: Partial<NewReceiptPaymentScheduleEntry>[] = [],
  ) => {
    const receipt = receiptInput(userId, { id: randomUUID(), receiptNumber: number, ...overrides }, lines);
    receipts.push(receipt);
    lines.forEach((line, i) => receiptItems.push(receiptItemInput(receipt.id!, line, { sortOrder: i })));
    schedule.forEach((entry, i) =>
      paymentSchedule.push(paymentScheduleInput(receipt.id!, { ...entry, sortOrder: i })),
    );
  };
  addReceipt(
    member,
    'REC-48213',
    [
      { description: 'Frontline costume: Hummingbird Mas', quantity: 1, unitPriceCents: cents(850) },
      { description: 'All-inclusive fete ticket', quantity: 2, unitPriceCents: cents(120) },
    ],
    {
      title: 'Hummingbird Mas costume and fetes',
      receiptDate: dateFromToday(-20, today),
      createdAt: daysFromNow(-20, today),
    },
  );
  addReceipt(
    member,
    'REC-51977',
    [
      { description: 'Trinidad Carnival Complete: 7 nights', quantity: 1, unitPriceCents: cents(2199) },
      { description: 'Airport transfer (return)', quantity: 2, unitPriceCents: cents(75) },
    ],
    {
      title: 'Trinidad Carnival Complete package',
      description: 'Deposit received; the balance is due in two instalments.',
      amountPaidCents: cents(1000),
      paymentMethod: 'Bank Transfer',
      paymentDueDate: dateFromToday(20, today),
      paymentLink: 'https://pay.fete.example/REC-51977',
      receiptDate: dateFromToday(-5, today),
      createdAt: daysFromNow(-5, today),
    },
    [
      {
        amountCents: cents(700),
        dueDate: dateFromToday(20, today),
        paymentLink: 'https://pay.fete.example/REC-51977/1',
      },
      {
        amountCents: cents(649),
        dueDate: dateFromToday(50, today),
        paymentLink: 'https://pay.fete.example/REC-51977/2',
      },
    ],
  );
  addReceipt(
    member,
    'REC-60342',
    [{ description: 'J’ouvert Shuttle seat', quantity: 1, unitPriceCents: cents(45) }],
    {
      title: 'J’ouvert Shuttle',
      status: 'failed',
      amountPaidCents: 0,
      paymentMethod: 'PayPal',
      paymentDueDate: dateFromToday(-3, today),
      receiptDate: dateFromToday(-10, today),
      createdAt: daysFromNow(-10, today),
    },
  );
  addReceipt(
    community[0]!,
    'REC-72845',
    [{ description: 'Crop Over Weekender', quantity: 2, unitPriceCents: cents(1499) }],
    {
      title: 'Crop Over Weekender for two',
      receiptDate: dateFromToday(-2, today),
      createdAt: daysFromNow(-2, today),
    },
  );

  const [correspondentApplication] = site.staffApplications;
  const position = site.staffPositions.find((p) => p.id === correspondentApplication!.positionId)!;
  const notifications = [
    notificationInput(member, {
      title: 'New Badge Awarded!',
      message: 'You have been awarded the Road Warrior badge.',
      data: { badge_id: site.badgeTypes[0]!.id },
      createdAt: daysFromNow(-3, today),
    }),
    notificationInput(member, {
      title: 'New Badge Awarded!',
      message: 'You have been awarded the Founding Member badge.',
      data: { badge_id: site.badgeTypes[2]!.id },
      read: true,
      createdAt: daysFromNow(-30, today),
    }),
    notificationInput(member, {
      title: 'Application update',
      message: `Your application for ${position.title} has been updated to reviewing.`,
      type: 'staff_application_update',
      data: {
        application_id: correspondentApplication!.id,
        position_id: position.id,
        position_title: position.title,
        status: 'reviewing',
      },
      createdAt: daysFromNow(-1, today),
    }),
    notificationInput(community[5]!, {
      title: 'Registration approved',
      message: 'Your Fete Marqet registration for Coral Gold Jewels has been approved.',
      type: 'registration_approved',
      data: { registration_id: site.marqetRegistrations[0]!.id },
    }),
  ];

  const conversations: ActivityRows['conversations'] = [];
  const participants: ActivityRows['participants'] = [];
  const messages: NewChatMessage[] = [];
  const chat = (a: string, b: string, lines: [string, string][], readByA: boolean) => {
    const id = randomUUID();
    const start = daysFromNow(-1, today).getTime();
    const times = lines.map((_, i) => new Date(start + i * 7 * 60 * 1000));
    const last = times[times.length - 1]!;
    conversations.push({ id, directKey: directConversationKey(a, b), createdAt: times[0]!, updatedAt: last });
    participants.push(
      { conversationId: id, userId: a, lastReadAt: readByA ? last : times[times.length - 2]! },
      { conversationId: id, userId: b, lastReadAt: last },
    );
    lines.forEach(([sender, body], i) =>
      messages.push(chatMessageInput(id, sender, { body, createdAt: times[i]! })),
    );
  };
  chat(
    member,
    community[0]!,
    [
      [community[0]!, 'Kaia! You playing with Hummingbird Mas this year?'],
      [member, 'Yes! Frontline, collecting my costume on Sunday.'],
      [community[0]!, 'Same section as me. Breakfast fete on Friday before?'],
      [community[0]!, 'I have an extra ticket for Sunrise Breakfast Fete if you want it.'],
    ],
    false,
  );
  chat(
    community[1]!,
    community[2]!,
    [
      [community[1]!, 'Heading to Kadooment this year?'],
      [community[2]!, 'Booked the Crop Over Weekender already!'],
    ],
    true,
  );

  return { receipts, receiptItems, paymentSchedule, notifications, conversations, participants, messages };
}
