import type { DemoRow, DemoSeed } from './demo-seed';

// [conversation, sender (index among its members: 0 the starter), text]
const MESSAGES: readonly (readonly [number, number, string])[] = [
  [0, 0, 'Gates open at 17:00 on Friday. Stewards briefing at 15:30 in the conference hall.'],
  [0, 1, 'تم تجهيز البوابات 1 إلى 4، والبوابة 5 للعائلات.'],
  [0, 2, 'VIP list is final: 42 guests, lounge opens at 18:00.'],
  [0, 3, 'Floodlight check done this morning, all good.'],
  [1, 0, 'تذكير: تقييم لاعبي تحت 13 يوم الأحد.'],
  [1, 1, 'Noted. I will send the U-15 list tonight.'],
  [1, 2, 'فريق البنات جاهز للمهرجان.'],
  [2, 0, 'Receipt GRN for the new balls is posted.'],
  [2, 1, 'The gym treadmill order is assigned to the contractor.'],
  [3, 1, 'Can you reset the printer on the 2nd floor?'],
  [3, 0, 'Done, it should print now.'],
  [4, 0, 'The board meeting moved to 10:00 tomorrow.'],
  [4, 1, 'Thanks, I will tell the chairman.'],
  [5, 0, 'هل القاعة المغلقة ب جاهزة لحصة الساعة الرابعة؟'],
  [5, 1, 'نعم، تم إصلاح المكيف.'],
  [6, 0, 'Please review the new leave policy draft.'],
  [7, 0, 'الوفد الزائر يصل الساعة 11 صباحًا.'],
  [8, 0, 'Cash count for the shop is ready.'],
  [9, 0, 'Who covers the U-11 session on Thursday?'],
  [10, 0, 'Agenda for Sunday is in the files library.'],
  [11, 1, 'The stadium inspection report is uploaded.'],
];

// A few days of staff conversation; each member has read what came before their own last message.
export const demo: DemoSeed = (ctx) => {
  const conversations = ctx.records('chatConversations');
  const ids = ctx.ids('chatConversations');
  return MESSAGES.map(([conversation, sender, body]): DemoRow => {
    const members = conversations[conversation]!.participantIds as string[];
    return { conversationId: ids[conversation], body, $by: members[sender % members.length] };
  });
};
