import type { DemoRow, DemoSeed } from './demo-seed';
import { SPONSORS, type SponsorTier } from './sponsors';

type Schedule = 'oneTime' | 'monthly' | 'quarterly' | 'semiAnnual' | 'annual';

// Contract value in SAR per year of the contract, by the sponsor's tier.
const YEARLY_VALUE: Record<SponsorTier, readonly [number, number]> = {
  platinum: [9_000_000, 18_000_000],
  gold: [3_000_000, 6_500_000],
  silver: [900_000, 2_200_000],
  bronze: [300_000, 800_000],
  partner: [100_000, 400_000],
};

const SCHEDULES: Record<SponsorTier, readonly Schedule[]> = {
  platinum: ['quarterly', 'quarterly', 'semiAnnual'],
  gold: ['quarterly', 'semiAnnual', 'semiAnnual'],
  silver: ['semiAnnual', 'annual'],
  bronze: ['annual', 'annual', 'oneTime'],
  partner: ['oneTime', 'annual', 'monthly'],
};

const BENEFITS: Record<SponsorTier, readonly string[]> = {
  platinum: [
    'Logo on the front of the first-team shirt (home and away).\nNaming rights of the training centre.\n20 VIP seats at every home match.\n6 minutes of LED perimeter boards per match.',
    'الشعار على صدر قميص الفريق الأول في جميع المباريات.\nحق تسمية مركز التدريب.\nمقصورة خاصة تتسع لعشرين ضيفًا في المباريات على أرضنا.\nظهور إعلاني على اللوحات الإلكترونية حول الملعب لمدة 6 دقائق في كل مباراة.',
  ],
  gold: [
    'Logo on the shirt sleeve.\n10 VIP seats at every home match.\nTwo social media posts per month.\nBranding of the press conference backdrop.',
    'الشعار على كم القميص.\nعشر مقاعد في المقصورة الرئيسية لكل مباراة على أرضنا.\nمنشوران شهريًا على حسابات النادي في وسائل التواصل.\nالظهور على خلفية المؤتمرات الصحفية.',
  ],
  silver: [
    'Logo on the training kit.\nLED perimeter boards, 2 minutes per match.\nOne activation stand on match days.',
    'الشعار على أطقم التدريب.\nلوحات إعلانية إلكترونية لمدة دقيقتين في كل مباراة.\nركن تفاعلي للجماهير في أيام المباريات.',
  ],
  bronze: [
    'Logo on the stadium big screen at half-time.\nFour season tickets.\nMention in the match-day programme.',
    'عرض الشعار على الشاشة العملاقة بين الشوطين.\nأربع تذاكر موسمية.\nذكر الراعي في برنامج المباراة.',
  ],
  partner: [
    'Official supplier title in its category.\nLogo on the club website partners page.',
    'لقب المورد الرسمي في فئته.\nالشعار في صفحة الشركاء على موقع النادي.\nدعوتان لحفل ختام الموسم.',
  ],
};

const SIGNATORIES = [
  'Fahad Al-Otaibi, Chairman of the Board',
  'فهد بن سعد العتيبي - رئيس مجلس الإدارة',
  'Eng. Abdulaziz Al-Qahtani, CEO',
  'م. عبدالعزيز القحطاني - الرئيس التنفيذي',
];

export const demo: DemoSeed = (ctx) => {
  const sponsorIds = ctx.ids('sponsors');
  const rows: DemoRow[] = [];
  let sequence = 0;
  const contract = (sponsorIndex: number, startDay: number, years: number, status: 'draft' | 'active' | 'expired' | 'terminated'): DemoRow => {
    const [, tier] = SPONSORS[sponsorIndex]!;
    const [low, high] = YEARLY_VALUE[tier];
    const startDate = ctx.dateFromToday(startDay);
    const contractNumber = `SPC-${startDate.slice(0, 4)}-${String(++sequence).padStart(3, '0')}`;
    const signed = status !== 'draft';
    return {
      contractNumber,
      sponsorId: sponsorIds[sponsorIndex],
      startDate,
      endDate: ctx.dateFromToday(startDay + years * 365 - 1),
      value: Math.round((low + ctx.random() * (high - low)) / 5_000) * 5_000 * years,
      paymentSchedule: ctx.oneOf(SCHEDULES[tier]),
      benefits: ctx.oneOf(BENEFITS[tier]),
      status,
      signedBy: signed ? ctx.oneOf(SIGNATORIES) : undefined,
      signedDate: signed ? ctx.dateFromToday(startDay - 7 - Math.floor(ctx.random() * 35)) : undefined,
      attachmentUrl: signed ? `https://files.club.sa/contracts/${contractNumber}.pdf` : undefined,
    };
  };
  SPONSORS.forEach(([, tier, , status], index) => {
    if (sponsorIds[index] === undefined) return;
    if (status === 'active') {
      const startDay = -30 - Math.floor(ctx.random() * 600);
      const years = Math.ceil((-startDay + 90) / 365) + (ctx.random() < 0.4 ? 1 : 0);
      // Long-standing sponsors have the previous contract on file too.
      if (tier === 'platinum' || tier === 'gold' || ctx.random() < 0.25) {
        const previousYears = ctx.oneOf([1, 2, 3]);
        rows.push(contract(index, startDay - previousYears * 365, previousYears, 'expired'));
      }
      rows.push(contract(index, startDay, years, 'active'));
    } else if (status === 'expired') {
      const endDay = -30 - Math.floor(ctx.random() * 400);
      const years = ctx.oneOf([1, 2]);
      rows.push(contract(index, endDay - years * 365, years, ctx.random() < 0.35 ? 'terminated' : 'expired'));
    } else {
      rows.push(contract(index, 30 + Math.floor(ctx.random() * 90), ctx.oneOf([1, 2, 3]), 'draft'));
    }
  });
  return rows;
};
