import type { DemoSeed } from './demo-seed';

// The club's invitation messages, in Arabic as its visitors read them ({name}, {date}, {time},
// {purpose} and {link} are filled in when a message goes out).
export const demo: DemoSeed = (ctx) => [
  {
    approverId: ctx.pick('users'),
    baptismMessageEnabled: true,
    baptismMessage: 'تم تعميد زيارة {name} بتاريخ {date} الساعة {time}. الغرض: {purpose}.',
    invitationAcceptanceMessageEnabled: true,
    invitationAcceptanceMessage: 'أهلًا {name}، تمت الموافقة على دعوتك لزيارة النادي يوم {date} الساعة {time}.',
    invitationSentMessageEnabled: true,
    invitationSentMessage: 'تم إرسال دعوة إلى {name} لزيارة النادي يوم {date}.',
    invitationLinkMessageEnabled: true,
    invitationLinkMessage: 'مرحبًا {name}، هذه دعوتك لزيارة النادي: {link}',
    visitorEntryMessageEnabled: true,
    visitorEntryMessage: 'أهلًا بك {name} في النادي. نتمنى لك زيارة موفقة.',
    visitorNotificationMessageEnabled: false,
    visitorNotificationMessage: 'وصل ضيفك {name} إلى بوابة النادي الساعة {time}.',
    departureMessageEnabled: true,
    departureMessage: 'شكرًا لزيارتك يا {name}، نسعد برؤيتك مجددًا.',
    surveyMessageEnabled: true,
    surveyMessage: 'يسعدنا رأيك في زيارتك اليوم: {link}',
  },
];
