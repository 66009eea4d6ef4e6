import type { DemoSeed } from './demo-seed';

// The club's invitation messages, in Arabic as its visitors read them ({visitorName}, {hostName},
// {date}, {time}, {place}, {code} and {link} are filled in when a message goes out). The approver
// is the first employee (the general manager); the visit survey goes out after each visit.
export const demo: DemoSeed = (ctx) => [
  {
    approverId: ctx.ids('employees')[0],
    surveyId: ctx.ids('surveys')[0],
    baptismMessageEnabled: true,
    baptismMessage: 'دعوة {visitorName} لزيارة {hostName} يوم {date} الساعة {time} بانتظار اعتمادك: {link}',
    invitationAcceptanceMessageEnabled: true,
    invitationAcceptanceMessage: 'أهلًا {visitorName}، تمت الموافقة على دعوتك لزيارة النادي يوم {date} الساعة {time}. رمز الدخول: {code}',
    invitationSentMessageEnabled: true,
    invitationSentMessage: 'مرحبًا {visitorName}، دعاك {hostName} لزيارة النادي يوم {date} الساعة {time} في {place}.',
    invitationLinkMessageEnabled: true,
    invitationLinkMessage: 'مرحبًا {visitorName}، هذه دعوتك لزيارة النادي، أبرزها عند البوابة: {link}',
    visitorEntryMessageEnabled: true,
    visitorEntryMessage: 'أهلًا بك {visitorName} في النادي. نتمنى لك زيارة موفقة.',
    visitorNotificationMessageEnabled: false,
    visitorNotificationMessage: 'وصل ضيفك {visitorName} إلى بوابة النادي. تفاصيل الزيارة: {link}',
    departureMessageEnabled: true,
    departureMessage: 'شكرًا لزيارتك يا {visitorName}، نسعد برؤيتك مجددًا.',
    surveyMessageEnabled: true,
    surveyMessage: 'يسعدنا رأيك في زيارتك اليوم: {link}',
  },
];
